import { useId, useState, type FormEvent } from "react";
import { formatPence } from "@theatre/common/money";
import { countField } from "@theatre/common/booking-forms";
import { useHydrated } from "../../lib/rendering/hydration";

export interface TicketTypeItem {
  name: string;
  pricePence: number;
  note?: string | null;
}

/** What the buyer chose, and why it could not be held (from the server, or the form's own check). */
export interface ChoiceProblems {
  errors?: Record<string, string>;
  message?: string;
}

/** The form's own check: 1 to `max` tickets in all. */
export function countProblem(counts: number[], max: number): string | undefined {
  const total = counts.reduce((sum, c) => sum + c, 0);
  if (total === 0) return "Choose at least one ticket.";
  if (total > max) return `One booking can have at most ${max} tickets.`;
  return undefined;
}

/**
 * How many of each ticket type, then Hold. A plain form posted to the booking page's address
 * (the server holds the tickets and answers with the next step); in a running page `onHold` holds
 * them through the API instead.
 */
export function TicketChoiceForm({ performanceId, ticketTypes, maxPerOrder, initialCounts, problems = {}, busy = false, onHold }: {
  performanceId: string;
  ticketTypes: TicketTypeItem[];
  maxPerOrder: number;
  initialCounts?: number[];
  problems?: ChoiceProblems;
  busy?: boolean;
  onHold?: (counts: number[]) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [counts, setCounts] = useState<number[]>(() => ticketTypes.map((_, i) => initialCounts?.[i] ?? 0));
  const [ownProblem, setOwnProblem] = useState<string | undefined>();
  const message = ownProblem ?? problems.message;

  const submit = (event: FormEvent) => {
    if (!hydrated || !onHold) return;
    event.preventDefault();
    const problem = countProblem(counts, maxPerOrder);
    setOwnProblem(problem);
    if (!problem) onHold(counts);
  };

  return (
    <form method="post" action={`/book/${performanceId}`} className="ticket-choice" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>Choose your tickets</h2>
      <p className="hint">Up to {maxPerOrder} tickets in one booking.</p>
      <ul className="ticket-types">
        {ticketTypes.map((type, i) => {
          const field = countField(i);
          const error = problems.errors?.[field];
          return (
            <li key={type.name} className="field ticket-type">
              <label htmlFor={`${id}-${field}`}>
                <span className="ticket-type-name">{type.name}</span> <span className="ticket-type-price">{formatPence(type.pricePence)}</span>
                {type.note && <span className="ticket-type-note">{type.note}</span>}
              </label>
              <select
                id={`${id}-${field}`}
                name={field}
                value={counts[i]}
                onChange={(e) => setCounts(counts.map((c, j) => (j === i ? Number(e.target.value) : c)))}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
              >
                {Array.from({ length: maxPerOrder + 1 }, (_, n) => (
                  <option key={n} value={n}>{n}</option>
                ))}
              </select>
              {error && <p id={`${id}-${field}-error`} className="field-error" role="alert">{error}</p>}
            </li>
          );
        })}
      </ul>
      {message && <p className="field-error" role="alert">{message}</p>}
      <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
        {busy ? "Holding…" : "Hold"}
      </button>
    </form>
  );
}
