import { useId } from "react";
import { formatPence } from "@theatre/common/money";
import { useHydrated } from "../../../lib/rendering/hydration";

/**
 * Reserved seating, while the seats are held: how many of them are each ticket type (all the first
 * type to begin with); the counts must add up to the seats. Needs JavaScript: without it every
 * seat is the first type.
 */
export function SeatTicketTypes({ ticketTypes, seats, counts, onChange }: {
  ticketTypes: { name: string; pricePence: number; restrictedPricePence?: number | null; note?: string | null }[];
  seats: number;
  counts: number[];
  onChange: (counts: number[]) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  if (!hydrated || ticketTypes.length < 2) return null;
  const total = counts.reduce((sum, c) => sum + c, 0);
  return (
    <fieldset className="seat-ticket-types">
      <legend>Ticket types for your {seats} seats</legend>
      {ticketTypes.map((type, i) => (
        <p key={type.name} className="field">
          <label htmlFor={`${id}-${i}`}>
            {type.name} {formatPence(type.pricePence)}
            {type.restrictedPricePence != null && type.restrictedPricePence !== type.pricePence && ` (restricted view ${formatPence(type.restrictedPricePence)})`}
          </label>{" "}
          <select id={`${id}-${i}`} value={counts[i] ?? 0} onChange={(e) => onChange(ticketTypes.map((_, j) => (j === i ? Number(e.target.value) : (counts[j] ?? 0))))}>
            {Array.from({ length: seats + 1 }, (_, n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </p>
      ))}
      {total !== seats && <p className="field-error" role="alert">These add up to {total}: choose types for all {seats} seats.</p>}
    </fieldset>
  );
}
