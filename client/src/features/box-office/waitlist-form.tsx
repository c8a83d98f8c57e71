import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import type { BookingFormState } from "@theatre/common/booking-forms";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { useHydrated } from "../../lib/rendering/hydration";
import { JoinWaitlistMutation } from "./waitlist.graphql";

/** What a posted Join the waitlist answered (the site without JavaScript). */
export type WaitlistPosted = Extract<BookingFormState, { step: "waitlist" }>;

/** The form's own check of the address (the server checks the same, and more). */
export function waitlistEmailProblem(email: string): string | undefined {
  if (!email.trim()) return "Please give your email address: the link to confirm is sent there";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return "Please give a valid email address";
  return undefined;
}

/**
 * Join the waitlist: an email address and how many tickets. A plain form posted to the booking
 * page's address (`waitlist=join`), answered with the page; in a running page it joins through
 * the API instead. Either way the answer says to confirm from the email.
 */
export function WaitlistForm({ performanceId, maxPerOrder, posted }: { performanceId: string; maxPerOrder: number; posted?: WaitlistPosted }) {
  const id = useId();
  const hydrated = useHydrated();
  const [joinWaitlist] = useMutation(JoinWaitlistMutation);
  const [email, setEmail] = useState(posted?.email ?? "");
  const [quantity, setQuantity] = useState(Math.min(Math.max(posted?.quantity ?? 1, 1), maxPerOrder));
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [message, setMessage] = useState(posted?.message);
  const [joined, setJoined] = useState(posted?.joined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    const problem = waitlistEmailProblem(email);
    setErrors(problem ? { email: problem } : {});
    setMessage(undefined);
    if (problem) return;
    setBusy(true);
    try {
      const { data } = await joinWaitlist({ variables: { performanceId, email: email.trim(), quantity } });
      setJoined(data!.joinWaitlist);
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(found);
      setMessage(found.email || found.quantity ? undefined : (serverMessage(error) ?? "We could not add you to the waitlist just now. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="waitlist" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Join the waitlist</h2>
      {joined ? (
        <p className="notice" role="status">{joined}</p>
      ) : (
        <>
          <p>
            If tickets come back, the first person on the waitlist whose request fits is emailed a link that holds them for 12 hours. We email you
            a link to confirm your place first, and use your address for nothing else.
          </p>
          <form method="post" action={`/book/${performanceId}`} className="waitlist-form" onSubmit={(event) => void submit(event)} noValidate>
            <input type="hidden" name="waitlist" value="join" />
            <div className="field">
              <label htmlFor={`${id}-email`}>Email address</label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? `${id}-email-error` : undefined}
              />
              {errors.email && <p id={`${id}-email-error`} className="field-error" role="alert">{errors.email}</p>}
            </div>
            <div className="field">
              <label htmlFor={`${id}-quantity`}>How many tickets</label>
              <select
                id={`${id}-quantity`}
                name="quantity"
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
                aria-invalid={Boolean(errors.quantity)}
                aria-describedby={errors.quantity ? `${id}-quantity-error` : undefined}
              >
                {Array.from({ length: maxPerOrder }, (_, n) => (
                  <option key={n + 1} value={n + 1}>{n + 1}</option>
                ))}
              </select>
              {errors.quantity && <p id={`${id}-quantity-error`} className="field-error" role="alert">{errors.quantity}</p>}
            </div>
            {message && <p className="field-error" role="alert">{message}</p>}
            <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
              {busy ? "Joining…" : "Join the waitlist"}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
