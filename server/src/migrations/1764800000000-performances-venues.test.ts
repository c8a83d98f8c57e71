import { Role } from "../core/auth";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { startTestApp, type TestApp } from "../test/test-app";

/**
 * The migration of existing data: plays saved before it (venues inside each play, performances as
 * dated lines of text), their drafts and revisions, read through the old REST shapes after it;
 * and back down again.
 */
let database: TestDatabase;
let site: TestApp | undefined;

const ADC = { id: "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", name: "ADC Theatre", address: "Park Street, Cambridge", maplink: "https://maps.example.org/adc" };
const ADC_AGAIN = { id: "1a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", name: " adc theatre ", address: "PARK STREET, CAMBRIDGE", maplink: "https://maps.example.org/adc-2" };
const MUMFORD = { id: "2a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", name: "Mumford Theatre", address: "East Road, Cambridge", maplink: "" };
const OTHER_ADC = { id: "3a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", name: "ADC Theatre", address: "Somewhere Else, Ely", maplink: "https://maps.example.org/ely" };
const PLAYROOM = { id: "4a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", name: "Corpus Playroom", address: "St Edward's Passage, Cambridge", maplink: "https://maps.example.org/playroom" };
const BARN = { name: "The Old Barn", address: "Farm Lane, Grantchester", maplink: "https://maps.example.org/barn" };

const EVENING = "2027-01-12T19:30:00.000Z";
const MATINEE = "2027-01-16T14:30:00.000Z";
const OLD = {
  "twelfth-night": {
    venues: [ADC],
    dates: {
      startdate: EVENING,
      displayedText: [
        { title: "Evenings", description: "7.30pm", startdate: EVENING },
        { title: "Matinee", description: "2.30pm", startdate: MATINEE },
        { title: "Latecomers", description: "Admitted at the interval", startdate: null },
      ],
    },
  },
  "blithe-spirit": { venues: [ADC_AGAIN, MUMFORD], dates: { startdate: "2027-02-01T19:30:00.000Z", displayedText: [{ title: "Opening", description: "Gala", startdate: "2027-02-01T19:30:00.000Z" }, { title: "Closing night", description: "At the Mumford Theatre, black tie", startdate: "2027-02-06T19:30:00.000Z" }] } },
  "no-venue-yet": { venues: [], dates: { startdate: "2027-03-01T19:30:00.000Z", displayedText: [{ title: "Opening", description: "Gala", startdate: "2027-03-01T19:30:00.000Z" }] } },
  "undated": { venues: [OTHER_ADC], dates: { startdate: null, displayedText: [{ title: "Dates", description: "To be announced", startdate: null }] } },
  "with-a-draft": { venues: [], dates: { startdate: null, displayedText: [] } },
};

/** Undoes migrations, the latest first, until this one is undone too (later ones were added after it). */
async function undoThroughThisOne(): Promise<void> {
  for (;;) {
    const [last] = await database.db.query("SELECT name FROM migrations ORDER BY id DESC LIMIT 1");
    await database.db.undoLastMigration({ transaction: "each" });
    if (last.name === "PerformancesVenues1764800000000") return;
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Back to the schema just before the migration, as an install saved it.
  await undoThroughThisOne();
  expect((await database.db.query("SELECT to_regclass('venue') AS venue"))[0].venue).toBeNull();
  for (const [slug, { venues, dates }] of Object.entries(OLD)) {
    await database.db.query(
      `INSERT INTO play (slug, title, status, dates, start_date, venues, published_at, updated_by, created_at)
       VALUES ($1, $2, '{current}', $3, $4, $5, now(), 'Before', now() + ($6 || ' seconds')::interval)`,
      [slug, slug.replace(/-/g, " "), JSON.stringify(dates), dates.startdate, JSON.stringify(venues), Object.keys(OLD).indexOf(slug)],
    );
  }
  await database.db.query(`UPDATE play SET draft = $1, draft_saved_at = now(), draft_saved_by = 'Before' WHERE slug = 'with-a-draft'`, [
    // The second venue, as drafts held them, with no id: the same place as the ADC Theatre.
    JSON.stringify({ title: "With a draft", slug: "with-a-draft", status: ["current"], venues: [PLAYROOM, { name: "ADC theatre", address: ADC.address, maplink: ADC.maplink }], dates: { startdate: null, displayedText: [{ title: "Opening", description: "Gala", startdate: "2027-04-01T18:30:00.000Z" }] } }),
  ]);
  await database.db.query(
    `INSERT INTO revision (item_kind, item_id, number, published, fields, changed, saved_at) SELECT 'play', id::text, 1, true, $1, '{}', now() FROM play WHERE slug = 'with-a-draft'`,
    [JSON.stringify({ title: "With a draft", slug: "with-a-draft", status: ["current"], venues: [BARN], dates: { startdate: null, displayedText: [] } })],
  );
  await database.db.runMigrations({ transaction: "each" });
  site = await startTestApp(database.db);
});

