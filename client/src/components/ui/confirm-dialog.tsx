import { useEffect, useId, useRef, type ReactNode } from "react";

/** Asks before something that cannot be undone; Cancel has the focus. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: { title: string; children: ReactNode; confirmLabel: string; onConfirm: () => void; onCancel: () => void }) {
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="dialog-backdrop" onKeyDown={(event) => event.key === "Escape" && onCancel()}>
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} className="dialog">
        <h2 id={titleId}>{title}</h2>
        <div className="dialog-body">{children}</div>
        <div className="buttons">
          <button ref={cancel} type="button" className="secondary-button" onClick={onCancel}>Cancel</button>
          <button type="button" className="danger" onClick={onConfirm}>{confirmLabel}</button>
        </div>
      </div>
    </div>
  );
}
