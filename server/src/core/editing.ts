import { SLUG, TITLE } from "@theatre/common/input-limits";
import { Expose, Transform } from "class-transformer";
import { IsString, Matches, MaxLength, MinLength } from "class-validator";
import { randomBytes } from "node:crypto";
import type { EntityManager, EntityTarget, ObjectLiteral } from "typeorm";
import { AppError, conflict } from "./errors";
import { isUuid, OneLine, rules, SlugText, Trim } from "./validation";
import { londonInWords } from "@theatre/common/london-dates";
import { slugify } from "@theatre/common/slug";
import { storedImagePath } from "./images/image-signatures";

/** An item's title: trimmed, one line, 3 to 200 characters (specification section 5). */
export const TitleRules = () => rules(Expose(), Trim(), OneLine("title"), MaxLength(TITLE.max), MinLength(TITLE.min), IsString());

/** An item's slug: 3 to 100 letters, numbers, dashes and underscores, stored in lowercase. */
export const SlugRules = () =>
  rules(Expose(), SlugText(), Matches(/^[a-z0-9_-]+$/, { message: "slug may contain only letters, numbers, dashes and underscores" }), MaxLength(SLUG.max), MinLength(SLUG.min), IsString());

/** A slug on its own (the one asked for when restoring a deleted item whose slug was taken). */
export class SlugInput {
  @SlugRules()
  slug: string;
}

/**
 * A field holding the path of an uploaded image (/images/…), or nothing; never one that leaves its
 * folder (`..`). An address as the editor was given it (signed, or with a cache-buster) is stored as its path.
 */
export const ImagePathRules = (field: string) =>
  rules(
    Expose(),
    Transform(({ value }: { value: unknown }) => (typeof value === "string" ? storedImagePath(value.trim()) : value)),
    Matches(/^(?!.*\/\.{1,2}(\/|$))/, { message: `${field} must be a path within /images, without . or .. segments` }),
    Matches(/^(\/images\/[A-Za-z0-9/_.-]+)?$/, { message: `${field} must be the path of an uploaded image (/images/...)` }),
    IsString(),
  );

/**
 * First path segments the site and API use: a play (served at /{slug}) or a blog may not take
 * them (PRODUCT decision 8), nor the names of the /api/plays lists.
 */
export const RESERVED_SLUGS = new Set([
  "whats-on", "get-involved", "previous-productions", "auditions", "director-submissions", "backstage-crew", "combinations",
  "plays", "blogs", "blog", "privacy-policy", "terms", "about", "contact", "account", "404", "admin-edit-tool", "products",
  "api", "graphql", "images", "assets", "healthz", "sitemap-xml", "robots-txt", "rss", "venues", "calendar", "people", "search",
  "featured", "upcomingonhomepage", "opentoauditions", "whatson", "previousproductions", "heros",
]);

/** A new item's slug, unique, with `new-play` or `new-blog` in it until the editor renames it. */
export const newSlug = (kind: "play" | "blog") => `new-${kind}-${randomBytes(3).toString("hex")}`;

/**
 * Refuses a reserved slug or one another item of the same kind already has, as a field error.
 * Items with pages of their own under a prefix (`/venues/{slug}`) need not avoid the reserved ones.
 */
export async function assertSlugFree(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, slug: string, id: string, { reserved = true } = {}): Promise<void> {
  if (reserved && RESERVED_SLUGS.has(slug)) {
    throw new AppError("BAD_USER_INPUT", `The slug "${slug}" is used by the site itself`, [{ path: "slug", message: `slug "${slug}" is reserved for a page of the site; choose another` }]);
  }
  const other = await manager.getRepository(entity).createQueryBuilder("item").where("item.slug = :slug AND item.id <> :id", { slug, id }).getExists();
  if (other) {
    throw new AppError("CONFLICT", `The slug "${slug}" is already taken`, [{ path: "slug", message: `slug "${slug}" is already used by another item; choose another` }]);
  }
}

/**
 * PRODUCT decision 9: a save must start from the stored version. Otherwise it is refused with who
 * saved last and when, and nothing changes.
 */
export function assertCurrentVersion(stored: { version: number; updatedBy: string | null; updatedAt: Date }, sent: number, what: string): void {
  if (stored.version === sent) return;
  const who = stored.updatedBy ?? "someone else";
  throw conflict(
    `${what} was saved by ${who} on ${londonInWords(stored.updatedAt)} after you opened it (your version ${sent}, now ${stored.version}). ` +
      "Reload it to see their changes, then make yours again.",
  );
}

/** A slug from the name that no row of `table` has: `adc-theatre`, else `adc-theatre-2`, `-3`... */
export async function freeSlug(manager: EntityManager, table: "venue" | "person", name: string): Promise<string> {
  const made = slugify(name).slice(0, 90).replace(/-+$/, "");
  const base = made.length >= 3 ? made : `${table}${made ? `-${made}` : ""}`;
  const rows: { slug: string }[] = await manager.query(`SELECT slug FROM ${table} WHERE slug = $1 OR slug LIKE $2`, [base, `${base}-%`]);
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Two saves racing for one slug both pass the check; the unique index (a constraint whose name
 * ends in `slug_key`) refuses the second.
 */
export function isSlugRace(error: unknown): boolean {
  const { code, constraint } = (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? {};
  return code === "23505" && !!constraint?.endsWith("slug_key");
}

/** Says a slug race (isSlugRace) as the slug check would; any other error as it was. */
export function slugRace(error: unknown): never {
  if (isSlugRace(error)) {
    throw new AppError("CONFLICT", "The slug is already taken", [{ path: "slug", message: "slug is already used by another item; choose another" }]);
  }
  throw error;
}

/**
 * The ids among these that name no row of `table` (shared records a play points at: venues,
 * people). With `lock`, the rows that exist are held (FOR KEY SHARE) until the transaction ends,
 * so none can be deleted while a save points at it.
 */
export async function missingIds(manager: EntityManager, table: "venue" | "person", ids: string[], { lock = false } = {}): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  const rows: { id: string }[] = wanted.length ? await manager.query(`SELECT id FROM ${table} WHERE id = ANY($1)${lock ? " FOR KEY SHARE" : ""}`, [wanted]) : [];
  const found = new Set(rows.map((row) => row.id));
  return new Set(ids.filter((id) => !found.has(id.toLowerCase())));
}
