import fs from "node:fs";
import path from "node:path";
import type { DataSource } from "typeorm";
import type { Config } from "../../config";
import type { Logger } from "../logger";
import { loadOrCreateSecrets } from "../secrets";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { createDataSource, type DatabaseSchema } from "./data-source";
import type { DatabaseStatus } from "./database-status";
import { watchDatabase } from "./database-watch";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { supervise, type Supervisor } from "./postgres-supervisor";
import { runMigrations, withStartupLock } from "./startup-lock";

export interface OpenDatabase {
  db: DataSource;
  /** True when this process started (or joined) the embedded PostgreSQL. */
  embedded: boolean;
  /**
   * Keeps `status` accurate (a check every few seconds, and word from the embedded PostgreSQL's
   * supervisor the moment it stops or is back) until the returned function is called.
   */
  watch(status: DatabaseStatus): () => void;
  /** Closes the pool, then stops the embedded PostgreSQL this process started, if any. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** For a tool run beside a live server: use that server's embedded PostgreSQL. */
  joinRunning?: boolean;
  /** Called when the embedded PostgreSQL stopped and could not be restarted (already logged). */
  onGiveUp?: (message: string) => void;
  /**
   * Apply pending migrations before returning, under the start-up lock (the default). `false` for
   * the site, which runs them itself under the lock it holds across all its shared start-up steps.
   */
  migrate?: boolean;
}

const DATABASE = "theatre";
const portFile = (dataDir: string) => path.join(dataDir, "postgres.port");

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR (claiming the folder),
 * and applies migrations (unless `migrate: false`) under the start-up lock, so instances and tools
 * starting together on one database never apply one twice. The embedded PostgreSQL is restarted (same port and folder) if it stops
 * unexpectedly. A tool run beside a live server (`joinRunning`) connects to that server's embedded
 * PostgreSQL instead of refusing.
 */
export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  schema: DatabaseSchema,
  logger: Logger,
  options: OpenDatabaseOptions = {},
): Promise<OpenDatabase> {
  const migrate = options.migrate ?? true;
  if (config.databaseUrl) return initialise(config.databaseUrl, schema, false, migrate, logger, async () => undefined);

  const secrets = loadOrCreateSecrets(config.dataDir);
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError) || !options.joinRunning || !fs.existsSync(portFile(config.dataDir))) throw error;
    const port = Number(fs.readFileSync(portFile(config.dataDir), "utf8"));
    const url = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/${DATABASE}`;
    return initialise(url, schema, true, migrate, logger, async () => undefined);
  }

  try {
    logger.info({ dataDir: config.dataDir }, "starting embedded PostgreSQL");
    const start = (port?: number) => startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, "postgres"),
      password: secrets.postgresPassword,
      database: DATABASE,
      port,
      onLog: (line) => logger.debug({ postgres: line }),
      onNotice: (message) => logger.info(message),
    });
    const postgres = await start();
    fs.writeFileSync(portFile(config.dataDir), String(postgres.port));
    // Same port, so the pool (and a tool that joined) reconnects by itself once it is back.
    const supervisor = supervise(postgres, () => start(postgres.port), {
      name: "the embedded PostgreSQL server",
      logger,
      onGiveUp: options.onGiveUp ?? (() => undefined),
    });
    const stop = async () => {
      fs.rmSync(portFile(config.dataDir), { force: true });
      await supervisor.stop();
      release();
    };
    try {
      return await initialise(postgres.url, schema, true, migrate, logger, stop, supervisor);
    } catch (error) {
      await stop();
      throw error;
    }
  } catch (error) {
    release();
    throw error;
  }
}

async function initialise(url: string, schema: DatabaseSchema, embedded: boolean, migrate: boolean, logger: Logger, stop: () => Promise<void>, supervisor?: Supervisor): Promise<OpenDatabase> {
  const db = createDataSource(url, schema);
  try {
    await db.initialize();
    if (migrate) await withStartupLock(db, () => runMigrations(db), logger);
  } catch (error) {
    if (db.isInitialized) await db.destroy().catch(() => undefined);
    await stop();
    throw error;
  }
  return {
    db,
    embedded,
    watch(status) {
      const watch = watchDatabase(db, status, logger);
      const unlisten = supervisor?.listen({
        down: () => {
          status.markDown();
          void watch.check();
        },
        up: () => void watch.check(),
      });
      return () => {
        unlisten?.();
        watch.stop();
      };
    },
    async close() {
      if (db.isInitialized) await db.destroy();
      await stop();
    },
  };
}
