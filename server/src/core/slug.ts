/**
 * A title as a slug (PRODUCT decision 8): lowercase, accents folded to plain letters, spaces and
 * punctuation to single dashes, no dash at either end.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a stored slug can be (SlugRules, freeSlug, newSlug): letters, numbers, dashes and underscores. */
const STORED_SLUG = /^[a-z0-9_-]{1,200}$/;

/**
 * A slug asked for (in an address or an argument) as slugs are stored, trimmed and in lowercase;
 * null when no item can have it, which then names nothing without asking the database (PostgreSQL
 * refuses text holding a NUL byte: the query would fail).
 */
export function wantedSlug(text: string): string | null {
  const slug = text.trim().toLowerCase();
  return STORED_SLUG.test(slug) ? slug : null;
}
