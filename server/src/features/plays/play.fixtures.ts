import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { recordVenues, type VenueRef } from "../venues/venue.service";
import { scheduleFrom, sequenced } from "./performance.service";
import { PlayStatus } from "./play-status.types";
import { Play } from "./play.entity";

/**
 * A test play as the specification shapes it: venues by name and address, dates as lines (the
 * dated ones become performances at the first venue, as saving them through the API does), and
 * any other field of a play, such as `performances` given in full.
 */
export type PlayFixture = Partial<Play> & { slug: string; venues?: (Omit<VenueRef, "id"> & { id?: string })[] };

/** Named test plays: a play with every sub-object filled, overridable field by field. */
export function playFixture(overrides: PlayFixture): PlayFixture {
  const startdate = overrides.dates?.startdate ?? "2027-03-01T19:30:00.000Z";
  return {
    title: overrides.slug.replace(/-/g, " "),
    mainimage: "/images/plays/x/mainimage0.jpg",
    blurb: "<p>A blurb long enough to read.</p>",
    blurbExcerpt: "An excerpt",
    message: "",
    buylink: "https://tickets.example.org/",
    status: [PlayStatus.previousproduction],
    auditionEmailRecipient: "director@example.org",
    dates: { startdate, displayedText: [{ title: "Evenings", description: "7.30pm", startdate }] },
    venues: [{ name: "ADC Theatre", address: "Park Street, Cambridge", maplink: "https://maps.example.org/adc" }],
    prices: [{ id: randomUUID(), title: "Full", price: 12 }],
    images: [{ id: randomUUID(), photo: "/images/plays/x/photo0.jpg", caption: "A scene" }],
    videolinks: ["https://www.youtube.com/watch?v=abc"],
    reviews: [
      { id: randomUUID(), reviewer: "First Critic", text: "First review text." },
      { id: randomUUID(), reviewer: "Second Critic", text: "Second review text." },
    ],
    productionteam: { title: "Team", members: [{ order: 0, role: "Director", name: "Dee Rector" }] },
    castlist: { title: "Cast", members: [{ order: 0, charactername: "Hamlet", realname: "Ham Actor" }] },
    updatedBy: "Fixture",
    publishedAt: new Date("2026-11-01T10:00:00Z"),
    ...overrides,
  };
}

/** Stores test plays, their venues as records (one per place) and their dated lines as performances. */
export async function insertPlays(db: DataSource, plays: PlayFixture[]): Promise<Play[]> {
  return db.transaction(async (manager) => {
    const repository = manager.getRepository(Play);
    const made: Play[] = [];
    for (const { venues = [], ...play } of plays) {
      const refs = venues.map((venue) => ({ ...venue, id: venue.id ?? randomUUID() }));
      await recordVenues(manager, refs, { create: true });
      const venueIds = play.venueIds ?? [...new Set(refs.map((ref) => ref.id))];
      const lines = play.dates?.displayedText ?? [];
      const schedule = play.performances ? { performances: play.performances, lines } : scheduleFrom(undefined, lines, [], venueIds[0]);
      const stored = repository.create({
        ...play,
        venueIds,
        performances: sequenced(schedule.performances, play.performances ?? []),
        dates: { startdate: play.dates?.startdate ?? null, displayedText: schedule.lines },
      });
      made.push(await repository.save(stored));
    }
    return made;
  });
}

/** An ISO date `days` after 1 March 2027. */
export const day = (days: number) => new Date(Date.UTC(2027, 2, 1 + days, 19, 30)).toISOString();
