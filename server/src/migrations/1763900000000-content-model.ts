import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Plays, blogs, hero images and the three page texts.
 *
 * A play's and a blog's sub-objects (dates, venues, prices, images, reviews, team and cast) are
 * `jsonb` columns, not tables: they are only ever read and saved with their play, as a whole
 * (the editor saves the whole item), so one row read loads a whole play in one statement and a
 * save replaces it atomically. Values the public reads filter or sort on are real columns with
 * indexes: `status` (text[], GIN), `start_date` (copied from dates.startdate on every save),
 * `slug`, and a blog's display date.
 */
export class ContentModel1763900000000 implements MigrationInterface {
  name = "ContentModel1763900000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE site_page (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CONSTRAINT site_page_kind_key UNIQUE
          CONSTRAINT site_page_kind_known CHECK (kind IN ('about', 'contact', 'combinations')),
        text text NOT NULL DEFAULT '',
        committee_members text,
        version integer NOT NULL DEFAULT 1,
        updated_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO site_page (id, kind, text, committee_members, version, updated_by, created_at, updated_at)
      SELECT id, 'about', text, committee_members, version, updated_by, created_at, updated_at FROM about_page`);
    await q.query(`INSERT INTO site_page (kind, committee_members) SELECT 'about', '' WHERE NOT EXISTS (SELECT 1 FROM site_page)`);
    await q.query(`INSERT INTO site_page (kind) VALUES ('contact'), ('combinations')`);
    await q.query(`DROP TABLE about_page`);

    await q.query(`
      CREATE TABLE play (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL CONSTRAINT play_slug_key UNIQUE,
        title text NOT NULL DEFAULT '',
        mainimage text NOT NULL DEFAULT '',
        blurb text NOT NULL DEFAULT '',
        blurb_excerpt text NOT NULL DEFAULT '',
        message text NOT NULL DEFAULT '',
        buylink text NOT NULL DEFAULT '',
        status text[] NOT NULL DEFAULT '{}' CONSTRAINT play_status_known
          CHECK (status <@ ARRAY['featured', 'current', 'upcoming', 'homepage', 'audition', 'previousproduction']),
        audition_email_recipient text NOT NULL DEFAULT '',
        dates jsonb NOT NULL DEFAULT '{"startdate": null, "displayedText": []}',
        start_date timestamptz,
        venues jsonb NOT NULL DEFAULT '[]',
        prices jsonb NOT NULL DEFAULT '[]',
        images jsonb NOT NULL DEFAULT '[]',
        videolinks text[] NOT NULL DEFAULT '{}',
        reviews jsonb NOT NULL DEFAULT '[]',
        productionteam jsonb NOT NULL DEFAULT '{"title": "", "members": []}',
        castlist jsonb NOT NULL DEFAULT '{"title": "", "members": []}',
        version integer NOT NULL DEFAULT 1,
        updated_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX play_status_idx ON play USING gin (status)`);
    await q.query(`CREATE INDEX play_start_date_idx ON play (start_date)`);
    // At most one featured play (PRODUCT decision 6), whatever the application does.
    await q.query(`CREATE UNIQUE INDEX play_one_featured ON play ((true)) WHERE 'featured' = ANY (status)`);

    await q.query(`
      CREATE TABLE blog (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL CONSTRAINT blog_slug_key UNIQUE,
        title text NOT NULL DEFAULT '',
        mainimage text NOT NULL DEFAULT '',
        author text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        display_date timestamptz,
        images jsonb NOT NULL DEFAULT '[]',
        version integer NOT NULL DEFAULT 1,
        updated_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX blog_display_order_idx ON blog ((COALESCE(display_date, created_at)) DESC, id)`);

    await q.query(`
      CREATE TABLE hero_image (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url text NOT NULL,
        caption text NOT NULL DEFAULT '',
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX hero_image_position_idx ON hero_image (position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE hero_image`);
    await q.query(`DROP TABLE blog`);
    await q.query(`DROP TABLE play`);
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
    await q.query(`
      INSERT INTO about_page (id, text, committee_members, version, updated_by, created_at, updated_at)
      SELECT id, text, COALESCE(committee_members, ''), version, updated_by, created_at, updated_at FROM site_page WHERE kind = 'about'`);
    await q.query(`DROP TABLE site_page`);
  }
}
