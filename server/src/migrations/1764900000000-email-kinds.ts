import type { MigrationInterface, QueryRunner } from "typeorm";

const KINDS_BEFORE = "'audition', 'director', 'stock-alert'";
const KINDS = "'audition', 'director', 'general', 'stock-alert', 'account', 'newsletter-confirm', 'newsletter'";

/**
 * Reaching people (issue 21): the contact form's general enquiries, and the site's own emails to
 * one person (account links, newsletter confirmations and issues) queued like messages; such an
 * email may carry headers of its own (List-Unsubscribe).
 */
export class EmailKinds1764900000000 implements MigrationInterface {
  name = "EmailKinds1764900000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE message DROP CONSTRAINT message_type_known`);
    await q.query(`ALTER TABLE message ADD CONSTRAINT message_type_known CHECK (type IN (${KINDS}))`);
    await q.query(`ALTER TABLE message ADD COLUMN headers jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM message WHERE type NOT IN (${KINDS_BEFORE})`);
    await q.query(`ALTER TABLE message DROP COLUMN headers`);
    await q.query(`ALTER TABLE message DROP CONSTRAINT message_type_known`);
    await q.query(`ALTER TABLE message ADD CONSTRAINT message_type_known CHECK (type IN (${KINDS_BEFORE}))`);
  }
}
