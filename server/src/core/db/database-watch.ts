import type { Pool } from "pg";
import type { DataSource } from "typeorm";
import type { Logger } from "../logger";
import type { DatabaseStatus } from "./database-status";

const CHECK_TIMEOUT_MS = 2000;

/** The DataSource's pg pool: checks go straight to it, outside TypeORM's query log (which tests count). */
function poolOf(db: DataSource): Pool | undefined {
  return db.isInitialized ? ((db.driver as unknown as { master?: Pool }).master ?? undefined) : undefined;
}

/**
 * `SELECT 1` within two seconds, and `status` updated to match. Any failure counts: a database
 * that cannot answer that cannot serve the site. A success that began before an outage was seen
 * proves nothing about now, so it leaves the status down.
 */
export async function checkDatabase(db: DataSource, status?: DatabaseStatus): Promise<{ ok: true } | { ok: false; reason: string }> {
  const outagesBefore = status?.outages;
  let timer: NodeJS.Timeout | undefined;
  try {
    const pool = poolOf(db);
    if (!pool) throw new Error("the database connection is closed");
    await Promise.race([
      pool.query("SELECT 1"),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("database check timed out")), CHECK_TIMEOUT_MS))),
    ]);
    if (status?.outages === outagesBefore) status?.markUp();
    return { ok: true };
  } catch (error) {
    status?.markDown();
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export interface DatabaseWatch {
  /** Checks now (or joins the check under way), then goes on at the usual pace. */
  check(): Promise<void>;
  stop(): void;
}

/**
 * Keeps `status` accurate: a check every 5 s while the database answers and every second while it
 * does not, and one at once when the pool reports a dropped idle connection (the usual first sign
 * that the server went away). Logs each change.
 */
export function watchDatabase(db: DataSource, status: DatabaseStatus, logger: Logger, intervals = { upMs: 5000, downMs: 1000 }): DatabaseWatch {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let seenAvailable = status.available;

  const run = async () => {
    clearTimeout(timer);
    const result = await checkDatabase(db, status);
    if (status.available !== seenAvailable) {
      seenAvailable = status.available;
      if (seenAvailable) logger.info("the database is available again");
      else logger.error({ reason: result.ok ? "reported down" : result.reason }, "the database is not available; reads answer 503 (or from the cache) until it is back");
    }
    // A destroyed DataSource means the process is shutting down: nothing left to watch.
    if (!stopped && db.isInitialized) timer = setTimeout(() => void check(), status.available ? intervals.upMs : intervals.downMs).unref();
  };
  const check = () => (running ??= run().finally(() => (running = undefined)));

  const pool = poolOf(db);
  const onPoolError = () => void check();
  pool?.on("error", onPoolError);
  timer = setTimeout(() => void check(), intervals.upMs).unref();

  return {
    check,
    stop() {
      stopped = true;
      clearTimeout(timer);
      pool?.off("error", onPoolError);
    },
  };
}
