import type { Logger } from "typeorm";

/** A TypeORM logger that counts the SQL statements run, to prove reads cost a fixed number. */
export class QueryCounter implements Logger {
  count = 0;

  logQuery(): void {
    this.count += 1;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}

  /** How many statements `work` runs. */
  async measure(work: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await work();
    return this.count - before;
  }
}
