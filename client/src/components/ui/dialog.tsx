import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal message (section 8's dialogs): labelled by its title, focus moves to its button and
 * returns where it was on close; Escape closes it.
 */
export function Dialog({ title, children, onClose, closeLabel = "OK" }: { title: string; children: ReactNode; onClose: () => void; closeLabel?: string }) {
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    button.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className="dialog-backdrop" onKeyDown={(event) => event.key === "Escape" && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog">
        <h2 id={titleId}>{title}</h2>
        <div className="dialog-body">{children}</div>
        <button ref={button} type="button" onClick={onClose}>{closeLabel}</button>
      </div>
    </div>
  );
}
