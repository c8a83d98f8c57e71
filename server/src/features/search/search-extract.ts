import type { TextRun } from "./search.types";

/** What ts_headline puts around a matching word: control characters, which no searched text keeps (the SQL removes them first). */
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

/** ts_headline's options: up to two fragments of 12 to 30 words around the matches. */
export const HEADLINE_OPTIONS = `StartSel="${MATCH_START}", StopSel="${MATCH_END}", MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HTML's character references as the characters they stand for (ts_headline leaves them; tags it makes spaces). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]+));/gi, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
    const readable = code > 0x1f && code <= 0x10ffff && !(code >= 0x7f && code <= 0x9f) && !(code >= 0xd800 && code <= 0xdfff);
    return readable ? String.fromCodePoint(code) : " ";
  });
}

/**
 * A headline as runs of plain text: matching words apart (with match), everything else between
 * them, spaces collapsed, and matching words separated only by spaces joined into one run
 * ("Twelfth Night" is one highlight).
 */
export function textRuns(headline: string | null): TextRun[] {
  const runs: TextRun[] = [];
  const add = (raw: string, match: boolean) => {
    const text = decodeEntities(raw).replace(/\s+/g, " ");
    if (!text) return;
    const last = runs.at(-1);
    if (last && last.match === match) last.text += text;
    else runs.push({ text, match });
  };
  for (const [index, part] of (headline ?? "").split(MATCH_START).entries()) {
    const end = index === 0 ? -1 : part.indexOf(MATCH_END);
    if (end >= 0) add(part.slice(0, end), true);
    add(part.slice(end + 1).replaceAll(MATCH_END, ""), false);
  }
  // A space between two matches belongs to them.
  for (let i = runs.length - 2; i > 0; i--) {
    if (!runs[i].match && runs[i].text === " " && runs[i - 1].match && runs[i + 1].match) {
      runs[i - 1].text += ` ${runs[i + 1].text}`;
      runs.splice(i, 2);
    }
  }
  if (runs.length > 0) {
    runs[0].text = runs[0].text.trimStart();
    runs[runs.length - 1].text = runs[runs.length - 1].text.trimEnd();
  }
  return runs.filter((run) => run.text !== "");
}
