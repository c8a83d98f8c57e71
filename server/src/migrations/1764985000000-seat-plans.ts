import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Seat plans (issue 35, box office part 2): a venue may have a plan of sections, rows and seats,
 * kept whole as jsonb (checked and normalised by the venues feature before it is written); null
 * when it has none. Seat holds refer to its seats by section, row and number.
 */
export class SeatPlans1764985000000 implements MigrationInterface {
  name = "SeatPlans1764985000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE venue ADD COLUMN seat_plan jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE venue DROP COLUMN seat_plan`);
  }
}
