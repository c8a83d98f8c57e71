import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Reserved seating (issue 35): a reserved performance's copy of its venue's seat plan, taken when
 * it goes on sale so later edits of the plan never move a sold seat, and the seats' claims. A seat
 * is claimed by a hold, an order or the house (blocked), and by one only: its primary key decides
 * under any concurrency. A claim's hold must exist when its transaction commits (deferred), so
 * placing an order can end the hold and hand its seats to the order in one transaction. Tickets
 * name their seat.
 */
export class ReservedSeats1765010000000 implements MigrationInterface {
  name = "ReservedSeats1765010000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ticket_stock ADD COLUMN seats_copied_at timestamptz`);
    await q.query(`
      CREATE TABLE performance_seat (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        performance_id uuid NOT NULL REFERENCES ticket_stock (performance_id) ON DELETE CASCADE,
        position integer NOT NULL,
        section text NOT NULL,
        section_index integer NOT NULL,
        row_label text NOT NULL,
        row_index integer NOT NULL,
        column_index integer NOT NULL,
        number text NOT NULL,
        kind text NOT NULL CONSTRAINT performance_seat_kind_known CHECK (kind IN ('standard', 'wheelchair', 'companion', 'restricted')),
        note text,
        companion_for uuid REFERENCES performance_seat (id) ON DELETE CASCADE,
        label text NOT NULL,
        UNIQUE (performance_id, position)
      )`);
    await q.query(`
      CREATE TABLE seat_claim (
        seat_id uuid PRIMARY KEY REFERENCES performance_seat (id) ON DELETE CASCADE,
        performance_id uuid NOT NULL REFERENCES ticket_stock (performance_id) ON DELETE CASCADE,
        hold_id uuid REFERENCES ticket_hold (id) DEFERRABLE INITIALLY DEFERRED,
        order_id uuid REFERENCES ticket_order (id) ON DELETE CASCADE,
        house boolean NOT NULL DEFAULT false,
        CONSTRAINT seat_claim_one_claimant CHECK (num_nonnulls(hold_id, order_id) + house::int = 1)
      )`);
    await q.query(`CREATE INDEX seat_claim_performance_idx ON seat_claim (performance_id)`);
    await q.query(`CREATE INDEX seat_claim_hold_idx ON seat_claim (hold_id) WHERE hold_id IS NOT NULL`);
    await q.query(`CREATE INDEX seat_claim_order_idx ON seat_claim (order_id) WHERE order_id IS NOT NULL`);
    await q.query(`ALTER TABLE ticket ADD COLUMN seat_id uuid REFERENCES performance_seat (id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ticket DROP COLUMN seat_id`);
    await q.query(`DROP TABLE seat_claim, performance_seat`);
    await q.query(`ALTER TABLE ticket_stock DROP COLUMN seats_copied_at`);
  }
}
