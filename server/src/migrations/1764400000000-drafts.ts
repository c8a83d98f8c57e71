import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Drafts beside published content (plays, blogs, pages), and whether a play or blog is on the site.
 * Everything saved before was live, except new items never saved, which now wait for their first publish.
 */
export class Drafts1764400000000 implements MigrationInterface {
  name = "Drafts1764400000000";

  async up(q: QueryRunner): Promise<void> {
    for (const table of ["play", "blog", "site_page"]) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN draft jsonb, ADD COLUMN draft_saved_at timestamptz, ADD COLUMN draft_saved_by text`);
    }
    for (const table of ["play", "blog"]) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN published_at timestamptz`);
      await q.query(`UPDATE ${table} SET published_at = updated_at WHERE NOT is_new`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ["blog", "play"]) await q.query(`ALTER TABLE ${table} DROP COLUMN published_at`);
    for (const table of ["site_page", "blog", "play"]) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN draft, DROP COLUMN draft_saved_at, DROP COLUMN draft_saved_by`);
    }
  }
}
