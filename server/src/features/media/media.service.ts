import sharp from "sharp";
import type { DataSource } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { announced } from "../../core/content-changed";
import { badInput, notFound } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { imageUrl, type Storage } from "../../core/storage";
import { isUuid } from "../../core/validation";
import { Blog } from "../blogs/blog.entity";
import { Person } from "../people/person.entity";
import { Play } from "../plays/play.entity";
import { MAX_GALLERY_PHOTOS } from "../plays/play.types";
import { imageKey, type ImageSizeUrl } from "../../core/images/image-keys";
import { IMAGE_KEYS, MAX_IMAGE_INDEX, type ImageOwner } from "./image-paths";
import { VARIANT_WIDTHS } from "../../core/images/image-processing";
import { removeImage, storeImage } from "../../core/images/image-store";
import { storedImagePath, type ImageSignatures } from "../../core/images/image-signatures";

export interface UploadedImage {
  originalname: string;
  /** The stored file's name, `{imageKey}{index}.jpg`. */
  filename: string;
  /** Where it is served: `/images/{owner}/{id}/{filename}`. */
  url: string;
  sizes: ImageSizeUrl[];
}

/** Plays, blogs and people (a photo) own uploaded images; hero images are handled by their own service. */
export type ItemOwner = Exclude<ImageOwner, "heros">;
const ENTITIES = { plays: Play, blogs: Blog, people: Person } as const;
const NAMES: Record<ItemOwner, string> = { plays: "Play", blogs: "Blog", people: "Person" };
const isItemOwner = (owner: string): owner is ItemOwner => Object.hasOwn(ENTITIES, owner);

