import type { DataSource } from "typeorm";
import { onEvents, type PubSub } from "../../core/pubsub";

/** How long a read of the public images is trusted without a CONTENT_CHANGED (an event lost in an outage). */
const TRUSTED_MS = 60_000;
/** An image a published rich text shows (`<img src="/images/…">`, the sanitiser's only kind). */
const RICH_TEXT_IMAGE = `'src="(/images/[^"?#]+)'`;

/**
 * PRODUCT decision 23: the paths of every image visitors may see, in one statement. Plays and
 * blogs: the published main image, photos and images in the rich text, while published and not
 * deleted; pages: the images of their published texts; people: the photo of someone not hidden;
 * the carousel's hero images; thumbnails of videos a published play links; shop products' images.
 * A draft keeps its images in its own fields, so a draft's new image is in none of these.
 */
async function publicImagePaths(db: DataSource): Promise<Set<string>> {
  const published = (table: "play" | "blog", text: "blurb" | "body") => `
    SELECT mainimage FROM ${table} item WHERE published_at IS NOT NULL AND deleted_at IS NULL
    UNION SELECT image->>'photo' FROM ${table} item, jsonb_array_elements(item.images) image WHERE published_at IS NOT NULL AND deleted_at IS NULL
    UNION SELECT shown[1] FROM ${table} item, regexp_matches(item.${text}, ${RICH_TEXT_IMAGE}, 'g') shown WHERE published_at IS NOT NULL AND deleted_at IS NULL`;
  const rows: { path: string | null }[] = await db.query(`
    SELECT path FROM (
      ${published("play", "blurb")}
      UNION ${published("blog", "body")}
      UNION SELECT shown[1] FROM site_page page, regexp_matches(page.text || ' ' || coalesce(page.committee_members, ''), ${RICH_TEXT_IMAGE}, 'g') shown
      UNION SELECT sponsor->>'logo' FROM play item, jsonb_array_elements(item.programme->'sponsors') sponsor WHERE published_at IS NOT NULL AND deleted_at IS NULL
      UNION SELECT photo FROM person WHERE NOT hidden
      UNION SELECT url FROM hero_image
      UNION SELECT video.image FROM video WHERE EXISTS (
        SELECT 1 FROM play WHERE video.url = ANY(play.videolinks) AND play.published_at IS NOT NULL AND play.deleted_at IS NULL)
      UNION SELECT image FROM product
    ) AS public_images (path)`);
  return new Set(rows.map((row) => row.path).filter((path): path is string => !!path));
}

/**
 * Answers whether visitors may see a stored image. The public paths are read in one statement and
 * kept until content changes (CONTENT_CHANGED, or a gap in the events) or a minute has passed, so
 * serving an image costs no query, whatever made-up addresses are asked for.
 */
export class ImageVisibility {
  private paths: { read: Promise<Set<string>>; at: number } | null = null;
  readonly stop: () => Promise<void>;

  constructor(
    private readonly db: DataSource,
    events: PubSub,
    private readonly now: () => number = Date.now,
  ) {
    const forget = () => (this.paths = null);
    this.stop = onEvents(events, "CONTENT_CHANGED", forget, forget);
  }

  /** Whether visitors may see the stored file `key`: `plays/{id}/photo0.jpg`, or one of its smaller copies. */
  async isPublic(key: string): Promise<boolean> {
    // A smaller copy (`photo0-480.webp`, `photo0-480.avif`) is public with its JPEG.
    return (await this.publicPaths()).has(`/images/${key.replace(/-\d+\.(webp|avif)$/, ".jpg")}`);
  }

  private publicPaths(): Promise<Set<string>> {
    if (this.paths && this.now() - this.paths.at < TRUSTED_MS) return this.paths.read;
    // Kept before the statement is sent, so that a change announced meanwhile forgets it too.
    const paths = { read: publicImagePaths(this.db), at: this.now() };
    this.paths = paths;
    // A failed read (the database away) is not kept.
    paths.read.catch(() => this.paths === paths && (this.paths = null));
    return paths.read;
  }
}
