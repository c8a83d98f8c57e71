import type { MigrationInterface, QueryRunner } from "typeorm";

export class Foundation1763726400000 implements MigrationInterface {
  name = "Foundation1763726400000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE app_meta (
        key text PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One row only: "singleton" is always true and unique.
    await q.query(`
      CREATE TABLE about_page (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        singleton boolean NOT NULL DEFAULT true CONSTRAINT about_page_singleton CHECK (singleton) UNIQUE,
        text text NOT NULL DEFAULT '',
        committee_members text NOT NULL DEFAULT '',
        version integer NOT NULL DEFAULT 1,
        updated_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO about_page DEFAULT VALUES`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE about_page`);
    await q.query(`DROP TABLE app_meta`);
  }
}
