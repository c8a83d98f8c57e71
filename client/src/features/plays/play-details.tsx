import { formatDate, formatDateTime, formatTime } from "@theatre/common/london-dates";

type DateLine = { title: string; description: string; startdate?: string | null };
type Dates = { startdate?: string | null; displayedText: DateLine[] };
type Venue = { id: string; name: string; address: string; maplink: string };
type Price = { id: string; title: string; price: number };

const pounds = (price: number) => `£${Number.isInteger(price) ? price : price.toFixed(2)}`;

/** Whether `words` say this time of day ("1.30pm"), not only as the end of another ("11.30pm"). */
const saysTime = (words: string, time: string) => words.split(/[^\w.]+/).some((word) => word === time || word === `${time}.`);

/**
 * What a dated line adds in brackets: the day and the time its words do not already say. A line
 * made from a performance ('Tuesday 6th April 2027' / '7.30pm, ADC Theatre') says both, so it adds
 * nothing; an editor's own 'Gala night' gets the whole date ('Tuesday 6th April 2027, 7.30pm'),
 * their 'Thursday 8th April 2027' / 'Matinee' the time only.
 */
function unsaid(line: DateLine): string {
  if (!line.startdate) return "";
  const words = `${line.title} ${line.description}`;
  const [day, time] = [formatDate(line.startdate), formatTime(line.startdate)];
  return [words.includes(day) ? "" : day, saysTime(words, time) ? "" : time].filter(Boolean).join(", ");
}

/** The dated text entries of a play, each date said once. */
export function PlayDates({ dates }: { dates: Dates }) {
  if (dates.displayedText.length === 0 && !dates.startdate) return null;
  return (
    <ul className="play-dates">
      {dates.displayedText.length > 0
        ? dates.displayedText.map((d, i) => {
            const when = unsaid(d);
            return (
              <li key={i}>
                <strong>{d.title}</strong> {d.description}
                {when && <span className="when"> ({when})</span>}
              </li>
            );
          })
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
