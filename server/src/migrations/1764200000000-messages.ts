import type { MigrationInterface, QueryRunner } from "typeorm";

/** Audition applications and director submissions: stored first, then delivered by a worker. */
export class Messages1764200000000 implements MigrationInterface {
  name = "Messages1764200000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        type text NOT NULL CONSTRAINT message_type_known CHECK (type IN ('audition', 'director')),
        sender_name text NOT NULL,
        sender_email text NOT NULL,
        subject text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        play_id uuid REFERENCES play (id) ON DELETE SET NULL,
        play_title text,
        recipient text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT message_status_known CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The worker's queue, and the inbox's list.
    await q.query(`CREATE INDEX message_due_idx ON message (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX message_inbox_idx ON message (created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE message`);
  }
}
