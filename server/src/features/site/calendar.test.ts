import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import type { Venue } from "../venues/venue.entity";
import { londonIso } from "@theatre/common/london-wall-clock";

/** The site's calendar of performances and each play's JSON-LD, read by real parsers, as performances change. */
let database: TestDatabase;
let site: TestApp;
let editor: string;
let adc: Venue;
let mumford: Venue;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
const fixtureUser = { id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin };

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist });
  editor = await site.tokenFor(Role.editor, "Feste");
  adc = await site.services.venues.create(fixtureUser, { name: "ADC Theatre", address: "Park Street, Cambridge" });
  mumford = await site.services.venues.create(fixtureUser, { name: "Mumford Theatre", address: "East Road, Cambridge" });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const inDays = (days: number, hour = 19) => new Date(Math.floor(Date.now() / 86_400_000 + days) * 86_400_000 + hour * 3_600_000 + 30 * 60_000).toISOString();
const gql = async (query: string, variables?: Record<string, unknown>): Promise<any> => (await site.graphql<any>(query, variables, { authorization: `Bearer ${editor}` })).body;

interface Event {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  start: string;
  end: string;
  location: string;
}

async function calendar(url = "/calendar.ics"): Promise<{ headers: Headers; events: Event[] }> {
  const response = await fetch(`${site.url}${url}`);
  expect(response.status).toBe(200);
  const parsed = new ICAL.Component(ICAL.parse(await response.text()));
  const events = parsed.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue("status")),
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      location: event.location,
    };
  });
  return { headers: response.headers, events };
}

