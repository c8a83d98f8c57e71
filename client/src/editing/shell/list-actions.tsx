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

/**
 * The venues' and people's Delete: for good, after a confirmation saying what goes (`explanation`),
 * then 'Deleted {name}'; a refusal (still in use) shows as the server words it, naming what uses it.
 * The list reloads either way. Also the screen's notices (`elements`: the dialog and the feedback).
 */
export function useDeleteForGood({ remove, reload, explanation }: {
  remove: (id: string) => Promise<unknown>;
  reload: () => Promise<unknown>;
  explanation: string;
}): { askDelete: (item: { id: string; name: string }) => void; elements: ReactNode } {
  const [doomed, setDoomed] = useState<{ id: string; name: string } | null>(null);
  const { notify, fail, feedback } = useFeedback();
  useNoticeFromEditor(notify);

  const deleteItem = async ({ id, name }: { id: string; name: string }) => {
    try {
      await remove(id);
      notify(`Deleted ${name}`);
    } catch (e) {
      fail(e);
    }
    await reload().catch(() => undefined);
  };
  return {
    askDelete: setDoomed,
    elements: (
      <>
        {doomed && (
          <ConfirmDialog
            title={`Delete ${doomed.name}?`}
            confirmLabel="Delete"
            onCancel={() => setDoomed(null)}
            onConfirm={() => {
              const item = doomed;
              setDoomed(null);
              void deleteItem(item);
            }}
          >
            <p>{explanation}</p>
          </ConfirmDialog>
        )}
        {feedback}
      </>
    ),
  };
}
