/** The entities rich text holds: the server's sanitiser writes only these and numeric ones. */
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The text of an HTML fragment (the API's sanitised rich text), whitespace folded: what excerpts are
 * cut from. Plain string work, not the DOM: pages render on the server too, and must read the same
 * on both sides (a full entity decoder would weigh more than the rest of this module on every page).
 */
export function plainText(html: string): string {
  const text = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, "$& ").replace(/<[^>]*>/g, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/**
 * Plain text cut to at most `length` characters at a word boundary, with an ellipsis when cut.
 * Never cuts through a tag or a word (a single word longer than the limit is cut hard).
 */
export function truncate(htmlOrText: string, length: number): string {
  const text = plainText(htmlOrText);
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  // The cut falls between words when the next character is a space; otherwise go back to one.
  const lastSpace = text.charAt(cut.length) === " " ? cut.length : cut.lastIndexOf(" ");
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
