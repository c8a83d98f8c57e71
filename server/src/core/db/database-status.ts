/**
 * Whether the database is reachable, as this process last saw it. The read cache keeps no answer
 * made while it was failing (or across an outage) and marks what it serves during one as stale.
 * (Fed by the database watcher: see issue 15, point 10.)
 */
export class DatabaseStatus {
  private up = true;
  private downCount = 0;

  get available(): boolean {
    return this.up;
  }

  /** How many times the database has become unavailable: a read that spans a change is not kept. */
  get outages(): number {
    return this.downCount;
  }

  markDown(): void {
    if (!this.up) return;
    this.up = false;
    this.downCount += 1;
  }

  markUp(): void {
    this.up = true;
  }
}
