import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A waitlist entry may be `closed`: its performance was cancelled while it waited (or held an
 * offer), and it was told so. Closed entries stay closed if the performance is put back on sale.
 */
export class WaitlistClosed1765040000000 implements MigrationInterface {
  name = "WaitlistClosed1765040000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE waitlist_entry DROP CONSTRAINT waitlist_entry_status_known`);
    await q.query(`ALTER TABLE waitlist_entry ADD CONSTRAINT waitlist_entry_status_known CHECK (status IN ('waiting', 'offered', 'booked', 'lapsed', 'closed'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Before closing existed, an entry whose chance had gone was lapsed.
    await q.query(`UPDATE waitlist_entry SET status = 'lapsed' WHERE status = 'closed'`);
    await q.query(`ALTER TABLE waitlist_entry DROP CONSTRAINT waitlist_entry_status_known`);
    await q.query(`ALTER TABLE waitlist_entry ADD CONSTRAINT waitlist_entry_status_known CHECK (status IN ('waiting', 'offered', 'booked', 'lapsed'))`);
  }
}
