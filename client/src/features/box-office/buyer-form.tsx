import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import type { BuyerValues } from "@theatre/common/booking-forms";
import { useHydrated } from "../../lib/rendering/hydration";

const EMPTY: BuyerValues = { name: "", email: "", accessNote: "", newsletter: false };

/** The form's own checks (the server checks the same, and more): field name to message. */
export function buyerProblems(values: BuyerValues): Record<string, string> {
  const found: Record<string, string> = {};
  if (values.name.trim().length < 2) found.name = "Please give your name";
  else if (values.name.trim().length > 100) found.name = "Please keep your name under 100 characters";
  if (!values.email.trim()) found.email = "Please give your email address: your tickets are sent there";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = "Please give a valid email address";
  if (values.accessNote.length > 500) found.accessNote = "Please keep this under 500 characters";
  return found;
}

/**
 * The buyer's details, then Confirm. A plain form posted to the page's address with the hold's id
 * (the server finds the hold's token in its cookie); in a running page that holds the token itself,
 * `onConfirm` places the order through the API instead. Errors are keyed by field name (name,
 * email, accessNote), as the server's `buyer.*` paths are mapped. `children` go first in the form
 * (the ticket types of an offer from the waitlist, chosen with the details).
 */
export function BuyerForm({ action, initialValues = EMPTY, errors = {}, message, busy = false, onConfirm, children }: {
  action: string;
  initialValues?: BuyerValues;
  errors?: Record<string, string>;
  message?: string;
  busy?: boolean;
  onConfirm?: (values: BuyerValues) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<BuyerValues>(initialValues);
  const [ownErrors, setOwnErrors] = useState<Record<string, string> | null>(null);
  const shown = ownErrors ?? errors;

  const submit = (event: FormEvent) => {
    if (!hydrated || !onConfirm) return;
    event.preventDefault();
    const found = buyerProblems(values);
    setOwnErrors(found);
    if (Object.keys(found).length === 0) {
      setOwnErrors(null);
      onConfirm({ ...values, name: values.name.trim(), email: values.email.trim(), accessNote: values.accessNote.trim() });
    }
  };

  const field = (name: "name" | "email" | "accessNote", label: string, props: InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {hint && <p id={`${id}-${name}-hint`} className="hint">{hint}</p>}
      <input
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={Boolean(shown[name])}
        aria-describedby={[hint && `${id}-${name}-hint`, shown[name] && `${id}-${name}-error`].filter(Boolean).join(" ") || undefined}
        {...props}
      />
      {shown[name] && <p id={`${id}-${name}-error`} className="field-error" role="alert">{shown[name]}</p>}
    </div>
  );

  return (
    <form method="post" action={action} className="buyer-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      {children}
      <h2 id={`${id}-title`}>Your details</h2>
      {field("name", "Name", { autoComplete: "name", required: true, maxLength: 100 })}
      {field("email", "Email address", { type: "email", autoComplete: "email", required: true, maxLength: 254 }, "We send your tickets here.")}
      {field("accessNote", "Access needs (optional)", { maxLength: 500 }, "Anything our front of house team should know, e.g. 'I use a wheelchair'.")}
      <div className="field inline">
        <input id={`${id}-newsletter`} type="checkbox" name="newsletter" value="yes" checked={values.newsletter} onChange={(e) => setValues({ ...values, newsletter: e.target.checked })} />
        <label htmlFor={`${id}-newsletter`}>Send me Combinations, our newsletter (we email you a link to confirm)</label>
      </div>
      {message && <p className="field-error" role="alert">{message}</p>}
      <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
        {busy ? "Confirming…" : "Confirm"}
      </button>
    </form>
  );
}
