import { getIn } from "formik";

/** One section of a long editor: its address (`#id`), its heading, and the form fields it holds. */
export interface SectionSpec {
  /** The section's address in the page (`#performances`) and its element's id. */
  id: string;
  title: string;
  /**
   * The first part of each path the section holds: form values ("performances" holds
   * "performances.0.venueId") and the server's names for them where they differ ("castlist").
   */
  fields: string[];
}

/** Every message of formik's nested errors, by its path ("performances.0.venueId"), in the order they come. */
export function errorPaths(errors: unknown, prefix = ""): string[] {
  if (typeof errors === "string") return prefix ? [prefix] : [];
  if (!errors || typeof errors !== "object") return [];
  return Object.entries(errors).flatMap(([key, inner]) => errorPaths(inner, prefix ? `${prefix}.${key}` : key));
}

/**
 * The errors the editor can see: those of fields they have left (or tried to save: saving touches
 * them all), and those the server gave for something that is no form value (a person's link),
 * which their fields show at once. A row just added shows its errors only once touched.
 */
export function shownErrors(errors: unknown, touched: unknown, values: unknown): string[] {
  return errorPaths(errors).filter((path) => Boolean(getIn(touched, path)) || getIn(values, path) === undefined);
}

/** The shown errors' paths, by the id of the section holding each; a path no section holds is left out. */
export function errorsBySection(sections: SectionSpec[], paths: string[]): Record<string, string[]> {
  const by: Record<string, string[]> = Object.fromEntries(sections.map((section) => [section.id, []]));
  for (const path of paths) {
    const head = path.split(".")[0];
    const section = sections.find((s) => s.fields.includes(head));
    if (section) by[section.id].push(path);
  }
  return by;
}

/** "1 error", "3 errors". */
export const errorWords = (count: number) => `${count} error${count === 1 ? "" : "s"}`;
