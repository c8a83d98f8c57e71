import { ErrorMessage, Field } from "formik";
import { useId, type ReactNode } from "react";

/** A labelled formik field with its error next to it. */
export function FormField({ name, label, hint, ...props }: { name: string; label: ReactNode; hint?: string } & Record<string, unknown>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
      <Field id={id} name={name} aria-describedby={`${id}-error${hint ? ` ${id}-hint` : ""}`} {...props} />
      <ErrorMessage name={name}>{(message) => <p id={`${id}-error`} className="field-error" role="alert">{message}</p>}</ErrorMessage>
    </div>
  );
}
