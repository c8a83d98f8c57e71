import { isTooLong, readSearch, SEARCH_MAX_CHARACTERS, searchTooLong, searchWithoutWords, searchWords } from "@theatre/common/search-query";
import { badInput } from "../../core/errors";

/** The longest query searched, in characters. */
export const QUERY_MAX_CHARACTERS = SEARCH_MAX_CHARACTERS;

/**
 * A visitor's query as it is searched (@theatre/common/search-query, as the search page reads it).
 * Empty or too long is a field error naming `field` (the caller's name for it).
 */
export function searchText(raw: unknown, field: string): string {
  if (raw !== undefined && raw !== null && typeof raw !== "string") throw badInput(field, `${field} must be one piece of text`);
  const text = searchWords(raw ?? "");
  if (!text) throw badInput(field, `${field} is empty: type a word to search for`);
  if (isTooLong(text)) throw badInput(field, searchTooLong(field));
  return text;
}

/** A field error for a query whose every word is an operator or left out (-word). */
export const noWords = (field: string) => badInput(field, searchWithoutWords(field));

/**
 * The query read for the look-alike search (typos, the start of a word): the words wanted, as one
 * text, and what is left out, as web-search text again ('"a phrase" or word'), so that excluded
 * words stay excluded.
 */
export function lookAlikeText(text: string): { wanted: string; excluded: string } {
  const { wanted, excluded } = readSearch(text);
  return { wanted: wanted.join(" "), excluded: excluded.join(" or ") };
}
