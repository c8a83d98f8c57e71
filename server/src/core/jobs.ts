import PgBoss from "pg-boss";
import type { DataSource } from "typeorm";
import { poolOf } from "./db/pool";
import type { Logger } from "./logger";

/** Work that must happen at a time: run by whichever instance claims it first. */
export interface JobDefinition {
  name: string;
  /** Does everything due; must be safe to run twice (a job may be retried after a crash). */
  run(): Promise<unknown>;
  /** Also run on this cron schedule (Europe/London), once across all instances. */
  cron?: string;
}

export interface JobSettings {
  /** How often each instance looks for jobs that are due (2 s unless set). */
  pollingSeconds?: number;
}

/**
 * Jobs kept in PostgreSQL by pg-boss (its own `pgboss` schema, over the site's connection pool):
 * they survive restarts, and each is claimed by one instance (row locks that others skip). Handlers
 * make their change idempotent too, so a job retried after a crash changes nothing twice.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    db: DataSource,
    private readonly logger: Logger,
    private readonly settings: JobSettings = {},
  ) {
    const pool = poolOf(db);
    this.boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schema: "pgboss", cronMonitorIntervalSeconds: 30 });
    this.boss.on("error", (error) => logger.error({ err: error }, "job queue error; carrying on"));
  }

  /** Starts working on `definitions` in this instance, and runs each once now (catching up after a restart). */
  async start(definitions: JobDefinition[]): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const job of definitions) {
      await this.boss.createQueue(job.name);
      await this.boss.work(job.name, { pollingIntervalSeconds: this.settings.pollingSeconds ?? 2 }, async () => {
        await job.run();
      });
      if (job.cron) await this.boss.schedule(job.name, job.cron, {}, { tz: "Europe/London" });
      await this.boss.send(job.name, {});
    }
  }

  /**
   * Asks for a job to run at `when`, besides its schedule. An instance that runs no jobs (a tool,
   * some tests) sends nothing: the instances that do run them also run them every minute.
   */
  async at(name: string, when: Date, singletonKey?: string): Promise<void> {
    if (!this.started) return;
    // The minute's sweep makes up for a job that could not be sent. Requests with one key sent in
    // the same second (a burst of holds, all expiring in the same second) make one job.
    await this.boss.send(name, {}, { startAfter: when, ...(singletonKey && { singletonKey, singletonSeconds: 1 }) }).catch((error: unknown) => this.logger.warn({ err: error, name }, "could not send a job; the sweep will do it"));
  }

  /** Stops taking jobs and waits (a few seconds at most) for those running. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
  }
}
