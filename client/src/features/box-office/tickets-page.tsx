import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import type { BookingFormState } from "@theatre/common/booking-forms";
import { formatDateTime } from "@theatre/common/london-dates";
import { formatPence } from "@theatre/common/money";
import type { TicketsPageQuery as TicketsPageData } from "../../gql/graphql";
import { usePostedForm } from "../../lib/rendering/posted-form";
import { useHydrated } from "../../lib/rendering/hydration";
import { useItemPage } from "../../lib/use-item-page";
import { VenueAccess } from "../venues/venue-access";
import { TicketsPageQuery } from "./booking.graphql";
import { TicketQr } from "./ticket-qr";

type Booking = NonNullable<TicketsPageData["booking"]>;
type Venue = TicketsPageData["venues"][number];

const STATUS_WORDS: Record<string, string> = {
  reserved: "Booked: pay at the door",
  paid: "Booked and paid",
  pending: "Waiting for your payment",
  cancelled: "Cancelled",
  refunded: "Cancelled and refunded",
};

/**
 * `/tickets/{token}`, the page the buyer's email links to: the performance, the venue and its
 * access, each ticket with its QR code, what to pay at the door, Add to calendar, and Cancel my
 * booking (a plain form that asks once more) until the cut-off. Works without JavaScript.
 */
export function TicketsPage() {
  const { token = "" } = useParams();
  const { item, fallback } = useItemPage(TicketsPageQuery, { token }, (data) => (data.booking ? { booking: data.booking, venue: data.venues.find((v) => v.id === data.booking!.venueId) ?? null } : null), {
    what: "booking",
    title: () => "Your tickets",
  });
  if (!item) return fallback;
  return <Tickets token={token} booking={item.booking} venue={item.venue} />;
}

function Tickets({ token, booking, venue }: { token: string; booking: Booking; venue: Venue | null }) {
  const posted = usePostedForm<BookingFormState>();
  const cancelled = booking.status === "cancelled" || booking.status === "refunded";
  const address = `/tickets/${encodeURIComponent(token)}`;
  return (
    <article className="page tickets-page">
      <h1>
        Your tickets for <Link to={`/${booking.playSlug}`}>{booking.playTitle}</Link>
      </h1>
      {cancelled && <p className="notice">This booking is cancelled: its tickets went back on sale.</p>}
      <dl className="booking-summary">
        <div>
          <dt>Reference</dt>
          <dd>{booking.reference}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{STATUS_WORDS[booking.status] ?? booking.status}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            <time dateTime={booking.startsAt}>{formatDateTime(booking.startsAt)}</time>
          </dd>
        </div>
        {venue && (
          <div>
            <dt>Where</dt>
            <dd>
              <Link to={`/venues/${venue.slug}`}>{venue.name}</Link>, {venue.address}
            </dd>
          </div>
        )}
        <div>
          <dt>Booked by</dt>
          <dd>{booking.buyerName}</dd>
        </div>
        {!cancelled && (
          <div>
            <dt>To pay at the door</dt>
            <dd>{booking.toPayAtDoor > 0 ? formatPence(booking.toPayAtDoor) : "Nothing"}</dd>
          </div>
        )}
      </dl>
      {!cancelled && (
        <p>
          <a className="button" href={`${address}/calendar.ics`} download>
            Add to calendar
          </a>
        </p>
      )}
      {!cancelled && (
        <section aria-labelledby="tickets-title">
          <h2 id="tickets-title">{booking.tickets.length === 1 ? "Your ticket" : `Your ${booking.tickets.length} tickets`}</h2>
          <p>Show each ticket's QR code at the door, on your phone or printed.</p>
          <ol className="tickets">
            {booking.tickets.map((ticket, i) => (
              <li key={ticket.code} className="ticket">
                <h3>
                  Ticket {i + 1}: {ticket.type} ({formatPence(ticket.pricePence)})
                </h3>
                <TicketQr svg={ticket.qrSvg} label={`QR code of ticket ${i + 1}`} />
                <p className="ticket-code">
                  Code: <code>{ticket.code}</code>
                </p>
                {ticket.admittedAt && <p>Admitted at {formatDateTime(ticket.admittedAt)}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {venue && (
        <section aria-labelledby="tickets-access-title">
          <h2 id="tickets-access-title">Access at {venue.name}</h2>
          <VenueAccess venue={venue} />
        </section>
      )}
      {booking.canCancel && <CancelBooking address={address} cancelUntil={booking.cancelUntil} posted={posted} />}
    </article>
  );
}

/**
 * Cancel my booking, asked once more before it is done. Both steps are plain forms posted to the
 * page; in a running page the first step only opens the question, without a round trip.
 */
function CancelBooking({ address, cancelUntil, posted }: { address: string; cancelUntil?: string | null; posted?: BookingFormState }) {
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(posted?.step === "confirm-cancel");
  const ask = (event: FormEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setAsking(true);
  };
  return (
    <section className="cancel-booking" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel my booking</h2>
      {cancelUntil && <p>You can cancel here until {formatDateTime(cancelUntil)}. Your tickets then go back on sale.</p>}
      {posted?.step === "cancel-failed" && <p className="field-error" role="alert">{posted.message}</p>}
      {asking ? (
        <form method="post" action={address}>
          <p role="status">Are you sure? This cancels every ticket of this booking.</p>
          <input type="hidden" name="cancel" value="confirm" />
          <button type="submit" className="primary">Yes, cancel my booking</button> <a href={address} onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setAsking(false);
          }}>No, keep it</a>
        </form>
      ) : (
        <form method="post" action={address} onSubmit={ask}>
          <input type="hidden" name="cancel" value="ask" />
          <button type="submit" className="button">Cancel my booking</button>
        </form>
      )}
    </section>
  );
}
