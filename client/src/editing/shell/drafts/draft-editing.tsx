import { useFormikContext, type FormikErrors } from "formik";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { formatClock, formatDateTime } from "@theatre/common/london-dates";
import { LEAVE_GUARD_OFF, useLeaveGuard } from "./use-leave-guard";
import { DraftKeeper, isNetworkFailure, statusText, type DraftKind, type DraftRecord, type LocalCopy, type SaveStatus } from "./draft-keeper";
import { useSaveFlow } from "./save-flow";
import "./drafts.css";

const OFFLINE_NOTHING_CHANGED = "The site could not be reached, so nothing changed on it. Your changes are kept on this device: try again when you are back online.";

export interface DraftEditingOptions<V, R extends DraftRecord> {
  kind: DraftKind;
  /** The play's or blog's id, or the page's kind: names the local copy with `kind`. */
  id: string;
  /** The item as loaded through its *Draft query. Mount the editor afresh (a React key) to load it again. */
  item: R;
  toValues(item: R): V;
  /** Keeps `values` as the item's draft on the server (savePlayDraft…), answering the item. */
  saveDraft(values: V, version: number): Promise<R>;
  /** Loads the item again (the conflict dialog's 'Reload their version'). */
  reload(): void;
  delay?: number;
}

/**
 * What the play, blog and page editors share (issue 17): the item's latest record (version,
 * state), the form's starting values, autosave and the local copy (via DraftKeeper), the status
 * line, Save draft / Save changes / Unpublish through one queue, the conflict dialog, the offer
 * to restore a newer local copy, and the question before leaving with unsaved changes (in-app
 * links, Back/Forward and closing the tab: use-leave-guard.ts). Render
 * `<DraftWatch onChange={drafts.changed} />` inside the form, `drafts.statusLine` near the
 * buttons and `drafts.elements` once.
 */
export function useDraftEditing<V, R extends DraftRecord>(options: DraftEditingOptions<V, R>) {
  const save = useSaveFlow(options.reload);
  const [record, setRecord] = useState<R>(options.item);
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const onConflict = (error: unknown) => save.failed(error, () => undefined);
  const [keeper] = useState(
    () =>
      new DraftKeeper<V, R>({
        kind: options.kind,
        id: options.id,
        item: options.item,
        toValues: options.toValues,
        delay: options.delay,
        saveDraft: options.saveDraft,
        onStatus: setStatus,
        onRecord: setRecord,
        onConflict,
      }),
  );
  useEffect(() => keeper.use({ saveDraft: options.saveDraft, toValues: options.toValues, onConflict }));
  const [form, setForm] = useState({ values: keeper.initialValues, key: 0 });
  const [offer, setOffer] = useState<LocalCopy<V> | null>(keeper.offer);

  useEffect(() => {
    keeper.start();
    window.addEventListener("online", keeper.wentOnline);
    window.addEventListener("offline", keeper.wentOffline);
    return () => {
      keeper.stop();
      window.removeEventListener("online", keeper.wentOnline);
      window.removeEventListener("offline", keeper.wentOffline);
    };
  }, [keeper]);

  // In-app links, Back/Forward and closing the tab ask first while the server lacks some change.
  const leaving = useLeaveGuard(() => keeper.dirty);

  /**
   * Runs a save the editor asked for; failures are shown as today's refused save (field errors,
   * 'Oh oo!' or the conflict dialog). Offline, the status line says so; a publish also says that
   * nothing was published.
   */
  const run = async (task: (version: number) => Promise<R>, how: Parameters<DraftKeeper<V, R>["run"]>[1], setErrors: (errors: FormikErrors<V>) => void = () => undefined): Promise<R | null> => {
    try {
      return await keeper.run(task, how);
    } catch (error) {
      if (!isNetworkFailure(error)) save.failed<V>(error, setErrors);
      else if (how.mode !== "draft") save.failed<V>(new Error(OFFLINE_NOTHING_CHANGED), () => undefined);
      return null;
    }
  };

  /** Saves the form as the draft if the server lacks some of it; false if that failed (already said). */
  const saveFirst = async (values: V): Promise<boolean> => !keeper.dirty || (await run((version) => options.saveDraft(values, version), { values, mode: "draft" })) !== null;

  return {
    /** The item as the last save answered it: version, state, who saved. */
    record,
    status,
    /** The Formik key and initial values: they change when a local copy is restored. */
    formKey: form.key,
    initialValues: form.values,
    changed: keeper.changed,
    notify: save.notify,
    /** Save draft: keeps the form's values as the draft, without publishing. */
    async saveDraft(values: V, setErrors: (errors: FormikErrors<V>) => void): Promise<R | null> {
      const saved = await run((version) => options.saveDraft(values, version), { values, mode: "draft" }, setErrors);
      if (saved) save.notify("Draft saved");
      return saved;
    },
    /** Save changes: `task` saves and publishes; the form is then reset to the answer (the caller does it). */
    publish(values: V, task: (version: number) => Promise<R>, setErrors: (errors: FormikErrors<V>) => void): Promise<R | null> {
      return run(task, { values, mode: "publish", resetTo: options.toValues }, setErrors);
    },
    /** A change of state only (Unpublish): nothing in the form changes. */
    changeState(task: (version: number) => Promise<R>): Promise<R | null> {
      return run(task, { mode: "state" });
    },
    /**
     * History's Restore: `task` puts a revision back as the draft and the form starts afresh from
     * it. Unsaved changes are saved as a draft first, so History keeps them too.
     */
    async restore(values: V, task: (version: number) => Promise<R>): Promise<R | null> {
      if (!(await saveFirst(values))) return null;
      const restored = await run(task, { values, mode: "publish", resetTo: options.toValues });
      // A fresh form: the rich text editors read their value only when they start.
      if (restored) setForm((f) => ({ values: options.toValues(restored), key: f.key + 1 }));
      return restored;
    },
    /**
     * Publish at / Unpublish at: unsaved changes are saved as the draft first (a scheduled publish
     * publishes what the editor sees); the answer updates the record, not the form or the version.
     * A refusal is thrown for the caller to show by its fields.
     */
    async schedule(values: V, task: () => Promise<R>): Promise<R | null> {
      if (!(await saveFirst(values))) return null;
      return keeper.run(task, { mode: "state" });
    },
    statusLine: <SaveStatusLine status={status} />,
    elements: (
      <>
        {save.element}
        {offer && (
          <RestoreOffer
            copy={offer}
            onRestore={() => {
              const values = keeper.restore();
              setOffer(null);
              if (values) setForm((f) => ({ values, key: f.key + 1 }));
            }}
            onDiscard={() => {
              keeper.discard();
              setOffer(null);
            }}
          />
        )}
        {leaving.asking && (
          <ConfirmDialog title="Leave without saving?" confirmLabel="Leave" onCancel={leaving.stay} onConfirm={leaving.leave}>
            <p>Your latest changes are not saved yet. This device keeps a copy: you can restore it when you open this again.</p>
          </ConfirmDialog>
        )}
      </>
    ),
  };
}

