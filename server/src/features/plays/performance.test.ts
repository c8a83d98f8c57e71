import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import type { Venue } from "../venues/venue.entity";
import { insertPlays, playFixture } from "./play.fixtures";
import { PlayStatus } from "./play-status.types";

let database: TestDatabase;
let site: TestApp;
let editor: string;
let adc: Venue;
let mumford: Venue;
const fixtureUser = { id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin };

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
  editor = await site.tokenFor(Role.editor, "Orsino");
  adc = await site.services.venues.create(fixtureUser, { name: "ADC Theatre", address: "Park Street, Cambridge", maplink: "https://maps.example.org/adc", stepFree: "Level access" });
  mumford = await site.services.venues.create(fixtureUser, { name: "Mumford Theatre", address: "East Road, Cambridge" });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const gql = async (query: string, variables?: Record<string, unknown>, token: string | undefined = editor): Promise<any> =>
  (await site.graphql<any>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;
/** `days` from now at 19:30 UTC, as an ISO instant. */
const inDays = (days: number, hour = 19) => new Date(Math.floor(Date.now() / 86_400_000 + days) * 86_400_000 + hour * 3_600_000 + 30 * 60_000).toISOString();
const stored = async (id: string) => (await database.db.query("SELECT * FROM play WHERE id = $1", [id]))[0];
const venueCount = async () => Number((await database.db.query("SELECT count(*) FROM venue"))[0].count);

async function newPlay(): Promise<{ id: string; version: number }> {
  return (await gql("mutation { createPlay { id version } }")).data.createPlay;
}

const PERFORMANCE = "id startsAt status access venue { id slug name address maplink stepFree } bookingLink note postponedTo";
const PLAY = `id slug version runningTime intervals ageGuidance contentWarnings contentNotes dates { startdate displayedText { title description startdate } } venues { id slug name } performances { ${PERFORMANCE} }`;
const update = (id: string, input: Record<string, unknown>) => gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { ${PLAY} } }`, { id, input });

describe("performances and the new play fields", () => {
  let play: any;

  test("a play saves its performances (status, access, venue, booking link, note, new date) and its guidance", async () => {
    const { id, version } = await newPlay();
    const { data, errors } = await update(id, {
      title: "Twelfth Night",
      slug: "twelfth-night",
      version,
      buylink: "https://tickets.example.org/twelfth",
      status: [PlayStatus.current],
      venueIds: [adc.id],
      dates: { startdate: null, displayedText: [{ title: "Box office", description: "Opens an hour before" }] },
      runningTime: 150,
      intervals: 1,
      ageGuidance: " 12+ ",
      contentWarnings: ["strobe", "themes", "strobe"],
      contentNotes: "Themes of grief",
      performances: [
        { startsAt: inDays(11), venueId: mumford.id, status: "soldout", bookingLink: "https://tickets.example.org/mumford", note: "Post-show talk" },
        { startsAt: inDays(10), venueId: adc.id, access: ["captioned", "bsl"] },
        { startsAt: inDays(12), venueId: adc.id, status: "postponed", postponedTo: inDays(20) },
        { startsAt: inDays(9), venueId: adc.id, status: "cancelled" },
      ],
    });
    expect(errors).toBeUndefined();
    play = data.updatePlay;
    expect(play).toMatchObject({ runningTime: 150, intervals: 1, ageGuidance: "12+", contentWarnings: ["strobe", "themes"], contentNotes: "Themes of grief" });
    // Soonest first; status on sale unless said; each with its venue record.
    expect(play.performances.map((p: any) => [p.startsAt, p.status, p.venue.slug])).toEqual([
      [inDays(9), "cancelled", "adc-theatre"],
      [inDays(10), "onsale", "adc-theatre"],
      [inDays(11), "soldout", "mumford-theatre"],
      [inDays(12), "postponed", "adc-theatre"],
    ]);
    expect(play.performances[1]).toMatchObject({ access: ["captioned", "bsl"], bookingLink: null, note: null, postponedTo: null, venue: { stepFree: "Level access", maplink: "https://maps.example.org/adc" } });
    expect(play.performances[2]).toMatchObject({ bookingLink: "https://tickets.example.org/mumford", note: "Post-show talk" });
    expect(play.performances[3].postponedTo).toBe(inDays(20));
    // The play's venues, then those of its performances.
    expect(play.venues.map((v: { name: string }) => v.name)).toEqual(["ADC Theatre", "Mumford Theatre"]);
  });

  test("GraphQL's dates are derived: the first performance not cancelled, the editor's lines, then a line per performance", async () => {
    expect(play.dates.startdate).toBe(inDays(10));
    const lines = play.dates.displayedText;
    expect(lines[0]).toEqual({ title: "Box office", description: "Opens an hour before", startdate: null });
    expect(lines.slice(1).map((l: { startdate: string }) => l.startdate)).toEqual([inDays(9), inDays(10), inDays(11), inDays(12)]);
    expect(lines[1].title).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d+(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/);
    expect(lines[1].description).toMatch(/^\d{1,2}\.30pm, ADC Theatre, Cancelled$/);
    expect(lines[2].description).toMatch(/^\d{1,2}\.30pm, ADC Theatre$/);
    expect(lines[3].description).toMatch(/, Mumford Theatre, Sold out$/);
    expect(lines[4].description).toMatch(/, ADC Theatre, Postponed to .+ at \d{1,2}\.30pm$/);
    // The indexed start date follows, so lists sort by the first performance.
    expect((await stored(play.id)).start_date.toISOString()).toBe(inDays(10));
  });

  test("REST answers the specification's shapes, derived, and adds performances (with _id, venue nested) and the new fields", async () => {
    const { status, body } = await site.rest("GET", "/api/plays/twelfth-night");
    expect(status).toBe(200);
    expect(body.dates).toEqual(play.dates);
    expect(body.venues.map((v: any) => [v._id, v.name, v.address, v.maplink])).toEqual([
      [adc.id, "ADC Theatre", "Park Street, Cambridge", "https://maps.example.org/adc"],
      [mumford.id, "Mumford Theatre", "East Road, Cambridge", ""],
    ]);
    expect(body).toMatchObject({ runningTime: 150, intervals: 1, ageGuidance: "12+", contentWarnings: ["strobe", "themes"], contentNotes: "Themes of grief" });
    expect(body.performances).toHaveLength(4);
    expect(Object.keys(body.performances[2]).sort()).toEqual(["_id", "access", "accessNote", "bookingLink", "endsAt", "note", "postponedTo", "remaining", "sales", "startsAt", "status", "venue"]);
    expect(body.performances[2]).toMatchObject({ _id: play.performances[2].id, status: "soldout", venue: { _id: mumford.id, slug: "mumford-theatre", name: "Mumford Theatre" } });
    for (const hidden of ["venueIds", "venueRecords", "startDate"]) expect(body).not.toHaveProperty(hidden);
    const list = await site.rest("GET", "/api/plays");
    expect(list.body.find((p: { slug: string }) => p.slug === "twelfth-night").dates).toEqual({ startdate: inDays(10) });
  });

  test("a REST client that sends back what it read changes nothing", async () => {
    const before = await site.rest("GET", "/api/plays/twelfth-night");
    const saved = await site.rest("PUT", `/api/plays/${play.id}`, before.body, editor);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.status).toBe(200);
    expect(saved.body.performances).toEqual(before.body.performances);
    expect(saved.body.dates).toEqual(before.body.dates);
    expect(saved.body.venues.map((v: { _id: string }) => v._id)).toEqual(before.body.venues.map((v: { _id: string }) => v._id));
    expect((await stored(play.id)).performances.map((p: { sequence: number }) => p.sequence)).toEqual([0, 0, 0, 0]);
  });
});

describe("bad input", () => {
  test("every broken rule is reported at once, with its path, and nothing is stored", async () => {
    const { id, version } = await newPlay();
    const before = await stored(id);
    const venues = await venueCount();
    const nowhere = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";
    const { status, body } = await site.rest("PUT", `/api/plays/${id}`, {
      title: "Bad Night",
      slug: "bad-night",
      version,
      venues: [{ name: "A Brand New Hall", address: "Nowhere Lane", maplink: "https://maps.example.org/new" }],
      venueIds: [nowhere],
      runningTime: 0,
      intervals: "two",
      ageGuidance: "suitable for ages twelve and up",
      contentWarnings: ["strobe", "scary"],
      performances: [
        { startsAt: "next tuesday", venueId: adc.id },
        { venueId: adc.id },
        { startsAt: inDays(5), venueId: nowhere },
        { startsAt: inDays(5), venueId: adc.id, status: "closed" },
        { startsAt: inDays(5), venueId: adc.id, access: ["captioned", "loud"] },
        { startsAt: inDays(5), venueId: adc.id, status: "postponed", postponedTo: inDays(4) },
        { startsAt: inDays(5), venueId: adc.id, status: "onsale", postponedTo: inDays(6) },
        { startsAt: inDays(5), venueId: adc.id, bookingLink: "javascript:alert(1)" },
        { startsAt: inDays(5) },
        { startsAt: "2027-06-02T19:30", venueId: adc.id },
      ],
    }, editor);
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "ageGuidance", "contentWarnings", "intervals",
      "performances[0].startsAt", "performances[1].startsAt", "performances[2].venueId", "performances[3].status", "performances[4].access",
      "performances[5].postponedTo", "performances[6].postponedTo", "performances[7].bookingLink", "performances[8].venueId", "performances[9].startsAt",
      "runningTime", "venueIds[0]",
    ]);
    expect(body.errors.find((e: { path: string }) => e.path === "performances[5].postponedTo").message).toBe("postponedTo must be after startsAt");
    // Without its offset, 19:30 would be read as UTC: an hour out in a London summer.
    expect(body.errors.find((e: { path: string }) => e.path === "performances[9].startsAt").message).toBe("startsAt must give its offset from UTC (Z or ±hh:mm)");
    expect(body.errors.find((e: { path: string }) => e.path === "performances[6].postponedTo").message).toBe("postponedTo is only for a postponed performance");
    expect(await stored(id)).toEqual(before);
    expect(await venueCount()).toBe(venues);
  });

  test("GraphQL reports the rules it cannot type as BAD_USER_INPUT with their paths", async () => {
    const { id, version } = await newPlay();
    const { errors } = await update(id, {
      title: "Bad Night",
      slug: "bad-night-2",
      version,
      performances: [{ startsAt: inDays(5), venueId: adc.id }, { startsAt: inDays(5), venueId: "00000000-0000-4000-8000-000000000000" }, { startsAt: inDays(5), venueId: adc.id, status: "postponed", postponedTo: "soon" }],
    });
    expect(errors[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: [{ path: "performances[2].postponedTo", message: expect.any(String) }, { path: "performances[1].venueId", message: expect.stringContaining("names no venue") }],
    });
    const typed = await update(id, { title: "Bad Night", slug: "bad-night-2", version, performances: [{ startsAt: inDays(5), venueId: adc.id, status: "closed" }] });
    expect(typed.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(typed.errors[0].message).toContain("PerformanceStatus");
  });
});

describe("each performance's sequence (iCalendar's SEQUENCE)", () => {
  test("is 0 when new and rises by one when its start, status, venue or new date changes, not otherwise", async () => {
    const { id, version } = await newPlay();
    const base = { title: "Sequenced", slug: "sequenced", venueIds: [adc.id] };
    const first = (await update(id, { ...base, version, performances: [{ startsAt: inDays(30), venueId: adc.id }, { startsAt: inDays(31), venueId: adc.id }] })).data.updatePlay;
    const [a, b] = first.performances.map((p: { id: string }) => p.id);
    const sequences = async () => Object.fromEntries((await stored(id)).performances.map((p: { id: string; sequence: number }) => [p.id, p.sequence]));
    expect(await sequences()).toEqual({ [a]: 0, [b]: 0 });

    const steps: [Record<string, unknown>, Record<string, unknown>, number, number][] = [
      [{ note: "Post-show talk" }, {}, 0, 0],
      [{ status: "fewleft" }, {}, 1, 0],
      [{ status: "fewleft", startsAt: inDays(32) }, {}, 2, 0],
      [{ status: "fewleft", startsAt: inDays(32), venueId: mumford.id }, { access: ["relaxed"] }, 3, 0],
      [{ status: "postponed", startsAt: inDays(32), venueId: mumford.id, postponedTo: inDays(40) }, {}, 4, 0],
      [{ status: "postponed", startsAt: inDays(32), venueId: mumford.id, postponedTo: inDays(41) }, { status: "cancelled" }, 5, 1],
    ];
    let current = first;
    for (const [changeA, changeB, sequenceA, sequenceB] of steps) {
      current = (await update(id, {
        ...base,
        version: current.version,
        performances: [{ id: a, startsAt: inDays(30), venueId: adc.id, ...changeA }, { id: b, startsAt: inDays(31), venueId: adc.id, ...changeB }],
      })).data.updatePlay;
      expect({ changeA, changeB, sequences: await sequences() }).toEqual({ changeA, changeB, sequences: { [a]: sequenceA, [b]: sequenceB } });
    }
    // A performance left out goes; a new one starts at 0.
    current = (await update(id, { ...base, version: current.version, performances: [{ id: a, startsAt: inDays(32), venueId: mumford.id, status: "postponed", postponedTo: inDays(41) }, { startsAt: inDays(33), venueId: adc.id }] })).data.updatePlay;
    const now = await sequences();
    expect(Object.keys(now)).not.toContain(b);
    expect(Object.values(now).sort()).toEqual([0, 5]);
  });
});

describe("the specification's shape for dates, as REST callers and the older editor send it", () => {
  test("dated lines become performances at the first venue (a venue named as before is the record); lines without a venue stay", async () => {
    const { id, version } = await newPlay();
    const venues = await venueCount();
    const saved = await site.rest("PUT", `/api/plays/${id}`, {
      title: "Old Shape",
      slug: "old-shape",
      version,
      dates: {
        startdate: inDays(50),
        displayedText: [
          { title: "Evenings", description: "7.30pm nightly", startdate: null },
          { title: "Opening", description: "Gala night", startdate: inDays(50) },
          { title: "Matinee", description: "Afternoon", startdate: inDays(52, 14) },
        ],
      },
      venues: [{ name: " adc theatre", address: "PARK STREET, Cambridge", maplink: "https://maps.example.org/other" }],
    }, editor);
    expect(saved.status).toBe(200);
    expect(await venueCount()).toBe(venues);
    expect(saved.body.venues.map((v: { _id: string }) => v._id)).toEqual([adc.id]);
    expect(saved.body.performances.map((p: any) => [p.startsAt, p.status, p.venue._id])).toEqual([[inDays(50), "onsale", adc.id], [inDays(52, 14), "onsale", adc.id]]);
    expect(saved.body.dates.startdate).toBe(inDays(50));
    expect(saved.body.dates.displayedText.map((l: any) => l.startdate)).toEqual([null, inDays(50), inDays(52, 14)]);
    expect((await stored(id)).dates.displayedText).toEqual([{ title: "Evenings", description: "7.30pm nightly", startdate: null }]);

    const noVenue = await newPlay();
    const lines = { startdate: inDays(60), displayedText: [{ title: "Opening", description: "Gala night", startdate: inDays(60) }] };
    const kept = await site.rest("PUT", `/api/plays/${noVenue.id}`, { title: "No Venue", slug: "no-venue", version: noVenue.version, dates: lines }, editor);
    expect(kept.body.performances).toEqual([]);
    expect(kept.body.dates).toEqual(lines);
  });

  test("the older editor's save keeps each performance its lines still name, as it was, drops the others and adds new ones", async () => {
    const { id, version } = await newPlay();
    const saved = (await update(id, {
      title: "Kept Nights",
      slug: "kept-nights",
      version,
      venueIds: [adc.id],
      performances: [
        { startsAt: inDays(20), venueId: mumford.id, status: "soldout", access: ["captioned"] },
        { startsAt: inDays(21), venueId: adc.id, status: "fewleft" },
        { startsAt: inDays(22), venueId: adc.id },
      ],
    })).data.updatePlay;
    // What the editor of today loads and sends back: dates and venues as read, no performances.
    const form = (await gql(`{ playDraft(slug: "kept-nights") { version dates { startdate displayedText { title description startdate } } venues { id name address maplink } } }`)).data.playDraft;
    const lines = form.dates.displayedText.filter((l: { startdate: string }) => l.startdate !== inDays(21));
    lines.push({ title: "Extra matinee", description: "2.30pm", startdate: inDays(23, 14) });
    const answer = await update(id, { title: "Kept Nights", slug: "kept-nights", version: form.version, dates: { startdate: form.dates.startdate, displayedText: lines }, venues: form.venues });
    expect(answer.errors).toBeUndefined();
    const again = answer.data.updatePlay;
    expect(again.performances.map((p: any) => [p.id, p.startsAt, p.status, p.access, p.venue.name])).toEqual([
      [saved.performances[0].id, inDays(20), "soldout", ["captioned"], "Mumford Theatre"],
      [saved.performances[2].id, inDays(22), "onsale", [], "ADC Theatre"],
      [expect.any(String), inDays(23, 14), "onsale", [], "ADC Theatre"],
    ]);
    expect(again.dates.displayedText).toHaveLength(3);
    expect((await stored(id)).performances.map((p: { sequence: number }) => p.sequence)).toEqual([0, 0, 0]);
  });
});

describe("what's on, filtered by access and venue", () => {
  beforeAll(async () => {
    const performance = (startsAt: string, venueId: string, access: string[], status = "onsale") => ({ id: crypto.randomUUID(), startsAt, venueId, access, status, bookingLink: null, note: null, postponedTo: null, sequence: 0 }) as never;
    await insertPlays(database.db, [
      playFixture({ slug: "captioned-at-adc", status: [PlayStatus.current], venues: [], performances: [performance(inDays(3), adc.id, ["captioned"]), performance(inDays(4), adc.id, [])] }),
      playFixture({ slug: "relaxed-at-mumford", status: [PlayStatus.upcoming], venues: [], performances: [performance(inDays(40), mumford.id, ["relaxed", "touchtour"])] }),
      playFixture({ slug: "captioned-but-over", status: [PlayStatus.current], venues: [], performances: [performance(inDays(-3), adc.id, ["captioned"]), performance(inDays(5), adc.id, ["captioned"], "cancelled")] }),
      playFixture({ slug: "no-access-features", status: [PlayStatus.upcoming], venues: [], performances: [performance(inDays(41), mumford.id, [])] }),
    ]);
  });

  const WHATS_ON = "query ($access: String, $venue: String) { whatsOn(access: $access, venue: $venue) { currentPlays { slug performances { startsAt access } } upcomingPlays { slug performances { startsAt } } } }";
  const slugsOf = (w: any) => [...w.currentPlays, ...w.upcomingPlays].map((p: { slug: string }) => p.slug).filter((s: string) => !["twelfth-night"].includes(s));

  test.each([
    [{ access: "captioned" }, ["captioned-at-adc"]],
    [{ access: "any" }, ["captioned-at-adc", "relaxed-at-mumford"]],
    [{ venue: "mumford-theatre" }, ["relaxed-at-mumford", "no-access-features"]],
    [{ access: "captioned", venue: "mumford-theatre" }, []],
    [{ venue: "no-such-venue" }, []],
  ])("%j keeps %j, through GraphQL and REST alike", async (filter, expected) => {
    const { data } = await gql(WHATS_ON, filter, undefined);
    expect(slugsOf(data.whatsOn)).toEqual(expected);
    const rest = await site.rest("GET", `/api/plays/whatson?${new URLSearchParams(filter)}`);
    expect(slugsOf(rest.body)).toEqual(expected);
  });

  test("a filtered play shows only its performances that match", async () => {
    const { data } = await gql(WHATS_ON, { access: "captioned" }, undefined);
    expect(data.whatsOn.currentPlays.find((p: { slug: string }) => p.slug === "captioned-at-adc").performances).toEqual([{ startsAt: inDays(3), access: ["captioned"] }]);
    const all = await gql(WHATS_ON, {}, undefined);
    expect(all.data.whatsOn.currentPlays.find((p: { slug: string }) => p.slug === "captioned-at-adc").performances).toHaveLength(2);
  });

  test("bad values are a 400 (REST) or BAD_USER_INPUT (GraphQL) naming the field", async () => {
    const rest = await site.rest("GET", "/api/plays/whatson?access=loud&venue=a%20b");
    expect(rest.status).toBe(400);
    expect(rest.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["access", "venue"]);
    const { errors } = await gql(WHATS_ON, { access: "loud" }, undefined);
    expect(errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: [{ path: "access", message: expect.stringContaining("captioned") }] });
  });
});

describe("drafts and old snapshots", () => {
  test("a draft naming a venue by an upper-case id still keeps that venue from being deleted", async () => {
    const { id, version } = await newPlay();
    const made = (await gql('mutation { createVenue(input: { name: "Case Hall", address: "1 Upper Street, Cambridge" }) { id } }')).data.createVenue.id as string;
    const draft = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { id } }`, { id, input: { title: "Upper Case", slug: "upper-case", version, venueIds: [made.toUpperCase()] } });
    expect(draft.errors).toBeUndefined();
    const refused = await gql("mutation ($id: ID!) { deleteVenue(id: $id) }", { id: made });
    expect(refused.errors?.[0].extensions.code).toBe("CONFLICT");
  });

  test("a draft shows its performances' venues and the venues its form names, and makes no venue until published", async () => {
    const { id, version } = await newPlay();
    const published = (await update(id, { title: "Drafty", slug: "drafty", version, venueIds: [adc.id], performances: [{ startsAt: inDays(70), venueId: adc.id }] })).data.updatePlay;
    const venues = await venueCount();
    const draft = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { ${PLAY} } }`, {
      id,
      input: {
        title: "Drafty",
        slug: "drafty",
        version: published.version,
        venues: [{ name: "The Old Barn", address: "Farm Lane, Grantchester", maplink: "https://maps.example.org/barn" }],
        performances: [{ id: published.performances[0].id, startsAt: inDays(70), venueId: mumford.id, status: "soldout" }],
      },
    });
    expect(draft.errors).toBeUndefined();
    expect(draft.data.savePlayDraft.venues.map((v: any) => [v.name, v.slug])).toEqual([["The Old Barn", ""], ["Mumford Theatre", "mumford-theatre"]]);
    expect(draft.data.savePlayDraft.performances[0]).toMatchObject({ status: "soldout", venue: { name: "Mumford Theatre" } });
    expect(await venueCount()).toBe(venues);
    // Visitors still see what is published.
    expect((await site.rest("GET", "/api/plays/drafty")).body.performances[0].venue.name).toBe("ADC Theatre");

    const publish = await gql(`mutation ($id: ID!, $version: Int!) { publishPlay(id: $id, version: $version) { ${PLAY} } }`, { id, version: draft.data.savePlayDraft.version });
    expect(publish.errors).toBeUndefined();
    expect(publish.data.publishPlay.venues.map((v: any) => [v.name, v.slug])).toEqual([["The Old Barn", "the-old-barn"], ["Mumford Theatre", "mumford-theatre"]]);
    expect(await venueCount()).toBe(venues + 1);
    expect((await stored(id)).performances[0]).toMatchObject({ status: "soldout", venueId: mumford.id, sequence: 1 });
  });

  test("a revision saved before performances existed (venues by name, dated lines) restores and publishes", async () => {
    const { id, version } = await newPlay();
    const published = (await update(id, { title: "Old Revision", slug: "old-revision", version })).data.updatePlay;
    const [revision] = await database.db.query(
      `INSERT INTO revision (item_kind, item_id, number, published, fields, changed, saved_at) VALUES ('play', $1, 99, true, $2, '{}', now()) RETURNING id`,
      [id, JSON.stringify({
        title: "Old Revision",
        slug: "old-revision",
        status: ["upcoming"],
        dates: { startdate: inDays(80), displayedText: [{ title: "Evenings", description: "7.30pm", startdate: inDays(80) }, { title: "Note", description: "Latecomers wait", startdate: null }] },
        venues: [{ id: "7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a", name: "ADC Theatre", address: "Park Street, Cambridge", maplink: "https://maps.example.org/adc" }],
        prices: [],
      })],
    );
    const restored = await gql(`mutation ($id: ID!, $revision: ID!, $version: Int!) { restorePlayRevision(id: $id, revisionId: $revision, version: $version) { ${PLAY} } }`, { id, revision: revision.id, version: published.version });
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restorePlayRevision.venues.map((v: { id: string }) => v.id)).toEqual([adc.id]);
    expect(restored.data.restorePlayRevision.performances.map((p: any) => [p.startsAt, p.venue.id])).toEqual([[inDays(80), adc.id]]);
    const live = await gql(`mutation ($id: ID!, $version: Int!) { publishPlay(id: $id, version: $version) { ${PLAY} } }`, { id, version: restored.data.restorePlayRevision.version });
    expect(live.errors).toBeUndefined();
    expect(live.data.publishPlay.dates.displayedText.map((l: any) => l.startdate)).toEqual([null, inDays(80)]);
    expect((await stored(id)).venue_ids).toEqual([adc.id]);
  });
});
