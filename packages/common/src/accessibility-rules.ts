/**
 * The accessibility check's rules: what in content about to go public would shut people out. Each
 * rule is a pure function of one thing, answering its issues; the check (accessibility-check.ts)
 * applies them to a play, a blog post or a page, the editor before Save changes and the server
 * before it publishes.
 */

export interface AccessibilityIssue {
  /** Where: the input's path, as field errors name it (`images[3].description`, `performances[0].accessNote`, `body`). */
  field: string;
  message: string;
  /** Stops publishing until put right (an image without a description); otherwise a warning to publish past. */
  blocking: boolean;
}

const warning = (field: string, message: string): AccessibilityIssue => ({ field, message, blocking: false });

/** An image: its address, what it shows in words, and whether it only decorates (then it needs no words). */
export interface ImageToCheck {
  src: string;
  description: string;
  decorative?: boolean;
}

/** An image without words for people who cannot see it: blocking, until described or marked decorative. */
export function undescribedImage(field: string, what: string, image: ImageToCheck): AccessibilityIssue[] {
  if (!image.src || image.decorative || image.description.trim()) return [];
  const decorative = image.decorative !== undefined ? ", or mark it decorative if it shows nothing that matters" : "";
  return [{ field, message: `${what} has no description: write what it shows for people who cannot see it${decorative}`, blocking: true }];
}

/** Link texts that say nothing of where they lead, as screen reader users hear them in a list of links. */
const VAGUE_LINK_TEXTS = new Set(["click here", "click", "here", "read more", "more", "link", "this link", "this", "go", "more info", "find out more", "learn more"]);
const ADDRESS = /^(https?:\/\/|www\.|mailto:)\S+$/i;

/** A link whose words are empty, vague ('click here', 'read more') or a bare address. */
export function vagueLink(field: string, link: { href: string; text: string }): AccessibilityIssue[] {
  const words = link.text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, "").replace(/\s+/g, " ").trim();
  if (!link.text) return [warning(field, `A link to ${link.href || "somewhere"} has no text: screen readers cannot say where it goes`)];
  if (VAGUE_LINK_TEXTS.has(words)) return [warning(field, `The link "${link.text}" says nothing of where it goes: use words that name it, such as the page's title`)];
  if (ADDRESS.test(link.text) || link.text === link.href) return [warning(field, `The link "${link.text}" is a bare address, read out character by character: use words that name where it goes`)];
  return [];
}

/**
 * Headings that skip a level ('Cast' at level 4 straight after a level 2), which breaks the outline
 * screen reader users move by. `above` is the level the page's own heading holds (the title, 1).
 */
export function skippedHeadings(field: string, headings: { level: number; text: string }[], above = 1): AccessibilityIssue[] {
  const issues: AccessibilityIssue[] = [];
  let previous = above;
  for (const heading of headings) {
    if (heading.level > previous + 1) {
      issues.push(warning(field, `The heading "${heading.text}" jumps from level ${previous} to level ${heading.level}: make it level ${previous + 1}, or add the heading between`));
    }
    previous = heading.level;
  }
  return issues;
}

/** How many words in a row in capitals make shouting: an acronym or two ('BSL', 'NT Live') is fine. */
export const CAPITALS_RUN = 4;
/** Longer "words" are not words (an address, a code): skipped, and never scanned at length. */
const LONGEST_WORD = 64;
// Two linear tests, not one pattern: /^[^a-z]*[A-Z][^a-z]*$/ backtracks quadratically on a long word.
const inCapitals = (word: string) => word.length <= LONGEST_WORD && /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word);

/** Text in capitals over a few words: harder to read, and some screen readers spell it out. */
export function textInCapitals(field: string, text: string): AccessibilityIssue[] {
  let run: string[] = [];
  for (const word of [...text.split(/\s+/).filter(Boolean), ""]) {
    if (word && inCapitals(word)) {
      run.push(word);
      continue;
    }
    if (run.length >= CAPITALS_RUN) {
      const shown = run.length > 6 ? `${run.slice(0, 6).join(" ")}…` : run.join(" ");
      return [warning(field, `"${shown}" is in capitals: it is harder to read and some screen readers spell it out; write it in ordinary case (styling can add emphasis)`)];
    }
    run = [];
  }
  return [];
}

/** A video link not noted as having captions: people who are deaf or hard of hearing may get nothing from it. */
export function uncaptionedVideo(field: string, url: string, captioned: boolean): AccessibilityIssue[] {
  if (!url || captioned) return [];
  return [warning(field, `The video ${url} is not noted as having captions: check it has them (then tick its 'Has subtitles' box), or add them`)];
}

/** Access features that need saying how they work (where to sit to see the captions or the interpreter). */
const NEEDS_A_NOTE: Record<string, string> = { captioned: "captioned", bsl: "BSL interpreted" };

/** A captioned or BSL performance without an access note saying what to expect (where to sit, how to book). */
export function accessWithoutNote(field: string, performance: { access?: readonly string[] | null; accessNote?: string | null }): AccessibilityIssue[] {
  const needing = (performance.access ?? []).filter((feature) => feature in NEEDS_A_NOTE);
  if (needing.length === 0 || performance.accessNote?.trim()) return [];
  const what = needing.map((feature) => NEEDS_A_NOTE[feature]).join(" and ");
  return [warning(field, `The performance is ${what} but says nothing of how: add its access details, such as where to sit to see the ${needing.includes("bsl") ? "interpreter" : "captions"} and how to book those seats`)];
}
