import type { MigrationInterface, QueryRunner } from "typeorm";

const KINDS_BEFORE = "'audition', 'director', 'general', 'stock-alert', 'account', 'newsletter-confirm', 'newsletter'";
const KINDS = `${KINDS_BEFORE}, 'tickets'`;

/**
 * The box office, part 1 (issue 34): each performance sold on the site has one counter of tickets
 * taken (held or sold), changed only by conditional updates, so the database decides who gets the
 * last ticket (kept when its play is deleted for good: its takings stay); holds, orders and their tickets; Stripe's events, each handled once. A performance is
 * found by id among the plays' performances through a GIN index. Emails may carry an HTML part and
 * QR codes shown inline (e-tickets).
 */
export class BoxOffice1764980000000 implements MigrationInterface {
  name = "BoxOffice1764980000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX play_performances_idx ON play USING gin (performances jsonb_path_ops)`);
    await q.query(`
      CREATE TABLE ticket_stock (
        performance_id uuid PRIMARY KEY,
        play_id uuid NOT NULL,
        taken integer NOT NULL DEFAULT 0 CONSTRAINT ticket_stock_taken_positive CHECK (taken >= 0)
      )`);
    await q.query(`CREATE INDEX ticket_stock_play_idx ON ticket_stock (play_id)`);
    await q.query(`
      CREATE TABLE ticket_hold (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        performance_id uuid NOT NULL REFERENCES ticket_stock (performance_id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        address_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX ticket_hold_expiry_idx ON ticket_hold (expires_at)`);
    await q.query(`CREATE INDEX ticket_hold_address_idx ON ticket_hold (address_key, expires_at)`);
    await q.query(`
      CREATE TABLE ticket_order (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        performance_id uuid NOT NULL REFERENCES ticket_stock (performance_id) ON DELETE CASCADE,
        play_id uuid NOT NULL,
        starts_at timestamptz NOT NULL,
        status text NOT NULL CONSTRAINT ticket_order_status_known CHECK (status IN ('pending', 'reserved', 'paid', 'cancelled', 'refunded')),
        payment text NOT NULL CONSTRAINT ticket_order_payment_known CHECK (payment IN ('door', 'free', 'online', 'complimentary')),
        total_pence integer NOT NULL CHECK (total_pence >= 0),
        buyer_name text,
        buyer_email text,
        access_note text,
        buyer_deleted_at timestamptz,
        tickets_token_hash text NOT NULL UNIQUE,
        address_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        cancelled_at timestamptz,
        expires_at timestamptz,
        stripe_session_id text UNIQUE,
        stripe_payment_intent text,
        checkout_url text
      )`);
    await q.query(`CREATE INDEX ticket_order_performance_idx ON ticket_order (performance_id, created_at)`);
    await q.query(`CREATE INDEX ticket_order_address_idx ON ticket_order (performance_id, address_key)`);
    await q.query(`CREATE INDEX ticket_order_pending_idx ON ticket_order (expires_at) WHERE status = 'pending'`);
    await q.query(`
      CREATE TABLE ticket (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES ticket_order (id) ON DELETE CASCADE,
        position integer NOT NULL,
        type_name text NOT NULL,
        price_pence integer NOT NULL CHECK (price_pence >= 0),
        code_hash text NOT NULL UNIQUE,
        admitted_at timestamptz
      )`);
    await q.query(`CREATE INDEX ticket_order_idx ON ticket (order_id, position)`);
    await q.query(`CREATE TABLE stripe_event (id text PRIMARY KEY, type text NOT NULL, received_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`ALTER TABLE message DROP CONSTRAINT message_type_known`);
    await q.query(`ALTER TABLE message ADD CONSTRAINT message_type_known CHECK (type IN (${KINDS}))`);
    await q.query(`ALTER TABLE message ADD COLUMN html text, ADD COLUMN inline_codes jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE message DROP COLUMN html, DROP COLUMN inline_codes`);
    await q.query(`DELETE FROM message WHERE type = 'tickets'`);
    await q.query(`ALTER TABLE message DROP CONSTRAINT message_type_known`);
    await q.query(`ALTER TABLE message ADD CONSTRAINT message_type_known CHECK (type IN (${KINDS_BEFORE}))`);
    await q.query(`DROP TABLE stripe_event, ticket, ticket_order, ticket_hold, ticket_stock`);
    await q.query(`DROP INDEX play_performances_idx`);
  }
}