afterAll(async () => {
  await site?.app.close();
  await database.drop();
});

const read = async (slug: string) => (await site!.rest("GET", `/api/plays/${slug}`)).body;
const oldVenue = (venue: { _id: string; name: string; address: string; maplink: string }) => ({ _id: venue._id, name: venue.name, address: venue.address, maplink: venue.maplink });

describe("up: venues become records, dated lines performances", () => {
  test("one venue per place (case and spaces aside), keeping the first one's id, with slugs from names", async () => {
    const venues = await database.db.query("SELECT id, slug, name, address, maplink FROM venue ORDER BY slug");
    expect(venues).toEqual([
      { id: ADC.id, slug: "adc-theatre", name: ADC.name, address: ADC.address, maplink: ADC.maplink },
      { id: OTHER_ADC.id, slug: "adc-theatre-2", name: OTHER_ADC.name, address: OTHER_ADC.address, maplink: OTHER_ADC.maplink },
      { id: PLAYROOM.id, slug: "corpus-playroom", name: PLAYROOM.name, address: PLAYROOM.address, maplink: PLAYROOM.maplink },
      { id: MUMFORD.id, slug: "mumford-theatre", name: MUMFORD.name, address: MUMFORD.address, maplink: "" },
      { id: expect.any(String), slug: "the-old-barn", name: BARN.name, address: BARN.address, maplink: BARN.maplink },
    ]);
  });

  test("a play saved before reads the same through the old REST shapes: start date, lines, venues", async () => {
    const play = await read("twelfth-night");
    expect(play.dates.startdate).toBe(EVENING);
    // Its undated lines, then a line for each dated one, at the same dates.
    expect(play.dates.displayedText).toEqual([
      { title: "Latecomers", description: "Admitted at the interval", startdate: null },
      { title: "Tuesday 12th January 2027", description: "7.30pm, ADC Theatre", startdate: EVENING },
      { title: "Saturday 16th January 2027", description: "2.30pm, ADC Theatre", startdate: MATINEE },
    ]);
    expect(play.venues.map(oldVenue)).toEqual([{ _id: ADC.id, name: ADC.name, address: ADC.address, maplink: ADC.maplink }]);
    expect(play.performances.map((p: any) => [p.startsAt, p.status, p.access, p.venue._id])).toEqual([[EVENING, "onsale", [], ADC.id], [MATINEE, "onsale", [], ADC.id]]);
    expect(play).toMatchObject({ runningTime: null, intervals: null, ageGuidance: "", contentWarnings: [], contentNotes: "" });
    const [row] = await database.db.query("SELECT start_date, dates FROM play WHERE slug = 'twelfth-night'");
    expect(row.start_date.toISOString()).toBe(EVENING);
    expect(row.dates.displayedText).toEqual([OLD["twelfth-night"].dates.displayedText[2]]);
  });

  test("a venue met again under another spelling is the same record; a play's performances are at its first venue unless their words name another; the words are kept as notes", async () => {
    const play = await read("blithe-spirit");
    expect(play.venues.map(oldVenue)).toEqual([
      { _id: ADC.id, name: ADC.name, address: ADC.address, maplink: ADC.maplink },
      { _id: MUMFORD.id, name: MUMFORD.name, address: MUMFORD.address, maplink: "" },
    ]);
    expect(play.performances.map((p: any) => [p.venue._id, p.note])).toEqual([[ADC.id, "Opening: Gala"], [MUMFORD.id, "Closing night: At the Mumford Theatre, black tie"]]);
    expect(play.dates.startdate).toBe("2027-02-01T19:30:00.000Z");
  });

  test("plays without a venue, or without dated lines, read exactly as before", async () => {
    for (const slug of ["no-venue-yet", "undated"] as const) {
      const play = await read(slug);
      expect({ slug, dates: play.dates, performances: play.performances }).toEqual({ slug, dates: OLD[slug].dates, performances: [] });
    }
    expect((await read("no-venue-yet")).venues).toEqual([]);
    expect((await read("undated")).venues.map(oldVenue)).toEqual([{ _id: OTHER_ADC.id, name: OTHER_ADC.name, address: OTHER_ADC.address, maplink: OTHER_ADC.maplink }]);
  });

  test("a draft and a revision saved before still load, restore and publish, finding their venues' records", async () => {
    const editor = await site!.tokenFor(Role.editor, "Migrated");
    const gql = async (query: string, variables?: Record<string, unknown>) => (await site!.graphql<any>(query, variables, { authorization: `Bearer ${editor}` })).body;
    const SHOWN = "id version venues { id slug name } performances { startsAt venue { id } } dates { displayedText { startdate } }";
    const draft = await gql(`{ playDraft(slug: "with-a-draft") { ${SHOWN} } }`);
    expect(draft.errors).toBeUndefined();
    expect(draft.data.playDraft.venues).toEqual([{ id: PLAYROOM.id, slug: "corpus-playroom", name: PLAYROOM.name }, { id: ADC.id, slug: "adc-theatre", name: ADC.name }]);
    expect(draft.data.playDraft.performances).toEqual([{ startsAt: "2027-04-01T18:30:00.000Z", venue: { id: PLAYROOM.id } }]);

    const [revision] = (await gql(`{ revisions(kind: play, id: "${draft.data.playDraft.id}") { id number } }`)).data.revisions;
    const restored = await gql(`mutation { restorePlayRevision(id: "${draft.data.playDraft.id}", revisionId: "${revision.id}", version: ${draft.data.playDraft.version}) { ${SHOWN} } }`);
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restorePlayRevision.venues.map((v: { slug: string }) => v.slug)).toEqual(["the-old-barn"]);
    const published = await gql(`mutation { publishPlay(id: "${draft.data.playDraft.id}", version: ${restored.data.restorePlayRevision.version}) { ${SHOWN} } }`);
    expect(published.errors).toBeUndefined();
    expect(published.data.publishPlay.venues.map((v: { slug: string }) => v.slug)).toEqual(["the-old-barn"]);
    expect(Number((await database.db.query("SELECT count(*) FROM venue"))[0].count)).toBe(5);
  });
});

