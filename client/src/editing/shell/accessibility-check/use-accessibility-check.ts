import type { AccessibilityIssue } from "@theatre/common/accessibility-rules";
import { useCallback, useRef, useState } from "react";

/** What an editor's form holds of the check: the issues on show, and whether warnings were accepted. */
export interface AccessibilityCheck {
  /** The issues the last Save changes met, or null when nothing is on show. */
  issues: AccessibilityIssue[] | null;
  /**
   * Called by Save changes with what the check finds in the values about to go public: true when
   * publishing may go ahead (nothing found, or only warnings the editor chose to publish past).
   */
  clears(found: AccessibilityIssue[]): boolean;
  /** The editor's "Publish anyway": the warnings on show no longer stop the next Save changes. */
  acceptWarnings(): void;
  close(): void;
}

/**
 * The accessibility check before publishing (issue 38): Save changes runs the shared check
 * (@theatre/common/accessibility-check) on the form's values and publishes only when it clears;
 * otherwise `AccessibilityCheckList` shows what was found. The server runs the same check and
 * refuses a blocking issue whatever the client does.
 */
export function useAccessibilityCheck(): AccessibilityCheck {
  const [issues, setIssues] = useState<AccessibilityIssue[] | null>(null);
  const accepted = useRef(false);
  const clears = useCallback((found: AccessibilityIssue[]) => {
    const pass = found.length === 0 || (accepted.current && !found.some((issue) => issue.blocking));
    accepted.current = false;
    setIssues(pass ? null : found);
    return pass;
  }, []);
  const acceptWarnings = useCallback(() => {
    accepted.current = true;
  }, []);
  const close = useCallback(() => setIssues(null), []);
  return { issues, clears, acceptWarnings, close };
}
