import { randomUUID } from "node:crypto";
import { formatDate, formatTime } from "@theatre/common/london-dates";
import { statusInWords as wordsForStatus } from "@theatre/common/performance-words";
import type { Venue } from "../venues/venue.entity";
import { AccessFeature, Performance, PerformanceStatus, type PerformanceFields, type StoredPerformance } from "./performance.types";
import type { DisplayedDate, PlayDates } from "./play.types";
import { fewLeft, salesOf } from "../box-office/sales.service";

/**
 * What a play's performances mean, as pure rules shared by the play services, GraphQL, the REST
 * facade and the site's calendar and structured data: the dates the specification's shapes still
 * answer, the venues a play is at, what is upcoming, and what a calendar must be told of a change.
 */

/** What these rules read of a play (a Play, or a draft's copy of one). */
export interface Scheduled {
  id: string;
  dates: PlayDates;
  performances?: StoredPerformance[];
  venueIds?: string[];
  /** The venue records the play's venues and performances name, loaded with it. */
  venueRecords?: Venue[];
  runningTime?: number | null;
  intervals?: number | null;
  /** Tickets held or sold of each performance sold on the site, by its id, read with the play. */
  ticketsTaken?: Record<string, number>;
}

/** What's on narrowed to performances with an access feature ('any' for any of them) or at a venue (its slug). */
export interface PerformanceFilter {
  access?: AccessFeature | "any";
  venue?: string;
}

const time = (iso: string | null | undefined): number => (iso ? new Date(iso).getTime() : NaN);
const sameTime = (a: string | null | undefined, b: string | null | undefined) => Object.is(time(a), time(b));
/** Soonest first; anything without a date (a draft's empty row) last. */
const soonestFirst = (a: { startsAt: string }, b: { startsAt: string }) => {
  const [x, y] = [time(a.startsAt), time(b.startsAt)].map((t) => (Number.isNaN(t) ? Infinity : t));
  return x < y ? -1 : x > y ? 1 : 0;
};

/** When a performance now happens: a postponed one at its new date, when that is known. */
export function effectiveStart(p: Pick<StoredPerformance, "startsAt" | "status" | "postponedTo">): string {
  return p.status === PerformanceStatus.postponed && p.postponedTo ? p.postponedTo : p.startsAt;
}

/** Whether it is still to come (cancelled ones included: calendars must hear of them). */
export const isUpcoming = (p: Pick<StoredPerformance, "startsAt" | "status" | "postponedTo">, now: Date) => time(effectiveStart(p)) >= now.getTime();

/** Whether an audience can go: not cancelled, and not postponed to a date not yet known. */
export const isOn = (p: Pick<StoredPerformance, "status" | "postponedTo">) =>
  p.status !== PerformanceStatus.cancelled && !(p.status === PerformanceStatus.postponed && !p.postponedTo);

/** Whether a performance is one What's on, filtered, shows: upcoming, on, and matching. */
export function matchesFilter(p: Performance, filter: PerformanceFilter, now: Date): boolean {
  const access = filter.access === undefined || (filter.access === "any" ? p.access.length > 0 : p.access.includes(filter.access));
  return isUpcoming(p, now) && isOn(p) && access && (filter.venue === undefined || p.venue?.slug === filter.venue);
}

/**
 * The performances and date lines an input makes. Dated lines are the specification's way of
 * giving performances (its REST shape, the older editor): each becomes a performance at the
 * play's first venue, unless it only repeats one already there (the lines `datesOf` derives, sent
 * back); without a venue it stays a line. Without `given`, the lines are the whole schedule: a
 * stored performance stays (as it is) while a line names its start, and goes with its line.
 */
export function scheduleFrom(given: PerformanceFields[] | undefined, lines: DisplayedDate[], stored: StoredPerformance[], firstVenueId: string | undefined): { performances: PerformanceFields[]; lines: DisplayedDate[] } {
  const dated = lines.filter((line) => !Number.isNaN(time(line.startdate)));
  const undated = lines.filter((line) => Number.isNaN(time(line.startdate)));
  const named = new Set(dated.map((line) => time(line.startdate)));
  const kept = given ?? stored.filter((p) => named.has(time(p.startsAt))).map(({ sequence: _sequence, ...fields }) => fields);
  const known = new Set([...kept, ...stored].map((p) => time(p.startsAt)));
  const extra = dated.filter((line, index) => !known.has(time(line.startdate)) && dated.findIndex((other) => sameTime(other.startdate, line.startdate)) === index);
  if (!firstVenueId) return { performances: kept, lines: [...undated, ...extra] };
  const made = extra.map((line): PerformanceFields => ({
    id: randomUUID(),
    startsAt: new Date(line.startdate!).toISOString(),
    status: PerformanceStatus.onsale,
    access: [],
    venueId: firstVenueId,
    bookingLink: null,
    note: null,
    postponedTo: null,
  }));
  return { performances: [...kept, ...made], lines: undated };
}

/**
 * The performances to store, soonest first, each with its iCalendar SEQUENCE: 0 when new, one more
 * than stored whenever its start, status, venue or new date changed. An id sent twice is given to
 * the first only.
 */
export function sequenced(performances: PerformanceFields[], stored: StoredPerformance[]): StoredPerformance[] {
  const before = new Map(stored.map((p) => [p.id, p]));
  const seen = new Set<string>();
  return performances
    .map((p) => {
      const id = seen.has(p.id) ? randomUUID() : p.id;
      seen.add(id);
      const old = before.get(id);
      if (!old) return { ...p, id, sequence: 0 };
      const changed = !sameTime(old.startsAt, p.startsAt) || old.status !== p.status || old.venueId !== p.venueId || !sameTime(old.postponedTo, p.postponedTo);
      return { ...p, id, sequence: old.sequence + (changed ? 1 : 0) };
    })
    .sort(soonestFirst);
}

