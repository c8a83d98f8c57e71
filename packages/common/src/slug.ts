/**
 * A title as a slug (PRODUCT decision 8): lowercase, accents folded to plain letters, spaces and
 * punctuation to single dashes, no dash at either end. The editor proposes slugs by it as the
 * title is typed; the server makes new slugs (demo content, venues found in old plays) by it.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