describe("down", () => {
  test("puts venues back inside plays and performances back as dated lines", async () => {
    await site!.app.close();
    site = undefined;
    await undoThroughThisOne();
    const [play] = await database.db.query("SELECT venues, dates FROM play WHERE slug = 'twelfth-night'");
    expect(play.venues).toEqual([ADC]);
    expect(play.dates).toEqual({
      startdate: EVENING,
      displayedText: [
        { title: "Latecomers", description: "Admitted at the interval", startdate: null },
        { title: "Tuesday 12th January 2027", description: "7.30pm, ADC Theatre", startdate: EVENING },
        { title: "Saturday 16th January 2027", description: "2.30pm, ADC Theatre", startdate: MATINEE },
      ],
    });
    const [noVenue] = await database.db.query("SELECT venues, dates FROM play WHERE slug = 'no-venue-yet'");
    expect(noVenue).toEqual({ venues: [], dates: OLD["no-venue-yet"].dates });
    expect((await database.db.query("SELECT to_regclass('venue') AS venue"))[0].venue).toBeNull();
    // And up again, as a later start would: the places still named (the draft naming the Playroom was published since).
    await database.db.runMigrations({ transaction: "each" });
    expect((await database.db.query("SELECT slug FROM venue ORDER BY slug")).map((v: { slug: string }) => v.slug)).toEqual(["adc-theatre", "adc-theatre-2", "mumford-theatre", "the-old-barn"]);
  });
});
