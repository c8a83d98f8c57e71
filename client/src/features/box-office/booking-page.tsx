import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { countField, type BookingFormState, type BuyerValues, type HeldForForm } from "@theatre/common/booking-forms";
import { heldPrices } from "@theatre/common/ticket-prices";
import { formatDate, formatDateTime, formatTime } from "@theatre/common/london-dates";
import { formatPence } from "@theatre/common/money";
import type { BookingPageQuery as BookingPageData } from "../../gql/graphql";
import { errorCodes, fieldErrors, serverMessage } from "../../lib/errors";
import { usePostedForm } from "../../lib/rendering/posted-form";
import { useRenderTime } from "../../lib/rendering/render-time";
import { useItemPage } from "../../lib/use-item-page";
import { VenueAccess } from "../venues/venue-access";
import { BookingPageQuery, HoldQuery, HoldTicketsMutation, PlaceOrderMutation, ReleaseHoldMutation } from "./booking.graphql";
import { BuyerForm } from "./buyer-form";
import { HoldCountdown } from "./hold-countdown";
import { forgetHold, readHold, keepHold } from "./hold-storage";
import { useLiveAvailability } from "./live-availability";
import { SeatChooser } from "./seat-chooser/seat-chooser";
import { SeatTicketTypes } from "./seat-chooser/seat-ticket-types";
import { TicketChoiceForm, type ChoiceProblems } from "./ticket-choice-form";
import { WaitlistForm } from "./waitlist-form";

type Play = BookingPageData["playOfPerformance"];
type Performance = Play["performances"][number];
type Sales = NonNullable<Performance["sales"]>;

/** Where the buyer is: choosing (again, after a hold ended), or giving their details while tickets are held. */
type Step =
  | { kind: "choose"; counts?: number[]; problems?: ChoiceProblems; ended?: boolean }
  | { kind: "details"; hold: HeldForForm; token?: string; counts: number[]; chooseTypes?: boolean; values?: BuyerValues; errors?: Record<string, string>; message?: string };

/** The step a plain form's answer shows (the site without JavaScript), or the first. */
function initialStep(posted: BookingFormState | undefined): Step {
  switch (posted?.step) {
    case "details":
      return { kind: "details", hold: posted.hold, counts: posted.counts, chooseTypes: posted.chooseTypes, values: posted.values, errors: posted.errors, message: posted.message };
    case "choose":
      return { kind: "choose", counts: posted.counts, problems: { errors: posted.errors, message: posted.message } };
    case "ended":
      return { kind: "choose", ended: true };
    default:
      return { kind: "choose" };
  }
}

const HOLD_ENDED = "Your hold has ended and its tickets went back on sale. You can choose your tickets again below.";

const PAYMENT_WORDS: Record<string, string> = {
  door: "Book now and pay at the door.",
  free: "Tickets are free: book to be sure of a place.",
  online: "Pay online by card when you confirm.",
};

/** `/book/{performanceId}`: choose tickets, Hold, give your details while they are held, Confirm. */
export function BookingPage() {
  const { performanceId = "" } = useParams();
  const { item, fallback } = useItemPage(
    BookingPageQuery,
    { performanceId },
    (data) => {
      const play = data.playOfPerformance;
      const performance = play.performances.find((p) => p.id === performanceId.toLowerCase());
      return performance?.sales ? { play, performance, sales: performance.sales } : null;
    },
    { what: "booking page", title: (found) => found && `Book for ${found.play.title}` },
  );
  if (!item) return fallback;
  return <Booking {...item} />;
}

