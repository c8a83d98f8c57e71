import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A waitlist entry keeps the client address it joined from (as rate limits key it): the hold an
 * offer makes counts against that address, like any hold, so the per-address limits (live holds,
 * tickets of a performance) cannot be passed by joining under many emails. Entries made before
 * have none: their offers' orders count against the address that books them.
 */
export class WaitlistAddresses1765020000000 implements MigrationInterface {
  name = "WaitlistAddresses1765020000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE waitlist_entry ADD COLUMN address_key text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE waitlist_entry DROP COLUMN address_key`);
  }
}