const jsonLd = async (slug: string) => {
  const html = await (await fetch(`${site.url}/${slug}`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>).filter((d) => d["@type"] === "TheaterEvent");
};

const PLAY = "id version performances { id startsAt status access postponedTo note bookingLink venue { id } }";
interface Shown {
  id: string;
  startsAt: string;
  status: string;
  access: string[];
  postponedTo: string | null;
  note: string | null;
  bookingLink: string | null;
  venue: { id: string };
}
let play: { id: string; version: number; performances: Shown[] };
const save = async (performances: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
  const { data, errors } = await gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { ${PLAY} } }`, {
    id: play.id,
    input: { title: "As You Like It", slug: "as-you-like-it", version: play.version, buylink: "https://tickets.example.org/aylit", runningTime: 120, intervals: 1, prices: [{ title: "Full price", price: 12 }], venueIds: [adc.id], performances, ...extra },
  });
  expect(errors).toBeUndefined();
  play = data.updatePlay;
  return play;
};

beforeAll(async () => {
  play = (await gql(`mutation { createPlay { ${PLAY} } }`)).data.createPlay;
  await save([
    { startsAt: inDays(-5), venueId: adc.id },
    { startsAt: inDays(5), venueId: adc.id, access: ["captioned"] },
    { startsAt: inDays(6), venueId: mumford.id, status: "fewleft", bookingLink: "https://tickets.example.org/mumford" },
    { startsAt: inDays(7), venueId: adc.id, status: "soldout" },
    { startsAt: inDays(8), venueId: adc.id, status: "cancelled" },
    { startsAt: inDays(9), venueId: adc.id, status: "postponed", postponedTo: inDays(30) },
    { startsAt: inDays(10), venueId: adc.id, status: "postponed" },
  ]);
});

/** A performance as read, sent back with `changes`. */
const inputOf = ({ venue, ...p }: Shown, changes: Record<string, unknown> = {}) => ({ ...p, venueId: venue.id, ...changes });

describe("/calendar.ics", () => {
  test("every performance still to come, parsed by ical.js: stable UIDs, statuses, new dates, end from the running time", async () => {
    const { headers, events } = await calendar();
    expect(headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(headers.get("cache-control")).toMatch(/max-age=\d+/);
    const [past, captioned, fewLeft, soldOut, cancelled, rescheduled, undated] = play.performances;
    expect(events.map((e) => e.uid).sort()).toEqual([captioned, fewLeft, soldOut, cancelled, rescheduled, undated].map((p) => `${play.id}.${p.id}@theatre.example`).sort());
    expect(events.some((e) => e.uid.includes(past.id))).toBe(false);
    const byId = (p: { id: string }) => events.find((e) => e.uid === `${play.id}.${p.id}@theatre.example`)!;
    expect(byId(captioned)).toMatchObject({ sequence: 0, status: "CONFIRMED", summary: "As You Like It", start: inDays(5), location: "ADC Theatre, Park Street, Cambridge" });
    // 120 minutes and one interval of 15.
    expect(new Date(byId(captioned).end).getTime() - new Date(byId(captioned).start).getTime()).toBe(135 * 60_000);
    expect(byId(fewLeft).location).toBe("Mumford Theatre, East Road, Cambridge");
    expect(byId(cancelled)).toMatchObject({ status: "CANCELLED", summary: "Cancelled: As You Like It", start: inDays(8) });
    expect(byId(rescheduled)).toMatchObject({ status: "CONFIRMED", start: inDays(30) });
    expect(byId(undated)).toMatchObject({ status: "TENTATIVE", summary: "Postponed: As You Like It", start: inDays(10) });
  });

  test("times are UTC instants, never floating times a calendar would read in its own zone", async () => {
    const text = await (await fetch(`${site.url}/calendar.ics`)).text();
    const starts = [...text.matchAll(/^DTSTART[^:]*:(.*)$/gm)].map((m) => m[1].trim());
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start).toMatch(/^\d{8}T\d{6}Z$/);
  });

  test("a save keeps each UID; a change raises SEQUENCE; a note does not; a cancelled one stays, CANCELLED", async () => {
    const captioned = play.performances[1];
    const uid = `${play.id}.${captioned.id}@theatre.example`;
    const changing = (changes: Record<string, unknown>) => save(play.performances.map((p) => inputOf(p, p.id === captioned.id ? changes : {})));
    await changing({ note: "Post-show talk" });
    expect((await calendar()).events.find((e) => e.uid === uid)!.sequence).toBe(0);
    await changing({ startsAt: inDays(5, 14) });
    expect((await calendar()).events.find((e) => e.uid === uid)).toMatchObject({ sequence: 1, start: inDays(5, 14), status: "CONFIRMED" });
    await changing({ status: "cancelled" });
    expect((await calendar()).events.find((e) => e.uid === uid)).toMatchObject({ sequence: 2, status: "CANCELLED", start: inDays(5, 14) });
  });

  test("the play's own .ics has the same events, past ones too", async () => {
    const { events } = await calendar("/as-you-like-it.ics");
    const site = await calendar();
    expect(events).toHaveLength(play.performances.length);
    for (const event of site.events.filter((e) => events.some((own) => own.uid === e.uid))) expect(events.find((own) => own.uid === event.uid)).toEqual(event);
  });

  test("a play taken off the site leaves the calendar", async () => {
    await gql(`mutation { unpublishPlay(id: "${play.id}", version: ${play.version}) { id } }`);
    expect((await calendar()).events).toEqual([]);
    const back = await gql(`mutation { publishPlay(id: "${play.id}", version: ${play.version + 1}) { ${PLAY} } }`);
    play = back.data.publishPlay;
    expect((await calendar()).events.length).toBeGreaterThan(0);
  });
});

describe("JSON-LD of a play's performances", () => {
  test("a TheaterEvent per performance: status, availability, booking link, venue, new and previous dates", async () => {
    const events = await jsonLd("as-you-like-it");
    expect(events).toHaveLength(play.performances.length);
    for (const event of events) {
      expect(event).toMatchObject({
        "@context": "https://schema.org",
        name: "As You Like It",
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
        endDate: expect.any(String),
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place", name: expect.any(String), address: { "@type": "PostalAddress", streetAddress: expect.any(String) } },
        offers: [{ "@type": "Offer", price: "12.00", priceCurrency: "GBP", url: expect.stringMatching(/^https:\/\//) }],
      });
    }
    const at = (startsAt: string) => events.find((e) => e.startDate === londonIso(new Date(startsAt)) || e.previousStartDate === londonIso(new Date(startsAt)))!;
    expect(at(inDays(6))).toMatchObject({
      eventStatus: "https://schema.org/EventScheduled",
      location: { name: "Mumford Theatre", address: { streetAddress: "East Road, Cambridge" } },
      offers: [{ availability: "https://schema.org/LimitedAvailability", url: "https://tickets.example.org/mumford" }],
    });
    expect(at(inDays(7))).toMatchObject({ eventStatus: "https://schema.org/EventScheduled", offers: [{ availability: "https://schema.org/SoldOut", url: "https://tickets.example.org/aylit" }] });
    expect(at(inDays(-5)).offers[0].availability).toBe("https://schema.org/InStock");
    expect(at(inDays(8)).eventStatus).toBe("https://schema.org/EventCancelled");
    expect(at(inDays(9))).toMatchObject({ eventStatus: "https://schema.org/EventRescheduled", startDate: londonIso(new Date(inDays(30))), previousStartDate: londonIso(new Date(inDays(9))) });
    expect(at(inDays(10)).eventStatus).toBe("https://schema.org/EventPostponed");
  });
});

describe("a title that is not one line, already stored", () => {
  /** A TEXT value as RFC 5545 (3.3.11) reads it back; ical.js leaves NAME and X-WR-CALNAME as written. */
  const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_all, c: string) => (c.toLowerCase() === "n" ? "\n" : c));

  test("cannot add a VEVENT to the play's .ics: CR, LF, ';', ',' and '\\' in the calendar's name are escaped", async () => {
    const created = (await gql(`mutation { createPlay { id version } }`)).data.createPlay;
    const saved = await gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { id } }`, {
      id: created.id,
      input: { title: "Twelfth Night", slug: "twelfth-night", version: created.version, venueIds: [adc.id], performances: [{ startsAt: inDays(12), venueId: adc.id }] },
    });
    expect(saved.errors).toBeUndefined();
    // Straight into the row, as data saved before titles had to be one line may hold it.
    const title = "Twelfth Night\r\nBEGIN:VEVENT\r\nUID:injected@evil.example\r\nSUMMARY:Free tickets\r\nDTSTART:20270101T190000Z\r\nEND:VEVENT\r\nX-A:1; b,c\\d\ne\rf";
    await database.db.query("UPDATE play SET title = $1 WHERE id = $2", [title, created.id]);

    const response = await fetch(`${site.url}/twelfth-night.ics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const parsed = new ICAL.Component(ICAL.parse(text));
    const events = parsed.getAllSubcomponents("vevent");
    expect(events.map((vevent) => vevent.getFirstPropertyValue("uid"))).toEqual([expect.stringMatching(new RegExp(`^${created.id}\\.[0-9a-f-]+@theatre\\.example$`))]);
    expect(text).not.toMatch(/^(UID:injected|SUMMARY:Free tickets|X-A:)/m);
    for (const property of ["name", "x-wr-calname"]) {
      expect(unescapeText(String(parsed.getFirstPropertyValue(property)))).toBe(`${title.replace(/\r\n?/g, "\n")}: Fen Street Players`);
    }
    expect(new ICAL.Event(events[0]).summary).toBe(title.replace(/\r\n?/g, "\n"));
  });
});
