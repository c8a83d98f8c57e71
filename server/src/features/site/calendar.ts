import ical, { ICalEventStatus, type ICalCalendar } from "ical-generator";
import type { Play } from "../plays/play.entity";
import { effectiveStart, isUpcoming, occurrencesOf, performancesOf, statusInWords } from "../plays/performance.service";
import { ACCESS_WORDS } from "@theatre/common/performance-words";
import { PerformanceStatus, type Performance } from "../plays/performance.types";
import { describe } from "./page-meta";
import type { SiteFacts } from "./structured-data";

/**
 * Text as an iCalendar TEXT value (RFC 5545 3.3.11). ical-generator escapes the events' fields but
 * writes the calendar's NAME, X-WR-CALNAME and PRODID as given, so a line break in a title (stored
 * before titles had to be one line) would start lines of its own: a whole VEVENT, say. Other
 * control characters, which TEXT may not hold, become spaces.
 */
const icalText = (text: string): string =>
  text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\p{Cc}]/gu, (c) => (c === "\t" ? c : " "));

// Times in UTC (…Z): given a time zone but no VTIMEZONE generator, ical-generator writes floating
// times in the server's own zone, which a calendar in London would read an hour out in summer.
const newCalendar = (name: string, facts: SiteFacts) => ical({ name: icalText(name), prodId: { company: icalText(facts.name), product: "website", language: "EN" } });

/**
 * One performance as an event. Its UID is the performance's own, so a subscribed calendar follows
 * it across saves; SEQUENCE says which version this is; a cancelled one stays, CANCELLED; a
 * postponed one is at its new date when known, else TENTATIVE at the old one.
 */
function addPerformance(calendar: ICalCalendar, play: Play, p: Performance, facts: SiteFacts, about: string): void {
  const url = `${facts.publicUrl}/${play.slug}`;
  const host = new URL(facts.publicUrl).hostname;
  const start = new Date(effectiveStart(p));
  const status =
    p.status === PerformanceStatus.cancelled ? ICalEventStatus.CANCELLED
    : p.status === PerformanceStatus.postponed && !p.postponedTo ? ICalEventStatus.TENTATIVE
    : ICalEventStatus.CONFIRMED;
  // Many calendars show no status, so the title says it too.
  const prefix = status === ICalEventStatus.CANCELLED ? "Cancelled: " : status === ICalEventStatus.TENTATIVE ? "Postponed: " : "";
  calendar.createEvent({
    // The play's id too: a performance id copied into another play must not merge the two events.
    id: `${play.id}.${p.id}@${host}`,
    sequence: p.sequence,
    start,
    end: new Date(p.endsAt),
    summary: `${prefix}${play.title}`,
    description: [about, statusInWords(p), p.access.map((a) => ACCESS_WORDS[a]).join(", "), p.note, url].filter(Boolean).join("\n\n"),
    url,
    status,
    ...(p.venue ? { location: `${p.venue.name}, ${p.venue.address}` } : {}),
    organizer: { name: facts.name, email: `no-reply@${host}` },
  });
}

/** What each event says of its play: worked out once per play, not per performance. */
const aboutPlay = (play: Play) => play.blurbExcerpt || describe(play.blurb, 300);

/** An iCalendar file (RFC 5545) for a play: one event per performance. */
export function playCalendar(play: Play, facts: SiteFacts): string {
  const calendar = newCalendar(`${play.title}: ${facts.name}`, facts);
  const about = aboutPlay(play);
  for (const performance of occurrencesOf(play)) addPerformance(calendar, play, performance, facts, about);
  return calendar.toString();
}

/** One performance of a play as an iCalendar file (a buyer's Add to calendar); null when the play has no such performance. */
export function performanceCalendar(play: Play, performanceId: string, facts: SiteFacts): string | null {
  const performance = occurrencesOf(play).find((p) => p.id === performanceId);
  if (!performance) return null;
  const calendar = newCalendar(`${play.title}: ${facts.name}`, facts);
  addPerformance(calendar, play, performance, facts, aboutPlay(play));
  return calendar.toString();
}

/** `/calendar.ics`, to subscribe to: every performance still to come of every play on the site, cancelled ones included. */
export function siteCalendar(plays: Play[], facts: SiteFacts, now: Date): string {
  const calendar = newCalendar(`${facts.name}: performances`, facts);
  for (const play of plays) {
    const about = aboutPlay(play);
    for (const performance of performancesOf(play).filter((p) => isUpcoming(p, now))) addPerformance(calendar, play, performance, facts, about);
  }
  return calendar.toString();
}
