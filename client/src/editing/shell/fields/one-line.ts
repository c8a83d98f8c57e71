import * as yup from "yup";

/**
 * Titles and names are one line, as the server's rule (OneLine) says: no line break or other control
 * character. A text box cannot show a line break, so a title stored with one (before the rule) would
 * otherwise be refused by the server for a reason the editor cannot see.
 */
const ONE_LINE = /^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u;

/** A text field that must be one line, trimmed; `what` names it in the message ("The title"). */
export const oneLine = (what: string) => yup.string().trim().matches(ONE_LINE, `${what} must be one line, without line breaks or control characters`);
