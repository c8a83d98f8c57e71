import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useFeedback, useNoticeFromEditor } from "./feedback";

/**
 * The plays and blogs lists' actions: '+ Add' (then 'Created new …!'), Delete (to Deleted items)
 * after a confirmation (then 'Deleted …'), each reloading the list, and failures as 'Oh oo!'.
 */
export function useListActions({ kind, create, remove, reload }: {
  kind: "play" | "blog";
  create: () => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  reload: () => Promise<unknown>;
}): { add: () => Promise<void>; askDelete: (item: { id: string; title: string }) => void; elements: ReactNode } {
  const [doomed, setDoomed] = useState<{ id: string; title: string } | null>(null);
  const { notify, fail, feedback } = useFeedback();
  useNoticeFromEditor(notify);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done);
      await reload();
    } catch (e) {
      fail(e);
    }
  };
  return {
    add: () => act(create, `Created new ${kind}!`),
    askDelete: setDoomed,
    elements: (
      <>
        {doomed && (
          <ConfirmDialog
            title={`Delete ${doomed.title}?`}
            confirmLabel="Delete"
            onCancel={() => setDoomed(null)}
            onConfirm={() => {
              const { id } = doomed;
              setDoomed(null);
              void act(() => remove(id), `Deleted ${kind}`);
            }}
          >
            <p>The {kind} leaves the site at once. It stays in Deleted items for 30 days, where it can be restored, then it is removed for good with its images.</p>
          </ConfirmDialog>
        )}
        {feedback}
      </>
    ),
  };
}
