/** Searches at most this long; the API refuses longer ones with a message the page shows. */
export const SEARCH_MAX_LENGTH = 200;

/** A search as typed, spaces folded: what the page's address keeps (the server keeps the same). */
export const searchWords = (typed: string) => typed.trim().replace(/\s+/g, " ");

/**
 * The search page's address for these words and page: `/search?q=...&page=N` in the form a browser
 * submits a form in (so a search made here and one made without JavaScript share one address, one
 * server rendering and one cached copy); no page number on the first page, nothing for no words.
 */
export function searchHref(typed: string, page = 1): string {
  const q = searchWords(typed);
  if (!q) return "/search";
  const params = new URLSearchParams({ q });
  if (page > 1) params.set("page", String(page));
  return `/search?${params.toString()}`;
}