/** Inside a Formik form: tells the draft keeping about every change of the form's values. */
export function DraftWatch<V>({ onChange }: { onChange: (values: V) => void }) {
  const { values } = useFormikContext<V>();
  useEffect(() => onChange(values), [values, onChange]);
  return null;
}

/** The one line that says where the editor's changes are: saving, saved as a draft, offline… */
export function SaveStatusLine({ status }: { status: SaveStatus | null }) {
  return (
    <p className="save-status" role="status" aria-live="polite">
      {statusText(status, formatClock)}
    </p>
  );
}

/** Reopening an editor whose local copy is newer than the server's draft: restore it or discard it. */
function RestoreOffer<V>({ copy, onRestore, onDiscard }: { copy: LocalCopy<V>; onRestore: () => void; onDiscard: () => void }) {
  const titleId = useId();
  const restore = useRef<HTMLButtonElement>(null);
  useEffect(() => restore.current?.focus(), []);
  return (
    <div className="dialog-backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} className="dialog">
        <h2 id={titleId}>Restore your unsaved changes?</h2>
        <div className="dialog-body">
          <p>This device kept changes you made on {formatDateTime(copy.changedAt)} that are not in the saved version.</p>
          <p>Restore them to carry on where you left off, or discard them to start from the saved version.</p>
        </div>
        <div className="buttons">
          <button ref={restore} type="button" className="primary" onClick={onRestore}>Restore my changes</button>
          <button type="button" className="secondary-button" onClick={onDiscard}>Discard them</button>
        </div>
      </div>
    </div>
  );
}

/** Unpublish, after a confirmation: the item leaves the site (nothing is deleted). */
export function UnpublishButton({ what, onUnpublish }: { what: string; onUnpublish: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="secondary-button" onClick={() => setAsking(true)}>Unpublish</button>
      {asking && (
        <ConfirmDialog
          title={`Unpublish ${what}?`}
          confirmLabel="Unpublish"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onUnpublish();
          }}
        >
          <p>Visitors will no longer find it on the site: its address will show the not-found page, and its images are hidden. Its preview links stop working too (make new ones if you still want to share it). Nothing is deleted; Save changes puts it back.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * A full-screen panel over the editor (Preview, History): a bar with its title, `actions` and the
 * close button; Escape closes it and the focus goes back where it was.
 */
export function EditorPanel({ title, closeLabel, onClose, actions, className = "", children }: { title: ReactNode; closeLabel: string; onClose: () => void; actions?: ReactNode; className?: string; children: ReactNode }) {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className={`preview-panel ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={(event) => event.key === "Escape" && onClose()}>
      <div className="preview-bar">
        <p id={titleId} className="preview-label">{title}</p>
        <div className="preview-actions">
          {actions}
          <button ref={close} type="button" onClick={onClose}>{closeLabel}</button>
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * Preview: the form's current values drawn by the public page's own view, full screen and marked
 * 'Preview: not published'. Links and forms inside do nothing, so the editor stays open.
 * `actions` go beside Close preview: the place for the Share preview link button.
 */
export function PreviewPanel({ onClose, actions, children }: { onClose: () => void; actions?: ReactNode; children: ReactNode }) {
  return (
    <EditorPanel
      title={<><strong>Preview: not published</strong> <span className="hint">Visitors see this only after Save changes.</span></>}
      closeLabel="Close preview"
      onClose={onClose}
      actions={actions}
    >
      <div
        className="preview-page"
        {...{ [LEAVE_GUARD_OFF]: "" }}
        onClickCapture={(event) => {
          if ((event.target as Element).closest("a")) event.preventDefault();
        }}
        onSubmitCapture={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {children}
      </div>
    </EditorPanel>
  );
}
