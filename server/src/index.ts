import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "./config";
import { createDataSource } from "./core/db/data-source";
import { lockDataDir } from "./core/db/data-dir-lock";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./core/db/embedded-postgres";
import { seedDemoContent } from "./core/db/seed";
import { buildAppSchema } from "./core/graphql/schema";
import { startApp } from "./core/http/app";
import { createLogger } from "./core/logger";
import { createEventBus } from "./core/pubsub";
import { loadOrCreateSecrets } from "./core/secrets";
import { createServices } from "./core/services";
import { LocalDiskStorage } from "./core/storage";

/** Start-up: configuration, database, migrations, demo content, then one HTTP + WebSocket server. */
async function main(): Promise<void> {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // Shutdown steps, run last-in first-out: server, database pool, embedded PostgreSQL, lock.
  const cleanups: [string, () => unknown][] = [];
  const cleanUp = async () => {
    for (const [name, step] of cleanups.reverse()) {
      logger.debug(`stopping: ${name}`);
      await step();
    }
  };

  try {
    let databaseUrl = config.databaseUrl;
    let embedded: EmbeddedPostgres | undefined;
    if (!databaseUrl) {
      cleanups.push(["data folder lock", lockDataDir(config.dataDir)]);
      const secrets = loadOrCreateSecrets(config.dataDir);
      logger.info({ dataDir: config.dataDir }, "starting embedded PostgreSQL");
      embedded = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, "postgres"),
        password: secrets.postgresPassword,
        database: "theatre",
        onLog: (line) => logger.debug({ postgres: line }),
      });
      cleanups.push(["embedded PostgreSQL", () => embedded?.stop()]);
      databaseUrl = embedded.url;
    }

    const db = createDataSource(databaseUrl);
    await db.initialize();
    cleanups.push(["database pool", () => db.destroy()]);
    const storage = new LocalDiskStorage(config.uploadsDir);
    if (config.seedDemo) await seedDemoContent(db, storage, logger);

    const events = createEventBus();
    const services = createServices(db, events, storage);
    const schema = await buildAppSchema(services, events);
    const app = await startApp(config, schema, services, logger);
    cleanups.push(["HTTP server", () => app.close()]);
    logger.info({ url: app.url, publicUrl: config.publicUrl, embeddedDatabase: Boolean(embedded) }, `site ready at ${app.url}`);
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
    await cleanUp().catch(() => undefined);
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests, then closing the database");
    const force = setTimeout(() => {
      logger.error("shutdown took longer than 20 s; exiting");
      process.exit(1);
    }, 20_000).unref();
    try {
      await cleanUp();
      clearTimeout(force);
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
