import { formatDateTime } from "../../lib/dates";

type Dates = { startdate?: string | null; displayedText: { title: string; description: string; startdate?: string | null }[] };
type Venue = { id: string; name: string; address: string; maplink: string };
type Price = { id: string; title: string; price: number };

const pounds = (price: number) => `£${Number.isInteger(price) ? price : price.toFixed(2)}`;

/** The dated text entries of a play. */
export function PlayDates({ dates }: { dates: Dates }) {
  if (dates.displayedText.length === 0 && !dates.startdate) return null;
  return (
    <ul className="play-dates">
      {dates.displayedText.length > 0
        ? dates.displayedText.map((d, i) => (
            <li key={i}>
              <strong>{d.title}</strong> {d.description}
              {d.startdate && <span className="when"> ({formatDateTime(d.startdate)})</span>}
            </li>
          ))
        : <li>{formatDateTime(dates.startdate)}</li>}
    </ul>
  );
}

/** Venues as name and address, each with a 'See map' link. */
export function PlayVenues({ venues, withMap = true }: { venues: Venue[]; withMap?: boolean }) {
  if (venues.length === 0) return null;
  return (
    <ul className="play-venues">
      {venues.map((v) => (
        <li key={v.id}>
          <strong>{v.name}</strong>, {v.address}
          {withMap && v.maplink && (
            <>
              {" "}
              <a href={v.maplink} target="_blank" rel="noopener noreferrer">See map<span className="visually-hidden"> of {v.name} (opens in a new tab)</span></a>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PlayPrices({ prices }: { prices: Price[] }) {
  if (prices.length === 0) return null;
  return (
    <ul className="play-prices">
      {prices.map((p) => (
        <li key={p.id}>{p.title}: <strong>{pounds(p.price)}</strong></li>
      ))}
    </ul>
  );
}
