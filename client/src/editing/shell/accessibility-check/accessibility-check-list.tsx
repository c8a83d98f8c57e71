import { useFormikContext } from "formik";
import { useEffect, useId, useRef, type MouseEvent } from "react";
import { useRevealField } from "../sections/editor-sections";
import type { AccessibilityCheck } from "./use-accessibility-check";
import "./accessibility-check.css";

/** A server path ("images[1].description") as the form names the field ("images.1.description"). */
const formPath = (field: string) => field.replace(/\[(\d+)\]/g, ".$1");

/**
 * What the accessibility check found when Save changes was chosen, each item a link to its field.
 * Blocking issues (images without a description) must be put right; warnings leave the editor a
 * "Publish anyway". Render it inside the Formik form (and inside `EditorSections` where there are
 * sections, so a link opens the section holding its field).
 */
export function AccessibilityCheckList({ check }: { check: AccessibilityCheck }) {
  const { submitForm, isSubmitting } = useFormikContext();
  const revealField = useRevealField();
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const { issues } = check;

  // Shown after a Save changes: the focus moves here, so keyboard and screen reader users meet it.
  useEffect(() => {
    if (issues) box.current?.focus();
  }, [issues]);

  if (!issues) return null;
  const blocking = issues.filter((issue) => issue.blocking);
  const warnings = issues.filter((issue) => !issue.blocking);
  const go = (event: MouseEvent, field: string) => {
    event.preventDefault();
    revealField(formPath(field));
  };
  const list = (items: typeof issues, label: string) => (
    <ul aria-label={label}>
      {items.map((issue, index) => (
        <li key={`${issue.field}-${index}`}>
          <a href={`#${formPath(issue.field)}`} onClick={(event) => go(event, issue.field)}>{issue.message}</a>
        </li>
      ))}
    </ul>
  );

  return (
    <section ref={box} className="accessibility-check" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>Accessibility check: {blocking.length > 0 ? "not published yet" : "check before publishing"}</h2>
      {blocking.length > 0 && (
        <>
          <p>
            {blocking.length === 1 ? "One image has" : `${blocking.length} images have`} no description, so people who cannot see
            {blocking.length === 1 ? " it" : " them"} would miss what {blocking.length === 1 ? "it shows" : "they show"}. Describe each (or mark a photo decorative), then Save changes again.
          </p>
          {list(blocking, "Must be put right before publishing")}
        </>
      )}
      {warnings.length > 0 && (
        <>
          <p>{blocking.length > 0 ? "Also worth putting right:" : "These may shut some people out. Put them right, or publish anyway."}</p>
          {list(warnings, "Warnings")}
        </>
      )}
      <div className="accessibility-check-actions">
        {blocking.length === 0 && (
          <button type="button" className="primary" disabled={isSubmitting} onClick={() => { check.acceptWarnings(); void submitForm(); }}>
            Publish anyway
          </button>
        )}
        <button type="button" className="secondary-button" onClick={check.close}>Close the check</button>
      </div>
    </section>
  );
}
