import type { MigrationInterface, QueryRunner } from "typeorm";

/** Site settings: the society's details as admins keep them; one row at most, none until saved. */
export class SiteSettings1764930000000 implements MigrationInterface {
  name = "SiteSettings1764930000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE site_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        name text NOT NULL,
        contact_email text NOT NULL,
        address text NOT NULL DEFAULT '',
        charity_number text NOT NULL DEFAULT '',
        facebook text NOT NULL DEFAULT '',
        instagram text NOT NULL DEFAULT '',
        x text NOT NULL DEFAULT '',
        youtube text NOT NULL DEFAULT '',
        tiktok text NOT NULL DEFAULT '',
        other_label text NOT NULL DEFAULT '',
        other_url text NOT NULL DEFAULT '',
        updated_at timestamptz,
        updated_by text
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE site_settings`);
  }
}