function Booking({ play, performance, sales }: { play: Play; performance: Performance; sales: Sales }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const now = useRenderTime();
  const posted = usePostedForm<BookingFormState>();
  const [step, setStep] = useState<Step>(() => initialStep(posted));
  const waitlistPosted = posted?.step === "waitlist" ? posted : undefined;
  const [announcement, setAnnouncement] = useState(posted?.step === "ended" ? HOLD_ENDED : "");
  const [busy, setBusy] = useState(false);
  const [holdTickets] = useMutation(HoldTicketsMutation);
  const [placeOrder] = useMutation(PlaceOrderMutation);
  const [releaseHold] = useMutation(ReleaseHoldMutation);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  useLiveAvailability(performance.id);

  // A hold this tab made before a reload carries on, while it lasts.
  useEffect(() => {
    if (step.kind !== "choose" || step.ended) return;
    const kept = readHold(performance.id);
    if (!kept) return;
    void client.query({ query: HoldQuery, variables: { id: kept.id, token: kept.token }, fetchPolicy: "network-only" }).then(
      ({ data }) => {
        if (data?.hold) setStep({ kind: "details", hold: heldForForm(data.hold), token: kept.token, counts: kept.counts });
        else forgetHold(performance.id);
      },
      () => undefined,
    );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  const hold = async (counts: number[]) => {
    setBusy(true);
    try {
      const { data } = await holdTickets({ variables: { performanceId: performance.id, quantity: counts.reduce((sum, c) => sum + c, 0) } });
      const held = data!.holdTickets;
      keepHold(performance.id, { id: held.id, token: held.token, counts });
      setAnnouncement("");
      setStep({ kind: "details", hold: heldForForm(held), token: held.token, counts });
      requestAnimationFrame(() => detailsHeading.current?.focus());
    } catch (error) {
      setStep({ kind: "choose", counts, problems: { message: serverMessage(error) ?? "We could not hold your tickets just now. Please try again." } });
    } finally {
      setBusy(false);
    }
  };

  /** Reserved seating: hold these seats (the server adds a wheelchair space's companion seat unless none is needed); answers the ids of seats that went meanwhile. */
  const holdSeats = async (seatIds: string[], withoutCompanion: boolean): Promise<string[]> => {
    setBusy(true);
    try {
      const { data } = await holdTickets({ variables: { performanceId: performance.id, seatIds, withoutCompanion } });
      const held = data!.holdTickets;
      // Every seat held starts as the first ticket type (the buyer can change the types while they are held).
      const counts = sales.ticketTypes.map((_, i) => (i === 0 ? held.quantity : 0));
      keepHold(performance.id, { id: held.id, token: held.token, counts });
      setAnnouncement("");
      setStep({ kind: "details", hold: heldForForm(held), token: held.token, counts });
      requestAnimationFrame(() => detailsHeading.current?.focus());
      return [];
    } catch (error) {
      const gone = CombinedGraphQLErrors.is(error) ? error.errors.flatMap((e) => (e.extensions?.code === "SEAT_TAKEN" ? ((e.extensions.seats as string[] | undefined) ?? []) : [])) : [];
      if (gone.length === 0) setStep({ kind: "choose", problems: { message: serverMessage(error) ?? "We could not hold your seats just now. Please try again." } });
      return gone;
    } finally {
      setBusy(false);
    }
  };

  const ended = () => {
    forgetHold(performance.id);
    setAnnouncement(HOLD_ENDED);
    setStep({ kind: "choose", ended: true, counts: step.kind === "details" ? step.counts : undefined });
  };

  /** Choose other tickets: the hold goes at once (its tickets back on sale), the counts form again. */
  const chooseAgain = async () => {
    if (step.kind !== "details" || !step.token) return;
    await releaseHold({ variables: { id: step.hold.id, token: step.token } }).catch(() => undefined);
    forgetHold(performance.id);
    setStep({ kind: "choose", counts: step.counts });
  };

  const confirm = async (values: BuyerValues) => {
    if (step.kind !== "details" || !step.token) return;
    const counted = step.counts.reduce((sum, c) => sum + c, 0);
    if (counted !== step.hold.quantity) {
      setStep({ ...step, values, message: `Choose ticket types for all ${step.hold.quantity} seats: ${counted} chosen.` });
      return;
    }
    setBusy(true);
    const tickets = sales.ticketTypes.map((t, i) => ({ ticketType: t.name, count: step.counts[i] ?? 0 })).filter((t) => t.count > 0);
    try {
      const { data } = await placeOrder({ variables: { holdId: step.hold.id, holdToken: step.token, buyer: values, tickets } });
      const order = data!.placeOrder;
      forgetHold(performance.id);
      if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
      else void navigate(new URL(order.ticketsUrl!).pathname);
    } catch (error) {
      setBusy(false);
      if (errorCodes(error).includes("HOLD_EXPIRED")) return ended();
      const errors = Object.fromEntries(Object.entries(fieldErrors(error)).map(([path, message]) => [path.replace(/^buyer\./, ""), message]));
      setStep({ ...step, values, errors, message: Object.keys(errors).length > 0 ? undefined : (serverMessage(error) ?? "We could not place your booking just now. Please try again.") });
    }
  };

  const closed =
    performance.status === "cancelled" ? "This performance is cancelled."
    : performance.status === "postponed" ? "This performance is postponed: tickets are not on sale."
    : sales.onSaleFrom && now < Date.parse(sales.onSaleFrom) ? `Tickets go on sale on ${formatDateTime(sales.onSaleFrom)}.`
    : now >= Date.parse(sales.onSaleUntil) ? "Tickets are no longer on sale here."
    : null;
  const soldOut = performance.status === "soldout" || performance.remaining === 0;
  // A buyer who holds tickets keeps their form, even when their hold took the last ones.
  const choosing = step.kind === "choose" && !closed && !soldOut;

  return (
    <article className="page booking-page">
      <h1>
        Book for <Link to={`/${play.slug}`}>{play.title}</Link>
      </h1>
      <section className="booking-facts" aria-label="The performance">
        <p className="booking-when">
          <time dateTime={performance.startsAt}>{formatDateTime(performance.startsAt)}</time>
        </p>
        {performance.venue && (
          <p className="booking-where">
            <Link to={`/venues/${performance.venue.slug}`}>{performance.venue.name}</Link>, {performance.venue.address}
          </p>
        )}
        {performance.note && <p>{performance.note}</p>}
        <p>{PAYMENT_WORDS[sales.payment]}</p>
        {!closed && !soldOut && <p>On sale until {formatDateTime(sales.onSaleUntil)}.</p>}
        {performance.status === "fewleft" && performance.remaining !== null && performance.remaining !== undefined && <p className="few-left">Only {performance.remaining} left</p>}
      </section>

      <p className="visually-hidden" aria-live="polite">{announcement}</p>
      {closed && <p className="booking-closed">{closed}</p>}
      {!closed && soldOut && step.kind === "choose" && <p className="booking-closed">Sold out</p>}
      {!choosing && step.kind === "choose" && (
        <ul className="ticket-types plain" aria-label="Prices">
          {sales.ticketTypes.map((t) => (
            <li key={t.name}>
              {t.name}: {formatPence(t.pricePence)}
              {t.note && ` (${t.note})`}
            </li>
          ))}
        </ul>
      )}
      {step.kind === "choose" && step.ended && <p className="notice">{HOLD_ENDED}</p>}
      {choosing && sales.reserved && (
        <SeatChooser performanceId={performance.id} maxPerOrder={sales.maxPerOrder} ticketTypes={sales.ticketTypes} problem={step.problems?.message} busy={busy} onHold={holdSeats} />
      )}
      {choosing && !sales.reserved && (
        <TicketChoiceForm performanceId={performance.id} ticketTypes={sales.ticketTypes} maxPerOrder={sales.maxPerOrder} initialCounts={step.counts} problems={step.problems} busy={busy} onHold={(counts) => void hold(counts)} />
      )}
      {!closed && step.kind === "choose" && (soldOut || waitlistPosted) && <WaitlistForm performanceId={performance.id} maxPerOrder={sales.maxPerOrder} posted={waitlistPosted} />}
      {choosing && !waitlistPosted && performance.status === "fewleft" && (
        <details className="waitlist-more">
          <summary>Need more tickets than are left?</summary>
          <WaitlistForm performanceId={performance.id} maxPerOrder={sales.maxPerOrder} />
        </details>
      )}
      {step.kind === "details" && (
        <section className="held" aria-labelledby="held-title">
          <h2 id="held-title" ref={detailsHeading} tabIndex={-1}>
            {step.hold.quantity} {sales.reserved ? "seat" : "ticket"}{step.hold.quantity === 1 ? "" : "s"} held for you
          </h2>
          <HoldCountdown expiresAt={step.hold.expiresAt} onWarning={() => setAnnouncement("Two minutes left: confirm your booking before your tickets are released.")} onEnd={ended} />
          {step.chooseTypes && (
            <p className="offer-note">
              From the waitlist: held until {formatTime(step.hold.expiresAt)}, {formatDate(step.hold.expiresAt)}. If they are not booked by then, they go to the next person.
            </p>
          )}
          {sales.reserved && !step.chooseTypes && (
            <SeatTicketTypes ticketTypes={sales.ticketTypes} seats={step.hold.quantity} counts={step.counts} onChange={(counts) => {
              setStep({ ...step, counts, message: undefined });
              if (step.token) keepHold(performance.id, { id: step.hold.id, token: step.token, counts });
            }} />
          )}
          {!step.chooseTypes && <HeldSummary sales={sales} counts={step.counts} restricted={step.hold.restricted} />}
          <BuyerForm
            action={`/book/${performance.id}?hold=${step.hold.id}`}
            initialValues={step.values}
            errors={step.errors}
            message={step.message}
            busy={busy}
            onConfirm={step.token ? (values) => void confirm(values) : undefined}
          >
            {step.chooseTypes && <OfferedTypes sales={sales} quantity={step.hold.quantity} counts={step.counts} error={step.errors?.tickets} />}
          </BuyerForm>
          {/* An offer's tickets are not given up by choosing again: its email's link to leave the waitlist does that. */}
          {!step.chooseTypes && (
            <form method="post" action={`/book/${performance.id}?hold=${step.hold.id}`} className="choose-again" onSubmit={(event) => {
              if (!step.token) return;
              event.preventDefault();
              void chooseAgain();
            }}>
              <input type="hidden" name="release" value="yes" />
              <button type="submit" className="button secondary" disabled={busy}>Choose other tickets</button>
            </form>
          )}
        </section>
      )}
      {performance.venue && (
        <section aria-labelledby="booking-access-title">
          <h2 id="booking-access-title">Access at {performance.venue.name}</h2>
          <VenueAccess venue={performance.venue} />
        </section>
      )}
    </article>
  );
}

/**
 * The ticket types of tickets held before they were chosen (a waitlist's offer), posted with the
 * buyer's details: how many of each, adding up to the hold (one type: all of it).
 */
function OfferedTypes({ sales, quantity, counts, error }: { sales: Sales; quantity: number; counts: number[]; error?: string }) {
  const id = useId();
  if (sales.ticketTypes.length === 1) {
    const [only] = sales.ticketTypes;
    return (
      <p className="held-summary">
        <input type="hidden" name={countField(0)} value={quantity} />
        {quantity} × {only.name} ({formatPence(only.pricePence)})
      </p>
    );
  }
  return (
    <fieldset className="offered-types" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Your {quantity} tickets: how many of each type</legend>
      {sales.ticketTypes.map((type, i) => (
        <div key={type.name} className="field ticket-type">
          <label htmlFor={`${id}-${i}`}>
            {type.name} ({formatPence(type.pricePence)}){type.note && ` ${type.note}`}
          </label>
          <select id={`${id}-${i}`} name={countField(i)} defaultValue={counts[i] ?? 0} aria-invalid={Boolean(error)}>
            {Array.from({ length: quantity + 1 }, (_, n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </div>
      ))}
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
    </fieldset>
  );
}

/** A hold as the details step keeps it: the held seats' views (in plan order) price the summary. */
const heldForForm = (hold: { id: string; expiresAt: string; quantity: number; seats?: { restricted: boolean }[] | null }): HeldForForm => ({
  id: hold.id,
  expiresAt: hold.expiresAt,
  quantity: hold.quantity,
  restricted: (hold.seats ?? []).map((seat) => seat.restricted),
});

/** What is held: each type's count and price, and the total, priced seat by seat as the order will be (a restricted view may cost less). */
function HeldSummary({ sales, counts, restricted }: { sales: Sales; counts: number[]; restricted?: boolean[] }) {
  const { lines, totalPence } = heldPrices(sales.ticketTypes, counts, restricted);
  return (
    <ul className="held-summary">
      {lines.map((t) => (
        <li key={t.name}>
          {t.count} × {t.name} ({t.restricted === 0 ? formatPence(t.pricePence / t.count) : `${formatPence(t.pricePence)} in all, ${t.restricted} with a restricted view`})
        </li>
      ))}
      <li className="held-total">Total: {formatPence(totalPence)}{totalPence > 0 && sales.payment === "door" ? ", to pay at the door" : ""}</li>
    </ul>
  );
}
