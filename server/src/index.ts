import "reflect-metadata";
import fs from "node:fs";
import { ConfigError, loadConfig } from "./config";
import { checkPortFree, describeStartupError } from "./startup-error";
import { appDatabase } from "./app/data-source";
import type { Topics } from "./app/events";
import { openDatabase } from "./core/db/database";
import { runMigrations, withStartupLock } from "./core/db/startup-lock";
import { seedDemoContent } from "./app/demo-content";
import { buildAppSchema } from "./app/schema";
import { startApp } from "./app/http-app";
import { createLogger } from "./core/logger";
import { createEventBus } from "./core/pubsub";
import { loadOrCreateSecrets } from "./core/secrets";
import { createServices } from "./app/services";
import { LocalDiskStorage } from "./core/storage";
import { ensureFirstAdmin } from "./features/accounts/first-admin";
import { appJobs } from "./app/jobs";
import { MessageDelivery, smtpMailer } from "./features/messages/message-delivery.service";
import { StripePayments } from "./features/box-office/stripe-payments";

/**
 * Start-up: configuration, database, then (one instance at a time on a shared database) migrations,
 * demo content, the first admin and the job queue, then one HTTP + WebSocket server.
 */
async function main(): Promise<void> {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const logger = createLogger(config.logLevel, config.logFormat);
  for (const notice of config.notices) logger.warn(notice);
  // A failed promise nobody awaited is a bug to fix, not a reason to stop serving everyone (Node's
  // default ends the process): logged with its stack, and the site carries on.
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));
  // Shutdown steps, run last-in first-out: server, jobs, then the database.
  const cleanups: [string, () => unknown][] = [];
  const cleanUp = async () => {
    for (const [name, step] of cleanups.reverse()) {
      logger.debug(`stopping: ${name}`);
      await step();
    }
  };
  let stopping = false;
  /** Runs the cleanups once (within 20 s), then exits with `code`. */
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      logger.error("shutdown took longer than 20 s; exiting");
      process.exit(1);
    }, 20_000).unref();
    try {
      await cleanUp();
      clearTimeout(force);
      logger.info("stopped");
      process.exit(code);
    } catch (error) {
      logger.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };

  try {
    await checkPortFree(config); // a taken port stops start-up before the database starts
    // If the embedded PostgreSQL cannot be restarted, exit non-zero so that a supervisor restarts the
    // site. Migrations run below, under the start-up lock.
    const database = await openDatabase(config, appDatabase, logger, { onGiveUp: () => void stop(1), migrate: false });
    cleanups.push(["database", () => database.close()]);
    const { db } = database;

    // Instances started together on one database (DATABASE_URL) take these shared steps one at a
    // time: the next waits for the lock, then finds the schema, content, admin and queue ready.
    const { services, events } = await withStartupLock(db, async () => {
      await runMigrations(db);

      const storage = new LocalDiskStorage(config.uploadsDir);
      if (config.seedDemo) await seedDemoContent(db, storage, logger);

      const bus = createEventBus<Topics>(config.redisUrl, (error) => logger.warn({ err: error }, "Redis refused an event bus command"));
      cleanups.push(["event bus", () => bus.close()]);
      const events = bus.pubsub;
      const stripe = config.stripe && new StripePayments(config.stripe);
      const services = createServices(db, events, storage, {
        jwtSecret: config.jwtSecret ?? loadOrCreateSecrets(config.dataDir).jwtSecret,
        tokenTtlSeconds: config.tokenTtlSeconds,
        messages: { societyEmail: config.societyEmail },
        adminEmail: config.admin?.email,
        redis: bus.redis,
        siteName: config.siteName,
        societyAddress: config.societyAddress,
        publicUrl: config.publicUrl,
        logger,
        videoSources: config.videoSources,
        searchesPerMinute: config.searchesPerMinute,
        seatPlansPerMinute: config.seatPlansPerMinute,
        holdLimits: { perMinute: config.holdsPerMinute, livePerAddress: config.liveHoldsPerAddress, ticketsPerAddress: config.ticketsPerAddress, ordersPerEmail: config.ordersPerEmail },
        rendersPerMinute: config.rendersPerMinute,
        doorSyncsPerMinute: config.doorSyncsPerMinute,
        payments: stripe,
        stripeEvents: stripe,
        backups: {
          dir: config.backupDir,
          storageRoot: config.uploadsDir,
          passphrase: config.backupPassphrase,
          copyDir: config.backupCopyDir,
          keepDaily: config.backupKeepDaily,
          keepWeekly: config.backupKeepWeekly,
          uploadMaxBytes: config.backupUploadMaxBytes,
        },
      });
      cleanups.push(["database watch", database.watch(services.databaseStatus)]);
      await ensureFirstAdmin(services.accounts, { admin: config.admin, embedded: database.embedded }, logger);
      const sealed = await services.authenticator.sealPlainSecrets(); // kept in plain text before they were encrypted
      if (sealed > 0) logger.info({ sealed }, "authenticator-app secrets encrypted");
      await services.jobs.start(appJobs(services, logger)); // pg-boss creates or migrates its schema
      cleanups.push(["jobs", () => services.jobs.stop()]);
      return { services, events };
    }, logger);

    const delivery = new MessageDelivery(db, config.smtpUrl ? smtpMailer(config.smtpUrl) : undefined, { from: config.smtpFrom, siteName: config.siteName, society: () => services.siteSettings.current(), retryBaseMs: config.messageRetrySeconds * 1000 }, logger);
    delivery.start(events);
    cleanups.push(["message delivery", () => delivery.stop()]);

    const schema = await buildAppSchema(services, events);
    const app = await startApp(config, schema, services, logger);
    cleanups.push(["HTTP server", () => app.close()]);
    // Which Stripe mode takes payments (never a key): a live site left on test keys takes no money.
    const onlinePayment = !config.stripe ? "off" : config.stripe.secretKey.includes("_live_") ? "stripe live" : "stripe test mode";
    logger.info({ url: app.url, publicUrl: config.publicUrl, embeddedDatabase: database.embedded, onlinePayment }, `site ready at ${app.url}`);
  } catch (error) {
    // One plain sentence on stderr first; the log line (with the stack) follows on stdout.
    process.stderr.write(`${describeStartupError(error, config)}\n`);
    logger.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
    await stop(1);
  }

  const onSignal = (signal: string) => {
    if (!stopping) logger.info({ signal }, "shutting down: finishing requests, then closing the database");
    void stop(0);
  };
  process.on("SIGINT", () => onSignal("SIGINT"));
  process.on("SIGTERM", () => onSignal("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(describeStartupError(error));
  if (!(error instanceof ConfigError)) console.error(error);
  process.exit(1);
});
