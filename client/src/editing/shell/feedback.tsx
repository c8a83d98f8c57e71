import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Dialog } from "../../components/ui/dialog";
import { serverMessage } from "../../lib/errors";
import { CallFailed } from "./fields/upload";

/** The message of a failed admin call: the server's message, or the raw response. */
export function failureText(error: unknown): string {
  if (error instanceof CallFailed) return error.message || `Error code: ${error.status}`;
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Section 8's admin messages: successes ('Saved!', 'Created new play!'…) as a short notice that
 * screen readers announce; failures as the 'Oh oo!' popup with the server's message.
 */
export function useFeedback(): { notify(text: string): void; fail(error: unknown): void; feedback: ReactNode } {
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);
  const notify = useCallback((text: string) => setNotice(text), []);
  const fail = useCallback((error: unknown) => setFailure(failureText(error)), []);
  return {
    notify,
    fail,
    feedback: (
      <>
        <div className="toast-region" role="status" aria-live="polite">{notice && <p className="toast">{notice}</p>}</div>
        {failure && (
          <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
            <p>{failure}</p>
          </Dialog>
        )}
      </>
    ),
  };
}

/** Shows a notice an editor passed along when it sent the browser back to a list ('Saved!'). */
export function useNoticeFromEditor(notify: (text: string) => void): void {
  const { state } = useLocation() as { state: { notice?: string } | null };
  useEffect(() => {
    if (state?.notice) notify(state.notice);
  }, [state, notify]);
}
