import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Editing without fear, part 2: every save's revision, the activity journal, deleted plays and
 * blogs kept for 30 days (a slug is unique among the items not deleted), and scheduled changes.
 */
export class History1764700000000 implements MigrationInterface {
  name = "History1764700000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE revision (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        item_kind text NOT NULL,
        item_id text NOT NULL,
        number integer NOT NULL,
        published boolean NOT NULL,
        fields jsonb NOT NULL,
        changed text[] NOT NULL DEFAULT '{}',
        note text,
        saved_by_id uuid,
        saved_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT revision_number_key UNIQUE (item_kind, item_id, number)
      )`);
    await q.query(`
      CREATE TABLE activity (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        action text NOT NULL,
        item_kind text NOT NULL,
        item_id text NOT NULL,
        item_title text NOT NULL,
        detail text
      )`);
    await q.query(`CREATE INDEX activity_at_idx ON activity (at DESC, id DESC)`);
    await q.query(`CREATE INDEX activity_actor_idx ON activity (actor_id, at DESC)`);
    await q.query(`CREATE INDEX activity_item_idx ON activity (item_kind, item_id, at DESC)`);

    for (const table of ["play", "blog"]) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN deleted_at timestamptz, ADD COLUMN deleted_by_id uuid`);
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_slug_key`);
      await q.query(`CREATE UNIQUE INDEX ${table}_live_slug_key ON ${table} (slug) WHERE deleted_at IS NULL`);
      await q.query(`CREATE INDEX ${table}_deleted_at_idx ON ${table} (deleted_at) WHERE deleted_at IS NOT NULL`);
      await q.query(`ALTER TABLE ${table} ADD COLUMN unpublish_at timestamptz`);
    }
    for (const table of ["play", "blog", "site_page"]) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN publish_at timestamptz, ADD COLUMN scheduled_by_id uuid`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ["site_page", "blog", "play"]) await q.query(`ALTER TABLE ${table} DROP COLUMN publish_at, DROP COLUMN scheduled_by_id`);
    for (const table of ["blog", "play"]) {
      await q.query(`DELETE FROM ${table} WHERE deleted_at IS NOT NULL`);
      await q.query(`DROP INDEX ${table}_live_slug_key`);
      await q.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_slug_key UNIQUE (slug)`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN deleted_at, DROP COLUMN deleted_by_id, DROP COLUMN unpublish_at`);
    }
    await q.query(`DROP TABLE activity`);
    await q.query(`DROP TABLE revision`);
  }
}
