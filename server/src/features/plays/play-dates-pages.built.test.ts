/**
 * A play's date lines as a reader without JavaScript gets them, from the BUILT client's server
 * renderer (client/dist/.ssr) over a test database: the home page, What's on and the play's page.
 * It needs the build, so it runs with the other *.built.test.ts after `npm run build`.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { PerformanceStatus } from "./performance.types";
import { PlayStatus } from "./play-status.types";
import { insertPlays, playFixture } from "./play.fixtures";

const CLIENT_DIST = path.join(__dirname, "..", "..", "..", "..", "client", "dist");
const ADC = randomUUID();

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const performance = (startsAt: string, status = PerformanceStatus.onsale) => ({ id: randomUUID(), startsAt, status, access: [], venueId: ADC, bookingLink: null, note: null, postponedTo: null, sequence: 0 });
  await insertPlays(database.db, [
    playFixture({
      slug: "twelfth-night",
      title: "Twelfth Night",
      status: [PlayStatus.featured, PlayStatus.current, PlayStatus.homepage],
      venues: [{ id: ADC, name: "ADC Theatre", address: "Park Street, Cambridge", maplink: "https://maps.example.org/adc" }],
      // 7.30pm in London (summer time) on Tuesday 6th and Wednesday 7th April 2027.
      performances: [performance("2027-04-06T18:30:00.000Z"), performance("2027-04-07T18:30:00.000Z", PerformanceStatus.soldout)],
      dates: { startdate: "2027-04-06T18:30:00.000Z", displayedText: [{ title: "Gala night", description: "With a reception after", startdate: "2027-04-06T18:30:00.000Z" }] },
    }),
  ]);
  site = await startTestApp(database.db, { clientDist: CLIENT_DIST, readCache: true });
});

afterAll(async () => {
  await site?.app.close();
  await database?.drop();
});

/** The lines of every Dates list on the page, as text, as a reader without JavaScript gets it. */
async function dateLines(url: string): Promise<string[][]> {
  const response = await fetch(`${site.url}${url}`);
  expect([url, response.status]).toEqual([url, 200]);
  const html = await response.text();
  const lists = [...html.matchAll(/<ul class="play-dates">([\s\S]*?)<\/ul>/g)].map((list) =>
    [...list[1].matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((line) => line[1].replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim()),
  );
  return lists;
}

test("a line made from a performance says its day, time, venue and status once; the editor's own line brackets only what it does not say", async () => {
  const expected = [
    "Gala night With a reception after (Tuesday 6th April 2027, 7.30pm)",
    "Tuesday 6th April 2027 7.30pm, ADC Theatre",
    "Wednesday 7th April 2027 7.30pm, ADC Theatre, Sold out",
  ];
  for (const url of ["/twelfth-night", "/whats-on", "/"]) {
    const lists = await dateLines(url);
    expect([url, lists.length > 0]).toEqual([url, true]);
    for (const lines of lists) expect([url, lines]).toEqual([url, expected]);
  }
});
