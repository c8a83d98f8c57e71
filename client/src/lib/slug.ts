/**
 * A title as a slug (PRODUCT decision 8): lowercase, accents folded to plain letters, spaces and
 * punctuation to single dashes. The server stores slugs by the same rule.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
