/**
 * The words visitors, editors, calendars and integrators read for a performance's access features
 * and status and a play's content warnings (the API's values are codes), in the order the editor
 * lists them.
 */

export type AccessFeatureCode = "captioned" | "audiodescribed" | "bsl" | "relaxed" | "touchtour";

export const ACCESS_WORDS: Record<AccessFeatureCode, string> = {
  captioned: "Captioned",
  audiodescribed: "Audio described",
  bsl: "British Sign Language interpreted",
  relaxed: "Relaxed performance",
  touchtour: "Touch tour",
};

export type ContentWarningCode = "strobe" | "haze" | "loudnoises" | "gunshots" | "stronglanguage" | "violence" | "sexualcontent" | "smoking" | "themes";

export const CONTENT_WARNING_WORDS: Record<ContentWarningCode, string> = {
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

const STATUS_WORDS: Record<string, string> = {
  fewleft: "Few tickets left",
  soldout: "Sold out",
  cancelled: "Cancelled",
  postponed: "Postponed",
};

/**
 * How a performance stands, in words: "" on sale, "Sold out", "Postponed to …" with its new date
 * as `when` writes it (the page and the server's date lines write dates differently).
 */
export function statusInWords(status: string, postponedTo: string | null | undefined, when: (date: string) => string): string {
  if (status === "postponed" && postponedTo) return `Postponed to ${when(postponedTo)}`;
  return STATUS_WORDS[status] ?? "";
}
