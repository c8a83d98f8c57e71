import { setIn, type FormikErrors } from "formik";
import { useState, type ReactNode } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { fieldErrors, isVersionConflict } from "../../../lib/errors";
import { formatDateTime } from "@theatre/common/london-dates";
import { useFeedback } from "../feedback";

/** Server field paths ("venues[1].address") as formik's nested errors. */
export function toFormikErrors<T>(error: unknown): FormikErrors<T> {
  return Object.entries(fieldErrors(error)).reduce<FormikErrors<T>>((errors, [path, message]) => setIn(errors, path.replace(/\[(\d+)\]/g, ".$1"), message), {});
}

/**
 * Saving an item: 'Saved!' on success; field errors in place and 'Oh oo!' on failure; a conflict
 * (someone else saved first) explains itself and offers to reload, keeping what was typed on
 * screen until the editor chooses.
 */
export function useSaveFlow(reload: () => void) {
  const { notify, fail, feedback } = useFeedback();
  const [conflict, setConflict] = useState<string | null>(null);
  const failed = <T,>(error: unknown, setErrors: (errors: FormikErrors<T>) => void) => {
    setErrors(toFormikErrors<T>(error));
    if (isVersionConflict(error)) setConflict(String((error as Error).message));
    else fail(error);
  };
  const element: ReactNode = (
    <>
      {feedback}
      {conflict && (
        <Dialog title="Someone else saved first" closeLabel="Keep my changes on screen" onClose={() => setConflict(null)}>
          <p>{conflict}</p>
          <p>Your changes are still in the form. Copy anything you need, then reload to start from their version.</p>
          <button type="button" className="primary" onClick={() => { setConflict(null); reload(); }}>Reload their version</button>
        </Dialog>
      )}
    </>
  );
  return { notify, failed, element };
}

export function LastEdited({ by, at }: { by?: string | null; at?: string | null }) {
  if (!by) return null;
  return <p className="meta">Last edited by {by}{at ? ` on ${formatDateTime(at)}` : ""}</p>;
}
