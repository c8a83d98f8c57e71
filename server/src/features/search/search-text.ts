import { badInput } from "../../core/errors";
import { readableText } from "../../core/validation";

/** The longest query searched, in characters. */
export const QUERY_MAX_CHARACTERS = 200;

/**
 * A visitor's query as it is searched: control characters become spaces, runs of spaces one, and
 * the ends are trimmed. Empty or too long is a field error naming `field` (the caller's name for it).
 */
export function searchText(raw: unknown, field: string): string {
  if (raw !== undefined && raw !== null && typeof raw !== "string") throw badInput(field, `${field} must be one piece of text`);
  const text = readableText(raw ?? "").replace(/\s+/g, " ").trim();
  if (!text) throw badInput(field, `${field} is empty: type a word to search for`);
  if ([...text].length > QUERY_MAX_CHARACTERS) throw badInput(field, `${field} must be at most ${QUERY_MAX_CHARACTERS} characters`);
  return text;
}

/** A field error for a query whose every word is an operator or left out (-word). */
export const noWords = (field: string) =>
  badInput(field, `${field} has no words to search for: quotes, 'or' and '-' are not words, and words after '-' are left out`);

/** A quoted phrase or a word, either after a '-' that leaves it out. (The client's search-href.ts reads searches the same way, to render a refusal on the server: change both.) */
const TOKEN = /(-?)(?:"([^"]*)"?|(\S+))/g;

/**
 * The query read for the look-alike search (typos, the start of a word): the words wanted, as one
 * text, and what is left out, as web-search text again ('"a phrase" or word'), so that excluded
 * words stay excluded. Quotes and `or` are dropped from the words wanted.
 */
export function lookAlikeText(text: string): { wanted: string; excluded: string } {
  const wanted: string[] = [];
  const excluded: string[] = [];
  for (const [, minus, phrase, word] of text.matchAll(TOKEN)) {
    const words = (phrase ?? word).replace(/"/g, " ").trim();
    // A lone dash or other punctuation is no word to look for.
    if (!/[\p{L}\p{N}]/u.test(words)) continue;
    if (minus) excluded.push(phrase === undefined ? words : `"${words}"`);
    else if (words.toLowerCase() !== "or") wanted.push(words);
  }
  return { wanted: wanted.join(" "), excluded: excluded.join(" or ") };
}
