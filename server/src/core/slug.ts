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
