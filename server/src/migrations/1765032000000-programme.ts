import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Digital programmes (issue 38): a play's licence notice, author's billing and programme (director's note, scenes and
 * numbers, thanks and sponsors), and a person's programme biography. Cast and team entries keep their
 * own biography for one production inside the play's existing jsonb lists.
 */
export class Programme1765032000000 implements MigrationInterface {
  name = "Programme1765032000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE play ADD COLUMN licence_notice text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE play ADD COLUMN author_billing text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE play ADD COLUMN programme jsonb NOT NULL DEFAULT '{"directorsNote": "", "scenes": [], "sponsors": []}'`);
    await q.query(`ALTER TABLE person ADD COLUMN programme_bio text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE person DROP COLUMN programme_bio`);
    await q.query(`ALTER TABLE play DROP COLUMN programme`);
    await q.query(`ALTER TABLE play DROP COLUMN author_billing`);
    await q.query(`ALTER TABLE play DROP COLUMN licence_notice`);
  }
}
