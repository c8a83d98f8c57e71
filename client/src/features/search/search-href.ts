import { isTooLong, readSearch, searchTooLong, searchWithoutWords, searchWords } from "@theatre/common/search-query";

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

/**
 * Why the API would refuse these words (read as the server reads them), said here so that such a
 * page is rendered on the server like any other (a refused query is an error, which no page is
 * rendered from): too long, or nothing but operators and words left out. Null when the API is to be asked.
 */
export function searchRefusal(q: string): string | null {
  if (isTooLong(q)) return searchTooLong("Your search");
  return q && readSearch(q).wanted.length === 0 ? searchWithoutWords("Your search") : null;
}
