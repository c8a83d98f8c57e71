import { ErrorMessage, Field, FieldArray, getIn, useFormikContext } from "formik";
import { useId } from "react";
import { FormField } from "../../components/ui/form-field";
import { blankTicketType, PAYMENT_CHOICES, TICKET_TYPE_SUGGESTIONS, type SalesFormValues } from "./sales-form";

/** A message for a whole group (a rule about all the ticket types), when the error is the group's own. */
function GroupError({ name }: { name: string }) {
  const { errors } = useFormikContext();
  const error = getIn(errors, name);
  return typeof error === "string" ? <ErrorMessage name={name}>{(message) => <p className="field-error" role="alert">{message}</p>}</ErrorMessage> : null;
}

/** A reserved performance's capacity: its venue's plan's seats, shown rather than asked (publishing stores that number). */
function CapacityFromPlan({ planSeats }: { planSeats?: number }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Capacity</label>
      <p className="hint" id={`${id}-hint`}>{planSeats ? "The seats of the venue's seat plan" : "The seats of the venue's seat plan: this venue has none yet"}</p>
      <input id={id} readOnly value={planSeats ? String(planSeats) : ""} aria-describedby={`${id}-hint`} />
    </div>
  );
}

/**
 * A performance's selling settings (`prefix` is the performance's place in the form): capacity,
 * ticket types with prices in pounds, when sales open and close, how long tickets are held, the
 * most per order, how buyers pay (Online only when the site can take payment), and until when
 * buyers may cancel.
 */
export function SalesFields({ prefix, onlinePayment, planSeats }: { prefix: string; onlinePayment: boolean; planSeats?: number }) {
  const { values } = useFormikContext();
  const name = `${prefix}.sales`;
  const sales = getIn(values, name) as SalesFormValues;
  const suggestions = useId();
  const reservedHint = useId();
  // A performance saved as Online before payment was switched off keeps showing its choice, so the refusal is understood.
  const payments = PAYMENT_CHOICES.filter((c) => c.value !== "online" || onlinePayment || sales.payment === "online");
  return (
    <fieldset className="sales-fields">
      <legend>Tickets sold on this site</legend>
      <div className="sales-numbers">
        {sales.reserved ? <CapacityFromPlan planSeats={planSeats} /> : <FormField name={`${name}.capacity`} label="Capacity" hint="Tickets in all" inputMode="numeric" autoComplete="off" />}
        <FormField name={`${name}.maxPerOrder`} label="Most tickets per order" hint="1 to 20" inputMode="numeric" autoComplete="off" />
        <FormField name={`${name}.holdMinutes`} label="Hold tickets for (minutes)" hint="While buyers give their details: 1 to 30" inputMode="numeric" autoComplete="off" />
        <FormField name={`${name}.cancelUntilHours`} label="Buyers may cancel until (hours before)" hint="0 to 720" inputMode="numeric" autoComplete="off" />
      </div>
      <datalist id={suggestions}>
        {TICKET_TYPE_SUGGESTIONS.map((s) => <option key={s} value={s} />)}
      </datalist>
      <FieldArray name={`${name}.ticketTypes`}>
        {(array) => (
          <fieldset className="ticket-types">
            <legend>Ticket types</legend>
            <p className="hint">Prices in pounds (0 for a free ticket). A note for buyers is optional, such as &lsquo;Students and over 65s&rsquo;.</p>
            <ol className="ticket-type-rows">
              {sales.ticketTypes.map((type, index) => (
                <li key={index} className="ticket-type-row">
                  <FormField name={`${name}.ticketTypes.${index}.name`} label="Ticket type" list={suggestions} autoComplete="off" />
                  <FormField name={`${name}.ticketTypes.${index}.pricePence`} label="Price (£)" inputMode="decimal" autoComplete="off" placeholder="0.00" />
                  <FormField name={`${name}.ticketTypes.${index}.note`} label="Note for buyers" autoComplete="off" />
                  {sales.reserved && <FormField name={`${name}.ticketTypes.${index}.restrictedPricePence`} label="Restricted view price (£)" hint="Empty: the same" inputMode="decimal" autoComplete="off" />}
                  <button type="button" className="danger" disabled={sales.ticketTypes.length === 1} onClick={() => array.remove(index)}>
                    Remove<span className="visually-hidden"> ticket type {type.name || index + 1}</span>
                  </button>
                </li>
              ))}
            </ol>
            <GroupError name={`${name}.ticketTypes`} />
            <button type="button" disabled={sales.ticketTypes.length >= 10} onClick={() => array.push(blankTicketType(TICKET_TYPE_SUGGESTIONS.find((s) => !sales.ticketTypes.some((t) => t.name === s)) ?? ""))}>
              + Add a ticket type
            </button>
          </fieldset>
        )}
      </FieldArray>
      <fieldset className="reserved-seating">
        <legend>Seats</legend>
        <label className="checkbox">
          <Field type="checkbox" name={`${name}.reserved`} aria-describedby={`${reservedHint}`} /> Reserved seating
        </label>
        <p className="hint" id={reservedHint}>Buyers choose their seats on the venue&rsquo;s seat plan (draw it on the Venues screen); the capacity is its number of seats.</p>
        {sales.reserved && <FormField name={`${name}.companionReleaseHours`} label="Companion seats go on sale to everyone (hours before)" hint="Until then they are kept for wheelchair users: 0 to 720" inputMode="numeric" autoComplete="off" />}
        <ErrorMessage name={`${name}.reserved`}>{(message) => <p className="field-error" role="alert">{message}</p>}</ErrorMessage>
      </fieldset>
      <div className="sales-times">
        <FormField name={`${name}.onSaleFrom`} label="On sale from (London)" type="datetime-local" hint="Empty: as soon as the play is published" />
        <FormField name={`${name}.onSaleUntil`} label="On sale until (London)" type="datetime-local" hint="Empty: until the performance starts" />
      </div>
      <fieldset className="choice-grid payment-choice">
        <legend>Payment</legend>
        {payments.map((choice) => (
          <label key={choice.value} className="checkbox">
            <Field type="radio" name={`${name}.payment`} value={choice.value} /> {choice.label}
            <span className="hint"> ({choice.hint})</span>
          </label>
        ))}
        {!onlinePayment && <p className="hint">Online payment is offered once the site is set up with Stripe.</p>}
        <ErrorMessage name={`${name}.payment`}>{(message) => <p className="field-error" role="alert">{message}</p>}</ErrorMessage>
      </fieldset>
    </fieldset>
  );
}