export class MediaService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: Storage,
    private readonly events: PubSub,
    private readonly signatures: ImageSignatures,
  ) {}

  /** Checks the item exists; ids are compared, and used in paths, in lowercase. */
  private async checkItem(owner: string, id: string): Promise<ItemOwner> {
    if (!isItemOwner(owner)) throw notFound(`No image folder "${owner}"`);
    if (id !== id.toLowerCase()) throw notFound(NAMES[owner]);
    if (!isUuid(id) || !(await this.db.getRepository<Play | Blog | Person>(ENTITIES[owner]).existsBy({ id }))) throw notFound(NAMES[owner]);
    return owner;
  }

  /**
   * Stores an uploaded image of a play or blog. The file is named `{id}_{imageKey}{index}.jpg`
   * (the specification's upload); `index`, when given separately, must agree.
   */
  async uploadNamed(actor: AuthUser | null, owner: string, id: string, file: { originalname: string; buffer: Buffer }, index?: unknown): Promise<UploadedImage> {
    requireRole(actor, EDITORS);
    const item = await this.checkItem(owner, id);
    const match = /^(?:([0-9a-f-]{36})_)?([a-z]+)(\d{1,3})\.(jpe?g|png|webp|avif)$/i.exec(file.originalname);
    if (!match) throw badInput("myfile", `the file must be named ${id}_{imageKey}{index}.jpg, e.g. ${id}_photo0.jpg`);
    if (match[1] && match[1].toLowerCase() !== id.toLowerCase()) throw badInput("myfile", "the file name names another item");
    if (index !== undefined && index !== "" && String(index) !== String(Number(match[3]))) throw badInput("index", "index must match the number in the file name");
    return this.store(actor, item, id, match[2], Number(match[3]), file);
  }

  /**
   * Stores an image of a play or blog under an explicit key and index. An image the saved version
   * shows is never overwritten (an editor's draft must not change what visitors see): the new one
   * goes to the next free index, which the answer names.
   */
  async store(actor: AuthUser | null, owner: string, id: string, key: string, index: number, file: { originalname: string; buffer: Buffer }): Promise<UploadedImage> {
    requireRole(actor, EDITORS);
    const item = await this.checkItem(owner, id);
    if (!IMAGE_KEYS[item].includes(key)) throw badInput("imageKey", `imageKey must be one of ${IMAGE_KEYS[item].join(", ")}`);
    if (!Number.isInteger(index) || index < 0 || index > MAX_IMAGE_INDEX) throw badInput("index", `index must be a whole number from 0 to ${MAX_IMAGE_INDEX}`);
    if (item === "plays" && key === "photo") await this.assertGalleryRoom(id);
    const shown = await this.savedImages(item, id);
    const free = shown.has(imageUrl(imageKey(item, id, key, index))) ? await this.freeIndex(item, id, key, shown) : index;
    const { url, sizes } = await storeImage(this.storage, imageKey(item, id, key, free), file.buffer);
    // Not public until a publish uses it: its uploader sees it by a signed address.
    return {
      originalname: file.originalname,
      filename: `${key}${free}.jpg`,
      url: this.signatures.sign(url),
      sizes: sizes.map((size) => ({ ...size, url: this.signatures.sign(size.url) })),
    };
  }

  /** A play's gallery (its draft's, if it has one) is full at MAX_GALLERY_PHOTOS: a new photo is refused before it is stored. */
  private async assertGalleryRoom(id: string): Promise<void> {
    const play = await this.db.getRepository(Play).findOne({ where: { id }, select: { id: true, images: true, draft: true } });
    const drafted = play?.draft?.images;
    const count = Array.isArray(drafted) ? drafted.length : (play?.images.length ?? 0);
    if (count >= MAX_GALLERY_PHOTOS) {
      throw badInput("myfile", `this play's gallery already holds ${MAX_GALLERY_PHOTOS} photos, the most a play can have: remove some and save before adding more`);
    }
  }

  /**
   * The width and height of each of these stored images of the item (paths under /images), read
   * from the files' headers; a path that is not one of its stored images is left out.
   */
  async dimensions(owner: ItemOwner, id: string, paths: string[]): Promise<Map<string, { width: number; height: number }>> {
    const found = new Map<string, { width: number; height: number }>();
    for (const path of new Set(paths)) {
      const key = ownKey(owner, id, storedImagePath(path));
      const file = key ? await this.storage.read(key) : null;
      if (!file) continue;
      const { width, height } = await sharp(file).metadata().catch(() => ({ width: undefined, height: undefined }));
      if (width && height) found.set(path, { width, height });
    }
    return found;
  }

  /** The images the item's saved (published) fields show, by URL. */
  private async savedImages(owner: ItemOwner, id: string): Promise<Set<string>> {
    if (owner === "people") {
      const person = await this.db.getRepository(Person).findOne({ where: { id }, select: { id: true, photo: true } });
      return new Set(person?.photo ? [person.photo] : []);
    }
    // A deleted item keeps its images until it is purged (a publish racing a delete must not tidy them away).
    const item = await this.db.getRepository<Play | Blog>(ENTITIES[owner]).findOne({ where: { id }, select: { id: true, mainimage: true, images: true, [RICH_TEXT[owner]]: true, ...(owner === "plays" && { programme: true }) }, withDeleted: true });
    return new Set(item ? shownImages(item as unknown as Record<string, unknown>, RICH_TEXT[owner]) : []);
  }

  /** The lowest index of `key` that no stored file and no saved field uses. */
  private async freeIndex(owner: ItemOwner, id: string, key: string, shown: Set<string>): Promise<number> {
    const taken = new Set((await this.storage.list(`${owner}/${id}`)).map((stored) => imageUrl(stored)));
    for (let candidate = 0; candidate <= MAX_IMAGE_INDEX; candidate++) {
      const url = imageUrl(imageKey(owner, id, key, candidate));
      if (!taken.has(url) && !shown.has(url)) return candidate;
    }
    throw badInput("index", `this item has no free ${key} index left (0 to ${MAX_IMAGE_INDEX}): remove unused images first`);
  }

  /**
   * After a publish or unpublish: removes the item's image files that neither its saved fields nor
   * its draft use any more (images replaced or deleted while editing a draft).
   */
  async tidy(owner: ItemOwner, id: string, draft: Record<string, unknown> | null | undefined): Promise<void> {
    const keep = await this.savedImages(owner, id);
    if (draft && owner !== "people") for (const url of shownImages(draft, RICH_TEXT[owner])) keep.add(url);
    for (const stored of await this.storage.list(`${owner}/${id}`)) {
      if (stored.endsWith(".jpg") && !keep.has(imageUrl(stored))) await removeImage(this.storage, stored, VARIANT_WIDTHS);
    }
  }

  /**
   * Deletes one image of an item, named by its path (`/images/{owner}/{id}/{imageKey}{index}.jpg`).
   * Anything that is not exactly such a path of this item is refused and touches nothing.
   */
  async removeByPath(actor: AuthUser | null, owner: string, id: string, imagepath: unknown): Promise<void> {
    requireRole(actor, EDITORS);
    const item = await this.checkItem(owner, id);
    // The address as the editor was given it may be signed: the path is what names the image.
    const path = typeof imagepath === "string" ? storedImagePath(imagepath.trim()) : "";
    const key = ownKey(item, id, path);
    if (!key) throw badInput("imagepath", `imagepath must be an image of this item, like /images/${item}/${id}/photo0.jpg`);
    if (!(await this.storage.exists(key))) throw notFound("Image");
    // An image the saved version shows stays until a publish no longer uses it (see tidy).
    if ((await this.savedImages(item, id)).has(imageUrl(key))) return;
    await announced(this.events, removeImage(this.storage, key, VARIANT_WIDTHS));
  }

  /**
   * After an item's saved image changed (a person's photo replaced or cleared): removes the one it
   * showed before, unless it still shows it. Anything that is not one of this item's images is left alone.
   */
  async removeReplaced(owner: ItemOwner, id: string, url: string | null | undefined): Promise<void> {
    const key = url ? ownKey(owner, id, url) : null;
    if (!key || (await this.savedImages(owner, id)).has(imageUrl(key))) return;
    if (await this.storage.exists(key)) await removeImage(this.storage, key, VARIANT_WIDTHS);
  }

  /** Removes every image of an item (when the item is deleted). */
  removeAll(owner: ImageOwner, id: string): Promise<void> {
    return this.storage.removeFolder(`${owner}/${id}`);
  }
}

