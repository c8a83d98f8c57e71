import type { DataSource } from "typeorm";

/** A play's page, one of its reviews' or its programme (`/{slug}`, `/{slug}/reviews/{n}`, `/{slug}/programme`). */
const PLAY_PATH = /^\/([A-Za-z0-9_-]+)(\/reviews\/\d+|\/programme)?\/*$/;

/**
 * Where an address of a play now is, when the play had that slug before it was renamed
 * (`play_former_slug`: the reserved slugs renamed by ReservedPlaySlugs1764970000000); null
 * otherwise. Only for a published play: an unpublished one's new slug is nobody's business. Asked
 * only where no page answers, so the site's own pages (`/venues`) keep their addresses.
 */
export async function movedPlayPath(db: DataSource, path: string): Promise<string | null> {
  const address = PLAY_PATH.exec(path);
  if (!address) return null;
  const [row]: { slug: string }[] = await db.query(
    `SELECT p.slug FROM play_former_slug f JOIN play p ON p.id = f.play_id
      WHERE f.slug = $1 AND p.published_at IS NOT NULL AND p.deleted_at IS NULL`,
    [address[1].toLowerCase()],
  );
  return row ? `/${row.slug}${address[2] ?? ""}` : null;
}
