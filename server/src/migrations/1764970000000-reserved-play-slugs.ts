import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The first path segments the site keeps for itself when this migration was written (a copy of
 * core/editing.ts's RESERVED_SLUGS then: a migration does not change when that list does).
 */
const RESERVED = [
  "whats-on", "get-involved", "previous-productions", "auditions", "director-submissions", "backstage-crew", "combinations",
  "plays", "blogs", "blog", "privacy-policy", "terms", "about", "contact", "account", "404", "admin-edit-tool", "products",
  "api", "graphql", "images", "assets", "healthz", "sitemap-xml", "robots-txt", "rss", "venues", "calendar", "people", "search",
  "featured", "upcomingonhomepage", "opentoauditions", "whatson", "previousproductions", "heros",
];

/**
 * Plays saved before `venues`, `calendar` and the other reserved slugs were refused may still hold
 * one: the site's own page wins at that address (or the play shadows it). Each such play gets
 * `-play` appended (then `-2`, `-3`... if that is taken), and its former slug is kept in
 * `play_former_slug`, so that an address of the play that is no page of the site (a review,
 * `/featured`) answers 301 with the new one (features/plays/former-slugs.service.ts).
 */
export class ReservedPlaySlugs1764970000000 implements MigrationInterface {
  name = "ReservedPlaySlugs1764970000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE play_former_slug (
        slug text PRIMARY KEY,
        play_id uuid NOT NULL REFERENCES play (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX play_former_slug_play ON play_former_slug (play_id)`);
    const holders: { id: string; slug: string }[] = await q.query(`SELECT id, slug FROM play WHERE slug = ANY ($1) ORDER BY slug`, [RESERVED]);
    for (const { id, slug } of holders) {
      const taken = new Set((await q.query(`SELECT slug FROM play WHERE slug LIKE $1`, [`${slug}-play%`]) as { slug: string }[]).map((row) => row.slug));
      let renamed = `${slug}-play`;
      for (let n = 2; taken.has(renamed); n++) renamed = `${slug}-play-${n}`;
      // A slug is not content: the version stays, so an editor with the play open carries on.
      await q.query(`UPDATE play SET slug = $2 WHERE id = $1`, [id, renamed]);
      await q.query(`INSERT INTO play_former_slug (slug, play_id) VALUES ($1, $2)`, [slug, id]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE play p SET slug = f.slug FROM play_former_slug f WHERE f.play_id = p.id`);
    await q.query(`DROP TABLE play_former_slug`);
  }
}
