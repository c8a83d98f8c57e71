import { statusInWords } from "@theatre/common/performance-words";

/**
 * How the pages write a performance's status and a play's running time (the words for access
 * features and content warnings are @theatre/common/performance-words, which the server uses too).
 */

/** Statuses open for sale: they get a Book button. */
export const ON_SALE = new Set(["onsale", "fewleft"]);

/** The badge of a status, or null for a plain 'on sale'. */
export function statusWords(status: string, postponedTo: string | null | undefined, format: (date: string) => string): string | null {
  return statusInWords(status, postponedTo, format) || null;
}

/** "2 hours 30 minutes, including one interval". */
export function runningTimeWords(minutes: number, intervals: number | null | undefined): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 && `${hours} hour${hours === 1 ? "" : "s"}`, rest > 0 && `${rest} minute${rest === 1 ? "" : "s"}`].filter(Boolean).join(" ");
  if (intervals === null || intervals === undefined) return parts;
  if (intervals === 0) return `${parts}, no interval`;
  return `${parts}, including ${intervals === 1 ? "one interval" : `${intervals} intervals`}`;
}
