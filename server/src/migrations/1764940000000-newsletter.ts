import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The Combinations newsletter by email (issue 21): subscribers (double opt-in), the links their
 * emails carry (only each token's SHA-256 is kept), and each issue sent, whose emails are queued
 * as messages so the queue's progress is the issue's.
 */
export class Newsletter1764940000000 implements MigrationInterface {
  name = "Newsletter1764940000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletter_subscriber (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text NOT NULL DEFAULT '',
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX newsletter_subscriber_email_key ON newsletter_subscriber (lower(email))`);
    await q.query(`
      CREATE TABLE newsletter_link (
        token_hash text PRIMARY KEY,
        subscriber_id uuid NOT NULL REFERENCES newsletter_subscriber (id) ON DELETE CASCADE,
        purpose text NOT NULL CONSTRAINT newsletter_link_purpose CHECK (purpose IN ('confirm', 'unsubscribe')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX newsletter_link_subscriber ON newsletter_link (subscriber_id)`);
    await q.query(`
      CREATE TABLE newsletter_issue (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject text NOT NULL,
        text_hash text NOT NULL CONSTRAINT newsletter_issue_once UNIQUE,
        recipients integer NOT NULL,
        started_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE message ADD COLUMN newsletter_issue_id uuid REFERENCES newsletter_issue (id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX message_newsletter_issue ON message (newsletter_issue_id, status) WHERE newsletter_issue_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE message DROP COLUMN newsletter_issue_id`);
    await q.query(`DROP TABLE newsletter_issue`);
    await q.query(`DROP TABLE newsletter_link`);
    await q.query(`DROP TABLE newsletter_subscriber`);
  }
}
