import type { AccessFeature, ContentWarning } from "../../gql/graphql";

/**
 * The words visitors and editors read for a performance's status and access features and a play's
 * content warnings (the API's values are codes), in the order the editor lists them.
 */

export const ACCESS_WORDS: Record<AccessFeature, string> = {
  captioned: "Captioned",
  audiodescribed: "Audio described",
  bsl: "British Sign Language interpreted",
  relaxed: "Relaxed performance",
  touchtour: "Touch tour",
};

export const CONTENT_WARNING_WORDS: Record<ContentWarning, string> = {
  strobe: "Strobe lighting",
  haze: "Haze or smoke effects",
  loudnoises: "Loud noises",
  gunshots: "Gunshots",
  stronglanguage: "Strong language",
  violence: "Violence",
  sexualcontent: "Sexual content",
  smoking: "Smoking",
  themes: "Difficult themes",
};

/** Statuses open for sale: they get a Book button. */
export const ON_SALE = new Set(["onsale", "fewleft"]);

/** The badge of a status, or null for a plain 'on sale'. */
export function statusWords(status: string, postponedTo: string | null | undefined, format: (date: string) => string): string | null {
  switch (status) {
    case "fewleft":
      return "Few tickets left";
    case "soldout":
      return "Sold out";
    case "cancelled":
      return "Cancelled";
    case "postponed":
      return postponedTo ? `Postponed to ${format(postponedTo)}` : "Postponed";
    default:
      return null;
  }
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