/** A play's performances as visitors see them, soonest first, each with its venue. */
export function performancesOf(play: Scheduled): Performance[] {
  const venues = new Map((play.venueRecords ?? []).map((v) => [v.id, v]));
  return (play.performances ?? [])
    .filter((p) => !Number.isNaN(time(p.startsAt)))
    .sort(soonestFirst)
    .map((p) => Object.assign(new Performance(), p, { venue: venues.get(p.venueId) ?? null, endsAt: endOf(play, effectiveStart(p)) }, ticketState(p, play.ticketsTaken?.[p.id] ?? 0)));
}

/**
 * What a performance sold on the site shows of its tickets: its settings, how many are left, and
 * its status from them (few left, sold out), unless an editor said cancelled or postponed.
 */
function ticketState(p: StoredPerformance, taken: number): Pick<Performance, "sales" | "remaining" | "status"> {
  const sales = salesOf(p.sales, effectiveStart(p));
  if (!sales) return { sales: null, remaining: null, status: p.status };
  const remaining = Math.max(0, sales.capacity - taken);
  return { sales, remaining, status: ticketStatus(p.status, remaining, sales.capacity) };
}

/** A sold performance's status: the editor's cancelled or postponed win; else sold out, few left or on sale by its tickets. */
export function ticketStatus(manual: PerformanceStatus, remaining: number, capacity: number): PerformanceStatus {
  if (manual === PerformanceStatus.cancelled || manual === PerformanceStatus.postponed) return manual;
  if (remaining <= 0) return PerformanceStatus.soldout;
  return fewLeft(remaining, capacity) ? PerformanceStatus.fewleft : PerformanceStatus.onsale;
}

/** How long a performance is taken to last when the play does not say. */
const DEFAULT_RUNNING_MINUTES = 150;

/** When a performance starting at `start` ends: after the play's running time and intervals, or the default. */
export function endOf(play: Pick<Scheduled, "runningTime" | "intervals">, start: string): string {
  return new Date(new Date(start).getTime() + (runningMinutes(play) ?? DEFAULT_RUNNING_MINUTES) * 60_000).toISOString();
}

/** A play's venues: its own, in its order, then those of its performances not already listed. */
export function venuesOf(play: Scheduled): Venue[] {
  const records = new Map((play.venueRecords ?? []).map((v) => [v.id, v]));
  const ids = new Set([...(play.venueIds ?? []), ...[...(play.performances ?? [])].sort(soonestFirst).map((p) => p.venueId)]);
  return [...ids].flatMap((id) => records.get(id) ?? []);
}


/** Minutes between an interval's start and the show going on again. */
export const MINUTES_PER_INTERVAL = 15;

/** How long a performance lasts, start to finish, when the play says: its running time and its intervals. */
export function runningMinutes(play: { runningTime?: number | null; intervals?: number | null }): number | null {
  return play.runningTime ? play.runningTime + MINUTES_PER_INTERVAL * (play.intervals ?? 0) : null;
}

/** How a performance stands, in words: '' on sale, 'Sold out', 'Postponed to Friday 4th June 2027 at 7.30pm'… */
export function statusInWords(p: Pick<StoredPerformance, "status" | "postponedTo">): string {
  return wordsForStatus(p.status, p.postponedTo, (to) => `${formatDate(to)} at ${formatTime(to)}`);
}

/** A performance as one of the specification's date lines: 'Tuesday 2nd March 2027' / '7.30pm, ADC Theatre, Sold out'. */
function dateLine(p: Performance): DisplayedDate {
  const start = new Date(p.startsAt);
  return { title: formatDate(start), description: [formatTime(start), p.venue?.name, statusInWords(p)].filter(Boolean).join(", "), startdate: p.startsAt };
}

/**
 * The specification's `dates`, derived: the first performance that is not cancelled, else the
 * stored start date; the stored lines, then a line per performance, soonest first.
 */
export function datesOf(play: Scheduled): PlayDates {
  const performances = performancesOf(play);
  const first = performances.find((p) => p.status !== PerformanceStatus.cancelled);
  return { startdate: first?.startsAt ?? play.dates.startdate, displayedText: [...play.dates.displayedText, ...performances.map(dateLine)] };
}

/**
 * What calendars and search engines list of a play: its performances; for a play that has none,
 * its dated lines (or start date) as before performances existed, at its first venue.
 */
export function occurrencesOf(play: Scheduled): Performance[] {
  const performances = performancesOf(play);
  if (performances.length > 0) return performances;
  const dated = play.dates.displayedText.map((line) => line.startdate).filter((d): d is string => !Number.isNaN(time(d)));
  const starts = [...new Set((dated.length > 0 ? dated : play.dates.startdate ? [play.dates.startdate] : []).map((d) => time(d)))].sort((a, b) => a - b);
  const venue = venuesOf(play)[0] ?? null;
  return starts.map((start, index) =>
    Object.assign(new Performance(), {
      id: `${play.id}-${index}`, startsAt: new Date(start).toISOString(), endsAt: endOf(play, new Date(start).toISOString()), status: PerformanceStatus.onsale, access: [], venue, bookingLink: null, note: null, postponedTo: null, sequence: 0,
    }),
  );
}
