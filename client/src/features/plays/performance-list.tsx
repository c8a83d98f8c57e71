import type { AccessFeature } from "../../gql/graphql";
import { Link } from "react-router";
import { googleCalendarLink, outlookCalendarLink } from "../../lib/calendar-links";
import { formatDateTime } from "@theatre/common/london-dates";
import { ACCESS_WORDS } from "@theatre/common/performance-words";
import { useLiveAvailability } from "../box-office/live-availability";
import { Island } from "../../islands/island";
import { ON_SALE, statusWords } from "./performance-words";

export interface PerformanceItem {
  id: string;
  startsAt: string;
  endsAt: string;
  status: string;
  access: AccessFeature[];
  bookingLink?: string | null;
  note?: string | null;
  /** What a captioned, signed or relaxed performance offers, in the editor's words. */
  accessNote?: string | null;
  postponedTo?: string | null;
  venue?: { slug: string; name: string; address: string } | null;
  /** Tickets left, when sold on the site. */
  remaining?: number | null;
  /** Sold on the site (booked at /book/{id}); null: booked through its link. */
  sales?: { payment: string } | null;
}

type ListProps = { performances: PerformanceItem[]; title: string; buylink: string; pageUrl: string };

/**
 * The list as a public page shows it: an island of its own (its code fetched near the viewport)
 * only when a performance is sold on the site, whose tickets left are kept live; plain HTML otherwise.
 */
export function PagePerformanceList(props: ListProps) {
  return props.performances.some((performance) => performance.sales) ? <Island name="performance-list" component={PerformanceList} props={props} /> : <PerformanceList {...props} />;
}

/**
 * A play's performances, in date order: when and where, the status as a badge, access features in
 * words, a Book button for each one on sale (to the site's own booking page when sold here, with
 * 'Only N left' kept live), and links to add it to a calendar.
 */
export function PerformanceList({ performances, title, buylink, pageUrl }: ListProps) {
  if (performances.length === 0) return null;
  const sorted = [...performances].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <ul className="performances">
      {sorted.map((performance) => {
        const Row = performance.sales ? LivePerformanceRow : PerformanceRow;
        return <Row key={performance.id} performance={performance} title={title} buylink={buylink} pageUrl={pageUrl} />;
      })}
    </ul>
  );
}

type RowProps = { performance: PerformanceItem; title: string; buylink: string; pageUrl: string };

/** A performance sold on the site: its tickets left and status kept live. */
function LivePerformanceRow({ performance, ...rest }: RowProps) {
  const live = useLiveAvailability(performance.id);
  return <PerformanceRow performance={live ? { ...performance, ...live } : performance} {...rest} />;
}

/** One performance. */
function PerformanceRow({ performance, title, buylink, pageUrl }: RowProps) {
  const when = formatDateTime(performance.startsAt);
  const badge = statusWords(performance.status, performance.postponedTo, formatDateTime);
  const booking = performance.bookingLink || buylink;
  const where = performance.venue ? `${performance.venue.name}, ${performance.venue.address}` : "";
  // At its new date when postponed to one (endsAt is already there); no date to add when not known yet.
  const event = { title, start: performance.postponedTo ?? performance.startsAt, end: performance.endsAt, location: where, details: pageUrl };
  const datedAhead = performance.status !== "cancelled" && !(performance.status === "postponed" && !performance.postponedTo);
  return (
    <li className={`performance status-${performance.status}`}>
      <p className="performance-when">
        <time dateTime={performance.startsAt}>{when}</time>
        {performance.venue && (
          <>
            {" at "}
            <Link to={`/venues/${performance.venue.slug}`}>{performance.venue.name}</Link>
          </>
        )}
        {badge && <span className="badge">{badge}</span>}
        {performance.sales && performance.status === "fewleft" && typeof performance.remaining === "number" && <span className="few-left">Only {performance.remaining} left</span>}
      </p>
      {performance.access.length > 0 && (
        <ul className="access-features" aria-label="Access">
          {performance.access.map((feature) => <li key={feature}>{ACCESS_WORDS[feature]}</li>)}
        </ul>
      )}
      {Boolean(performance.accessNote) && <p className="performance-access-note">{performance.accessNote}</p>}
      {Boolean(performance.note) && <p className="performance-note">{performance.note}</p>}
      <p className="performance-actions">
        {ON_SALE.has(performance.status) && performance.sales && (
          <Link className="button primary" to={`/book/${performance.id}`}>
            Book<span className="visually-hidden"> for {when}</span>
          </Link>
        )}
        {ON_SALE.has(performance.status) && !performance.sales && Boolean(booking) && (
          <a className="button primary" href={booking} target="_blank" rel="noopener noreferrer">
            Book<span className="visually-hidden"> for {when} (opens in a new tab)</span>
          </a>
        )}
        {datedAhead && (
          <>
            <a href={googleCalendarLink(event)} target="_blank" rel="noopener noreferrer">Add to Google Calendar<span className="visually-hidden"> ({when})</span></a>
            <a href={outlookCalendarLink(event)} target="_blank" rel="noopener noreferrer">Outlook<span className="visually-hidden"> calendar ({when})</span></a>
          </>
        )}
      </p>
    </li>
  );
}
