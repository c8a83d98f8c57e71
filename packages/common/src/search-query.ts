import { readableText } from "./text-rules";

/**
 * How a visitor's search is read, by the server that runs it and by the search page that renders a
 * refusal on the server (a refused query is an error, which no page is rendered from).
 */

/** The longest search, in characters (code points). */
export const SEARCH_MAX_CHARACTERS = 200;

/** A search as typed, as it is kept and searched: control characters and runs of spaces one space, trimmed. */
export const searchWords = (typed: string): string => readableText(typed).replace(/\s+/g, " ").trim();

export const isTooLong = (words: string): boolean => [...words].length > SEARCH_MAX_CHARACTERS;

/** A quoted phrase or a word, either after a '-' that leaves it out. */
const TOKEN = /(-?)(?:"([^"]*)"?|(\S+))/g;

/**
 * The words wanted (a phrase as its words) and those left out (a phrase quoted again), as web
 * search reads them: `or` and quotes are not words, nor a lone dash or other punctuation.
 */
export function readSearch(words: string): { wanted: string[]; excluded: string[] } {
  const wanted: string[] = [];
  const excluded: string[] = [];
  for (const [, minus, phrase, word] of words.matchAll(TOKEN)) {
    const text = (phrase ?? word).replace(/"/g, " ").trim();
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    if (minus) excluded.push(phrase === undefined ? text : `"${text}"`);
    else if (text.toLowerCase() !== "or") wanted.push(text);
  }
  return { wanted, excluded };
}

/** Why a search is refused, after what it is called ("Your search", "query"). */
export const searchTooLong = (subject: string) => `${subject} must be at most ${SEARCH_MAX_CHARACTERS} characters`;
export const searchWithoutWords = (subject: string) =>
  `${subject} has no words to search for: quotes, 'or' and '-' are not words, and words after '-' are left out`;
