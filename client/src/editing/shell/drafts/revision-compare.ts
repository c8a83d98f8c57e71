import { diffWords, type ChangeObject } from "diff";
import type { EditedKind } from "../../../gql/graphql";
import { formatDate, formatDateTime } from "@theatre/common/london-dates";

/** Each kind's saved fields (its input's names) with the editor's labels, in the editor's order. */
export const FIELD_LABELS: Record<EditedKind, Record<string, string>> = {
  play: {
    title: "Title",
    slug: "Url",
    mainimage: "Main image",
    mainimageDescription: "Main image description",
    message: "Notice message",
    blurb: "Blurb",
    blurbExcerpt: "Blurb excerpt",
    buylink: "Buy-ticket link",
    runningTime: "Running time (minutes)",
    intervals: "Intervals",
    ageGuidance: "Age guidance",
    contentWarnings: "Content warnings",
    contentNotes: "Content notes",
    performances: "Performances",
    dates: "Dates",
    venues: "Venues",
    prices: "Prices",
    videolinks: "Video links",
    captionedVideolinks: "Videos with captions",
    reviews: "Reviews",
    productionteam: "Production team",
    castlist: "Cast list",
    images: "Photos",
    status: "Status",
    auditionEmailRecipient: "Audition email recipient",
    authorBilling: "Author's billing",
    licenceNotice: "Licence notice",
    programme: "Programme",
  },
  blog: { title: "Title", slug: "Url", mainimage: "Main image", mainimageDescription: "Main image description", body: "Body", images: "Photos", author: "Author", order: "Display date" },
  page: { text: "Text", committeeMembers: "Committee members" },
  // Accounts appear in Activity only (a reset second step): they have no revisions.
  account: {},
};

/** The fields kept as HTML: compared as their words. */
const RICH = new Set(["blurb", "body", "text", "committeeMembers"]);
/** Parts of a saved value that mean nothing to a reader. */
const HIDDEN = new Set(["id", "order", "version", "personSlug"]);
/** A cast or team name's link to a person, in words (the record's id means nothing to a reader). */
export const LINKED_TEXT = "(linked to a person)";
const PART_LABELS: Record<string, string> = { startdate: "Start date", displayedText: "Displayed dates", title: "Title", members: "Members" };
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const fieldLabel = (kind: EditedKind, name: string) => FIELD_LABELS[kind][name] ?? name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());

/** Rich text as its words: a line per paragraph, list item or line break. */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "$&• ")
    .replace(/<\/(p|div|h[1-6]|li|blockquote|pre)>/gi, "$&\n");
  const text = new DOMParser().parseFromString(marked, "text/html").body.textContent ?? "";
  return text.split("\n").map((line) => line.replace(/\s+/g, " ").trim()).filter(Boolean).join("\n");
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A saved value as lines a person reads: lists a line per item, objects 'Part: value'. */
function lines(value: unknown, name = ""): string[] {
  if (value === null || value === undefined || value === "") return [];
  if (name === "personId") return [LINKED_TEXT];
  if (typeof value === "string") {
    if (RICH.has(name)) return htmlToText(value).split("\n").filter(Boolean);
    if (!ISO_INSTANT.test(value)) return [value];
    // A blog's display date has no time of its own.
    return [name === "order" ? formatDate(value) : formatDateTime(value)];
  }
  if (Array.isArray(value)) return value.flatMap((item) => (isRecord(item) ? [itemLine(item)] : lines(item))).filter(Boolean);
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([key]) => !HIDDEN.has(key))
      .flatMap(([key, inner]) => {
        const sub = lines(inner, key);
        const label = PART_LABELS[key] ?? key;
        if (!sub.length) return [];
        return Array.isArray(inner) ? [`${label}:`, ...sub] : [`${label}: ${sub.join(" ")}`];
      });
  }
  return [String(value)];
}

/** One list item (a venue, a price, a cast member) on one line. */
const itemLine = (item: Record<string, unknown>) =>
  Object.entries(item)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, inner]) => lines(inner, key).join(" "))
    .filter(Boolean)
    .join(" — ");

/** A field's saved value as text (empty when it has none). */
export const fieldText = (name: string, value: unknown) => lines(value, name).join("\n");

export interface FieldText {
  name: string;
  label: string;
  text: string;
}

/** The kind's fields first, in the editor's order, then any others the saved value has. */
function names(kind: EditedKind, ...values: Record<string, unknown>[]): string[] {
  const known = Object.keys(FIELD_LABELS[kind]);
  const extra = values.flatMap((v) => Object.keys(v)).filter((key) => !known.includes(key) && !HIDDEN.has(key));
  return [...new Set([...known.filter((key) => values.some((v) => key in v)), ...extra])];
}

/** A revision's fields as labelled text (History's Open). */
export function revisionTexts(kind: EditedKind, fields: Record<string, unknown>): FieldText[] {
  return names(kind, fields).map((name) => ({ name, label: fieldLabel(kind, name), text: fieldText(name, fields[name]) }));
}

/** `before` is the revision's text, `text` the current draft's. */
export interface FieldComparison extends FieldText {
  before: string;
  same: boolean;
  /** Word by word, from the revision to the current draft. */
  parts: ChangeObject<string>[];
}

/** A revision beside the current draft, field by field (History's Compare). */
export function compareFields(kind: EditedKind, revision: Record<string, unknown>, current: Record<string, unknown>): FieldComparison[] {
  return names(kind, revision, current).map((name) => {
    const before = fieldText(name, revision[name]);
    const text = fieldText(name, current[name]);
    return { name, label: fieldLabel(kind, name), before, text, same: before === text, parts: before === text ? [] : diffWords(before, text) };
  });
}