/** Where a play's and a blog's rich text is, whose images (`<img src="/images/…">`) count as shown. */
const RICH_TEXT = { plays: "blurb", blogs: "body" } as const;

/** The images an item's fields (or a draft's) show: main image, photos and images in its rich text. */
function shownImages(fields: Record<string, unknown>, richText: string): string[] {
  const images = (fields.images as { photo?: string }[] | undefined) ?? [];
  const html = typeof fields[richText] === "string" ? (fields[richText] as string) : "";
  const inline = [...html.matchAll(/<img[^>]*\ssrc="(\/images\/[^"?#]+)/g)].map((match) => match[1]);
  // A play's programme prints its sponsors' logos.
  const logos = ((fields.programme as { sponsors?: { logo?: string }[] } | undefined)?.sponsors ?? []).map((sponsor) => sponsor.logo);
  return [fields.mainimage as string | undefined, ...images.map((image) => image.photo), ...inline, ...logos].filter((url): url is string => !!url);
}

/** The storage key of an image path (`/images/{owner}/{id}/{imageKey}{index}.jpg`) when it is exactly one of this item's; else null. */
function ownKey(owner: ItemOwner, id: string, path: string): string | null {
  const relative = path.replace(/^\/?images\//, "");
  const match = /^([a-z]+)\/([0-9a-f-]{36})\/([a-z]+)(\d{1,3})\.jpg$/.exec(relative);
  if (!match || match[1] !== owner || match[2] !== id.toLowerCase() || !IMAGE_KEYS[owner].includes(match[3])) return null;
  return imageKey(owner, id, match[3], Number(match[4]));
}
