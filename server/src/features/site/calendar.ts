import ical, { ICalEventStatus } from "ical-generator";
import type { Play } from "../plays/play.entity";
import { describe } from "./page-meta";
import { performances } from "./structured-data";
import type { SiteFacts } from "./structured-data";

/** How long a performance is taken to last when the site does not say. */
const RUNNING_TIME_MS = 150 * 60 * 1000;

/** An iCalendar file (RFC 5545) for a play: one event per dated performance. */
export function playCalendar(play: Play, facts: SiteFacts): string {
  const calendar = ical({ name: `${play.title}: ${facts.name}`, prodId: { company: facts.name, product: "website", language: "EN" }, timezone: "Europe/London" });
  const url = `${facts.publicUrl}/${play.slug}`;
  const venue = play.venues[0];
  for (const [index, start] of performances(play).entries()) {
    calendar.createEvent({
      id: `${play.id}-${index}@${new URL(facts.publicUrl).hostname}`,
      start,
      end: new Date(start.getTime() + RUNNING_TIME_MS),
      summary: play.title,
      description: `${play.blurbExcerpt || describe(play.blurb, 300)}\n\n${url}`,
      url,
      status: ICalEventStatus.CONFIRMED,
      ...(venue ? { location: `${venue.name}, ${venue.address}` } : {}),
      organizer: { name: facts.name, email: `no-reply@${new URL(facts.publicUrl).hostname}` },
    });
  }
  return calendar.toString();
}
