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

/** A quoted phrase or a word, either after a '-' that leaves it out, as the server reads a search (server/src/features/search/search-text.ts: change both). */
const TOKEN = /(-?)(?:"([^"]*)"?|(\S+))/g;

/**
 * Why the API would refuse these words, said here so that such a page is rendered on the server
 * like any other (a refused query is an error, which no page is rendered from): too long, or
 * nothing but operators and words left out. Null when the API is to be asked.
 */
export function searchRefusal(q: string): string | null {
  if ([...q].length > SEARCH_MAX_LENGTH) return `Your search must be at most ${SEARCH_MAX_LENGTH} characters`;
  const wanted = [...q.matchAll(TOKEN)].filter(([, minus, phrase, word]) => !minus && /[\p{L}\p{N}]/u.test(phrase ?? word) && (phrase ?? word).toLowerCase() !== "or");
  return q && wanted.length === 0 ? "Your search has no words to search for: quotes, 'or' and '-' are not words, and words after '-' are left out" : null;
}
