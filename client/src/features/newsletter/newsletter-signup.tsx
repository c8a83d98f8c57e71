import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { useHydrated } from "../../lib/rendering/hydration";
import { SubscribeToNewsletterMutation } from "./newsletter.graphql";

type Fields = { email: string; name: string };

/** The sign-up's rules (the server checks the same). Plain code, not a form library: the form is in every page's footer. */
function problems({ email, name }: Fields): Partial<Fields> {
  const found: Partial<Fields> = {};
  if (!email.trim()) found.email = "Please give your email address";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = "Please give a valid email address";
  else if (email.trim().length > 254) found.email = "That email address is too long";
  if (name.trim().length > 100) found.name = "Please keep your name under 100 characters";
  return found;
}

/**
 * Sign up for Combinations by email: the address is sent a link to confirm (double opt-in), and
 * the answer is the same whether or not it was on the list. `compact` for the footer.
 */
export function NewsletterSignup({ compact = false }: { compact?: boolean }) {
  const id = useId();
  const [subscribe] = useMutation(SubscribeToNewsletterMutation);
  const [fields, setFields] = useState<Fields>({ email: "", name: "" });
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const { data } = await subscribe({ variables: { input: { email: fields.email.trim(), name: fields.name.trim(), website } } });
      setDone(data?.subscribeToNewsletter ?? "Thank you: please check your email.");
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(serverMessage(error) ?? "We could not sign you up just now. Please try again later.");
    } finally {
      setSending(false);
    }
  };

  const input = (name: keyof Fields, label: string, props: Record<string, unknown>) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={fields[name]}
        onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {errors[name] && <p id={`${id}-${name}-error`} className="field-error" role="alert">{errors[name]}</p>}
    </div>
  );

  const Title = compact ? "p" : "h2";
  return (
    <section className={compact ? "newsletter-signup compact" : "newsletter-signup"} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} className="signup-title">Get Combinations by email</Title>
      <p className="consent">
        We will email you Combinations, our newsletter, a few times a year, and nothing else. Every issue has a one-click unsubscribe link.
        We keep only your email address and name for it: see our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
      <noscript>
        <p className="form-needs-script">This form needs JavaScript, which is off or has not loaded.</p>
      </noscript>
      {done ? (
        <p role="status" className="signup-done">{done}</p>
      ) : (
        <form className="signup-form" noValidate aria-label="Sign up for Combinations" onSubmit={(event) => void submit(event)}>
          <fieldset disabled={!ready || sending}>
            {input("email", "Email address", { type: "email", autoComplete: "email", required: true })}
            {input("name", "Name (optional)", { autoComplete: "name", maxLength: 100 })}
            <div className="honeypot" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Leave this field empty</label>
              <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
            </div>
          </fieldset>
          <button type="submit" className="primary" disabled={!ready || sending} aria-busy={sending}>
            {sending ? "Signing up…" : "Sign up"}
          </button>
          {failure && <p role="alert" className="field-error">{failure}</p>}
        </form>
      )}
    </section>
  );
}
