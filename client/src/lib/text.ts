/** The text of an HTML fragment, whitespace folded: what excerpts are cut from. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, "$& "), "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
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
