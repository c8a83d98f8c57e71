/**
 * A title or a name is one line: no line break or other control character (nor the Unicode line and
 * paragraph separators, nor a lone surrogate). They would start lines of their own where the text
 * is written into a line-based format (a calendar file, a mail header, a log line), and a text box
 * cannot show them, so the editor checks the rule the server enforces.
 */
export const ONE_LINE = /^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u;

export const isOneLine = (text: string): boolean => ONE_LINE.test(text);

/**
 * Text typed into a search or name box as it can be looked for: control characters (NUL among them,
 * which PostgreSQL refuses in text) and unpaired surrogates become spaces.
 */
export const readableText = (text: string): string => text.replace(/[\p{Cc}\p{Cs}]/gu, " ");
