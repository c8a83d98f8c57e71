import type { DataSource } from "typeorm";
import { onEvents, type PubSub } from "../../core/pubsub";
import { isUuid } from "../../core/validation";

/** By folder under /images: the image paths visitors may see of the item with this id. */
export type PublicImageSources = Record<string, (id: string) => Promise<string[]>>;

/** Items remembered at most; past it the memory starts again (made-up ids cannot grow it). */
const MAX_REMEMBERED = 10_000;

/**
 * PRODUCT decision 23: an image is public only while a published version of a published item uses
 * it. Plays and blogs: their published main image and photos, while published and not deleted;
 * people: the photo of someone not hidden; hero images: the carousel's; video thumbnails: those
 * of videos a published play links. Drafts keep their images in their own fields, so a draft's
 * new image is in none of these.
 */
export function publicImageSources(db: DataSource): PublicImageSources {
  const rows = async (sql: string, id: string) => (await db.query(sql, [id])) as Record<string, unknown>[];
  const published = (table: "play" | "blog") => async (id: string) =>
    (await rows(`SELECT mainimage, images FROM ${table} WHERE id = $1 AND published_at IS NOT NULL AND deleted_at IS NULL`, id))
      .flatMap((row) => [row.mainimage as string, ...(row.images as { photo?: string }[]).map((image) => image.photo ?? "")]);
  return {
    plays: published("play"),
    blogs: published("blog"),
    people: async (id) => (await rows("SELECT photo FROM person WHERE id = $1 AND NOT hidden", id)).map((row) => row.photo as string),
    heros: async (id) => (await rows("SELECT url FROM hero_image WHERE id = $1", id)).map((row) => row.url as string),
    videos: async (id) =>
      (await rows(`SELECT v.image FROM video v WHERE v.id = $1 AND EXISTS (
        SELECT 1 FROM play p WHERE v.url = ANY(p.videolinks) AND p.published_at IS NOT NULL AND p.deleted_at IS NULL)`, id)).map((row) => row.image as string),
  };
}

/**
 * Answers whether visitors may see a stored image, remembering each item's public images until
 * content changes (CONTENT_CHANGED, or a gap in the events, forgets them all), so that serving an
 * image costs a query only the first time after a change.
 */
export class ImageVisibility {
  /** Set before its query is sent, so a change announced meanwhile forgets it too. */
  private readonly known = new Map<string, Promise<Set<string>>>();
  readonly stop: () => Promise<void>;

  constructor(
    private readonly sources: PublicImageSources,
    events: PubSub,
  ) {
    const forget = () => this.known.clear();
    this.stop = onEvents(events, "CONTENT_CHANGED", forget, forget);
  }

  /** Whether visitors may see the stored file `key`: `plays/{id}/photo0.jpg`, or one of its smaller copies. */
  async isPublic(key: string): Promise<boolean> {
    const [folder, id, name, ...deeper] = key.split("/");
    if (deeper.length > 0 || !name || !Object.hasOwn(this.sources, folder) || !isUuid(id) || id !== id.toLowerCase()) return false;
    const item = `${folder}/${id}`;
    let images = this.known.get(item);
    if (!images) {
      images = this.sources[folder](id).then((urls) => new Set(urls.filter(Boolean)));
      if (this.known.size >= MAX_REMEMBERED) this.known.clear();
      this.known.set(item, images);
      // A failed read (the database away) is not remembered.
      images.catch(() => this.known.get(item) === images && this.known.delete(item));
    }
    // A smaller copy (`photo0-480.webp`) is public with its JPEG.
    return (await images).has(`/images/${item}/${name.replace(/-\d+\.webp$/, ".jpg")}`);
  }
}
