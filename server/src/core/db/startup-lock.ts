import type { PoolClient } from "pg";
import type { DataSource } from "typeorm";
import { poolOf } from "./pool";
import type { Logger } from "../logger";

/**
 * The key of the start-up lock: one fixed 64-bit number (the first 8 bytes of
 * md5("theatre.startup"), as a signed bigint), the same in every instance and tool of the site.
 */
export const STARTUP_LOCK_KEY = "8580682142035822133";

/**
 * Runs `fn` while holding a PostgreSQL session-level advisory lock on a connection of its own, so
 * that the start-up steps several instances share on one database (migrations, demo content, the
 * first admin, pg-boss's schema) run in one instance at a time: a second instance waits here, then
 * finds the work done. The lock is released when `fn` ends, failed or not; if the process dies,
 * PostgreSQL releases it as the session ends. Not reentrant across connections: `fn` must not take
 * it again.
 */
export async function withStartupLock<T>(db: DataSource, fn: () => Promise<T>, logger?: Logger): Promise<T> {
  const pool = poolOf(db);
  const client: PoolClient = await pool.connect();
  // An error on this idle connection (the database restarting, say) must not crash the process;
  // the query below or the unlock will report it.
  const onError = (error: Error) => logger?.warn({ err: error }, "the start-up lock's connection failed");
  client.on("error", onError);
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [STARTUP_LOCK_KEY]);
    if (!rows[0]?.locked) {
      logger?.info("another instance is starting up on this database; waiting for it to finish");
      const started = Date.now();
      await client.query("SELECT pg_advisory_lock($1::bigint)", [STARTUP_LOCK_KEY]);
      logger?.info({ waitedMs: Date.now() - started }, "the other instance has started; carrying on");
    }
  } catch (error) {
    client.off("error", onError);
    client.release(error as Error); // a connection in an unknown state is closed, not reused
    throw error;
  }
  try {
    return await fn();
  } finally {
    try {
      await client.query("SELECT pg_advisory_unlock($1::bigint)", [STARTUP_LOCK_KEY]);
    } catch (error) {
      // The session is gone or unusable: closing it releases the lock anyway.
      broken = error as Error;
      logger?.warn({ err: error }, "could not release the start-up lock; closing its connection instead");
    }
    client.off("error", onError);
    client.release(broken);
  }
}

/** Applies the migrations not yet applied, each in a transaction of its own; call it under {@link withStartupLock}. */
export async function runMigrations(db: DataSource): Promise<void> {
  await db.runMigrations({ transaction: "each" });
}
