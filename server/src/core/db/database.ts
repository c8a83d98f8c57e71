import fs from "node:fs";
import path from "node:path";
import type { DataSource } from "typeorm";
import type { Config } from "../../config";
import type { Logger } from "../logger";
import { loadOrCreateSecrets } from "../secrets";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { createDataSource } from "./data-source";
import { startEmbeddedPostgres } from "./embedded-postgres";

export interface OpenDatabase {
  db: DataSource;
  /** True when this process started (or joined) the embedded PostgreSQL. */
  embedded: boolean;
  /** Closes the pool, then stops the embedded PostgreSQL this process started, if any. */
  close(): Promise<void>;
}

const DATABASE = "theatre";
const portFile = (dataDir: string) => path.join(dataDir, "postgres.port");

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR (claiming the folder),
 * and applies migrations. A tool run beside a live server (`joinRunning`) connects to that
 * server's embedded PostgreSQL instead of refusing.
 */
export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  logger: Logger,
  options: { joinRunning?: boolean } = {},
): Promise<OpenDatabase> {
  if (config.databaseUrl) return initialise(config.databaseUrl, false, async () => undefined);

  const secrets = loadOrCreateSecrets(config.dataDir);
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError) || !options.joinRunning || !fs.existsSync(portFile(config.dataDir))) throw error;
    const port = Number(fs.readFileSync(portFile(config.dataDir), "utf8"));
    const url = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/${DATABASE}`;
    return initialise(url, true, async () => undefined);
  }

  try {
    logger.info({ dataDir: config.dataDir }, "starting embedded PostgreSQL");
    const postgres = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, "postgres"),
      password: secrets.postgresPassword,
      database: DATABASE,
      onLog: (line) => logger.debug({ postgres: line }),
    });
    fs.writeFileSync(portFile(config.dataDir), String(postgres.port));
    const stop = async () => {
      fs.rmSync(portFile(config.dataDir), { force: true });
      await postgres.stop();
      release();
    };
    try {
      return await initialise(postgres.url, true, stop);
    } catch (error) {
      await stop();
      throw error;
    }
  } catch (error) {
    release();
    throw error;
  }
}

async function initialise(url: string, embedded: boolean, stop: () => Promise<void>): Promise<OpenDatabase> {
  const db = createDataSource(url);
  try {
    await db.initialize();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    db,
    embedded,
    async close() {
      if (db.isInitialized) await db.destroy();
      await stop();
    },
  };
}
