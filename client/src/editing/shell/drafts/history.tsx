import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ChangeObject } from "diff";
import { LoadError } from "../../../components/ui/load-error";
import { Loading } from "../../../components/ui/spinner";
import type { EditedKind, RevisionsQuery as RevisionsData } from "../../../gql/graphql";
import { formatDateTime } from "@theatre/common/london-dates";
import { EditorPanel } from "./draft-editing";
import { RevisionQuery, RevisionsQuery } from "./history.graphql";
import { compareFields, fieldLabel, revisionTexts } from "./revision-compare";
import "./history.css";

type RevisionSummary = RevisionsData["revisions"][number];

export interface HistoryProps {
  kind: EditedKind;
  /** The play's or blog's id, or the page's kind. */
  id: string;
  /** The form's values as they would be saved (the item's input): Compare's current draft. */
  current: () => Record<string, unknown>;
  /** Puts the revision back as the draft (useDraftEditing's restore); null when it failed (already said). */
  restore: (revisionId: string) => Promise<unknown>;
  notify: (text: string) => void;
}

/** The editors' History button and its panel: every revision, to Open, Compare with the draft, or Restore. */
export function HistoryButton(props: HistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="secondary-button" onClick={() => setOpen(true)}>History</button>
      {open && <HistoryPanel {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function HistoryPanel({ kind, id, current, restore, notify, onClose }: HistoryProps & { onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(RevisionsQuery, { variables: { kind, id }, fetchPolicy: "no-cache" });
  const [shown, setShown] = useState<{ revision: RevisionSummary; compare: boolean } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const onRestore = async (revision: RevisionSummary) => {
    setRestoring(true);
    const done = (await restore(revision.id)) !== null;
    setRestoring(false);
    if (!done) return;
    onClose();
    notify(`Revision ${revision.number} restored as the draft: publish it (Save changes) to put it on the site`);
  };
  const restoreButton = (revision: RevisionSummary) => (
    <button type="button" className="secondary-button" disabled={restoring} onClick={() => void onRestore(revision)}>Restore</button>
  );

  return (
    <EditorPanel
      className="history-panel"
      title={<><strong>History</strong> <span className="hint">Restore puts a revision back as the draft: nothing changes on the site until it is published.</span></>}
      closeLabel="Close history"
      onClose={onClose}
    >
      <div className="preview-page">
        {shown ? (
          <RevisionDetail kind={kind} revision={shown.revision} compare={shown.compare} current={current} onBack={() => setShown(null)} restoreButton={restoreButton(shown.revision)} />
        ) : loading ? (
          <Loading what="the history" />
        ) : error || !data ? (
          <LoadError what="the history" onRetry={() => void refetch()} />
        ) : data.revisions.length === 0 ? (
          <p>Nothing has been saved yet.</p>
        ) : (
          <ol className="revisions">
            {data.revisions.map((revision) => (
              <li key={revision.id} className="revision">
                <h2>Revision {revision.number}</h2>
                <p className="meta">
                  {formatDateTime(revision.savedAt)} by {revision.savedBy} <span className={`revision-kind ${revision.published ? "published" : ""}`}>{revision.published ? "Published" : "Draft"}</span>
                </p>
                {revision.note && <p className="meta">{revision.note.replace(/^./, (c) => c.toUpperCase())}</p>}
                {revision.changed.length > 0 && <p>Changed: {revision.changed.map((name) => fieldLabel(kind, name)).join(", ")}</p>}
                <div className="buttons">
                  <button type="button" className="secondary-button" onClick={() => setShown({ revision, compare: false })}>Open</button>
                  <button type="button" className="secondary-button" onClick={() => setShown({ revision, compare: true })}>Compare</button>
                  {restoreButton(revision)}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </EditorPanel>
  );
}

/** One revision: its fields (Open), or beside the current draft (Compare). */
function RevisionDetail({ kind, revision, compare, current, onBack, restoreButton }: { kind: EditedKind; revision: RevisionSummary; compare: boolean; current: () => Record<string, unknown>; onBack: () => void; restoreButton: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(RevisionQuery, { variables: { id: revision.id }, fetchPolicy: "no-cache" });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const fields = (data?.revision.fields ?? {}) as Record<string, unknown>;
  return (
    <section aria-labelledby={`${revision.id}-heading`}>
      <h2 id={`${revision.id}-heading`} ref={heading} tabIndex={-1}>
        Revision {revision.number}{compare ? " compared with the current draft" : ""}
      </h2>
      <div className="buttons">
        <button type="button" className="secondary-button" onClick={onBack}>Back to the list</button>
        {restoreButton}
      </div>
      {loading ? (
        <Loading what={`revision ${revision.number}`} />
      ) : error || !data ? (
        <LoadError what={`revision ${revision.number}`} onRetry={() => void refetch()} />
      ) : compare ? (
        <Comparison kind={kind} number={revision.number} fields={fields} current={current()} />
      ) : (
        <dl className="revision-fields">
          {revisionTexts(kind, fields).map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd className="compare-text">{field.text || <span className="meta">(empty)</span>}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Comparison({ kind, number, fields, current }: { kind: EditedKind; number: number; fields: Record<string, unknown>; current: Record<string, unknown> }) {
  const rows = compareFields(kind, fields, current);
  const differ = rows.filter((row) => !row.same);
  const same = rows.filter((row) => row.same);
  return (
    <>
      {differ.length === 0 && <p>This revision is the same as the current draft.</p>}
      {differ.map((row) => (
        <section key={row.name} className="compare-field">
          <h3>{row.label}</h3>
          <div className="compare-sides">
            <div>
              <p className="compare-side">Revision {number}</p>
              <Side parts={row.parts} show="removed" />
            </div>
            <div>
              <p className="compare-side">Current draft</p>
              <Side parts={row.parts} show="added" />
            </div>
          </div>
        </section>
      ))}
      {same.length > 0 && (
        <details className="compare-same">
          <summary>Unchanged: {same.map((row) => row.label).join(", ")}</summary>
          <dl className="revision-fields">
            {same.map((row) => (
              <div key={row.name}>
                <dt>{row.label}</dt>
                <dd className="compare-text">{row.text || <span className="meta">(empty)</span>}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </>
  );
}

/** One side of a word diff: the revision's words with removals in <del>, or the draft's with additions in <ins>. */
function Side({ parts, show }: { parts: ChangeObject<string>[]; show: "added" | "removed" }) {
  const kept = parts.filter((part) => (show === "added" ? !part.removed : !part.added));
  if (kept.every((part) => !part.value.trim())) return <p className="compare-text meta">(empty)</p>;
  return (
    <p className="compare-text">
      {kept.map((part, i) => (part.added ? <ins key={i}>{part.value}</ins> : part.removed ? <del key={i}>{part.value}</del> : <span key={i}>{part.value}</span>))}
    </p>
  );
}
