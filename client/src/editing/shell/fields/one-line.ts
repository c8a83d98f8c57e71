import { ONE_LINE } from "@theatre/common/text-rules";
import * as yup from "yup";

/**
 * A text field that must be one line, trimmed; `what` names it in the message ("The title"). The
 * server's rule (OneLine) is the same rule: a title stored with a line break (before the rule) would
 * otherwise be refused by the server for a reason a text box cannot show.
 */
export const oneLine = (what: string) => yup.string().trim().matches(ONE_LINE, `${what} must be one line, without line breaks or control characters`);
