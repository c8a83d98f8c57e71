import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The box office's waitlist (issue 35): people waiting for tickets of a sold-out performance, each
 * confirmed by a link (double opt-in), served in the order they confirmed. One live entry (waiting
 * or offered) per mailbox and performance; only digests of the links' tokens are kept. The
 * performance's start as it was at joining is kept for the purge, like an order's.
 */
export class Waitlist1764995000000 implements MigrationInterface {
  name = "Waitlist1764995000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE waitlist_entry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        performance_id uuid NOT NULL,
        play_id uuid NOT NULL,
        starts_at timestamptz NOT NULL,
        email text NOT NULL,
        mailbox text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        status text NOT NULL DEFAULT 'waiting' CONSTRAINT waitlist_entry_status_known CHECK (status IN ('waiting', 'offered', 'booked', 'lapsed')),
        confirm_token_hash text NOT NULL UNIQUE,
        confirm_expires_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        leave_token_hash text NOT NULL UNIQUE,
        offered_at timestamptz,
        hold_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX waitlist_entry_live_key ON waitlist_entry (performance_id, mailbox) WHERE status IN ('waiting', 'offered')`);
    await q.query(`CREATE INDEX waitlist_entry_queue_idx ON waitlist_entry (performance_id, confirmed_at) WHERE status IN ('waiting', 'offered')`);
    await q.query(`CREATE INDEX waitlist_entry_hold_idx ON waitlist_entry (hold_id) WHERE status = 'offered'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE waitlist_entry`);
  }
}
