import type { MigrationInterface, QueryRunner } from "typeorm";

/** "Newly created" flag of plays and blogs: set by create, cleared by the first save. */
export class NewItemFlag1764100000000 implements MigrationInterface {
  name = "NewItemFlag1764100000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE play ADD COLUMN is_new boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE blog ADD COLUMN is_new boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE blog DROP COLUMN is_new`);
    await q.query(`ALTER TABLE play DROP COLUMN is_new`);
  }
}
