import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { Role } from "../../core/auth";
import { onEvents } from "../../core/pubsub";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { insertPlays, playFixture } from "../plays/play.fixtures";

let database: TestDatabase;
let site: TestApp;
let editor: string;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));

const ADC = {
  name: "ADC Theatre",
  address: "Park Street, Cambridge CB5 8AS",
  maplink: "https://maps.example.org/adc",
  stepFree: "Level access from Park Street",
  wheelchairSpaces: "Two spaces in row A: book at the box office",
  hearingLoop: "Infrared headsets from the box office",
  accessibleToilets: "Ground floor, by the foyer",
  parking: "Blue Badge bays on Park Street",
  publicTransport: "Buses to Jesus Lane",
  accessNotes: "Assistance dogs welcome",
};

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist });
  editor = await site.tokenFor(Role.editor, "Stagehand");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const gql = async (query: string, variables?: Record<string, unknown>, token: string | undefined = editor): Promise<any> =>
  (await site.graphql<any>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;
const VENUE = "id slug name address maplink stepFree wheelchairSpaces hearingLoop accessibleToilets parking publicTransport accessNotes createdAt updatedAt";
const create = (input: Record<string, unknown>) => gql(`mutation ($input: VenueDetailsInput!) { createVenue(input: $input) { ${VENUE} } }`, { input });
const venueCount = async () => Number((await database.db.query("SELECT count(*) FROM venue"))[0].count);

describe("venues: created by editors, read by anyone", () => {
  test("a venue keeps its access information; its slug comes from its name, -2 on a clash", async () => {
    const first = await create(ADC);
    expect(first.errors).toBeUndefined();
    expect(first.data.createVenue).toMatchObject({ ...ADC, slug: "adc-theatre", id: expect.any(String) });
    const twin = await create({ name: "ADC Theatre", address: "Another Street, Cambridge" });
    expect(twin.data.createVenue.slug).toBe("adc-theatre-2");
    const named = await create({ name: "The Mumford", slug: "Mumford", address: "East Road, Cambridge" });
    expect(named.data.createVenue).toMatchObject({ slug: "mumford", maplink: "", stepFree: "" });
  });

  test("venues lists them by name; venue(slug) finds one or answers NOT_FOUND, as a play does; REST says the same with _id", async () => {
    const { data } = await gql("{ venues { name slug } }", undefined, undefined);
    expect(data.venues.map((v: { name: string }) => v.name)).toEqual([...data.venues.map((v: { name: string }) => v.name)].sort());
    expect(data.venues.map((v: { slug: string }) => v.slug)).toEqual(expect.arrayContaining(["adc-theatre", "adc-theatre-2", "mumford"]));
    const one = await gql('{ venue(slug: "ADC-Theatre") { name stepFree } }', undefined, undefined);
    expect(one.data).toEqual({ venue: { name: "ADC Theatre", stepFree: ADC.stepFree } });
    const missing = await gql('{ venue(slug: "no-such-venue") { name } }', undefined, undefined);
    expect(missing.data).toBeNull();
    expect(missing.errors?.[0].extensions.code).toBe("NOT_FOUND");

    const list = await site.rest("GET", "/api/venues");
    expect(list.status).toBe(200);
    expect(list.body[0]).toHaveProperty("_id");
    expect(list.body[0]).not.toHaveProperty("id");
    const adc = await site.rest("GET", "/api/venues/adc-theatre");
    expect(adc.body).toMatchObject({ ...ADC, slug: "adc-theatre", _id: expect.any(String) });
    const unknown = await site.rest("GET", "/api/venues/no-such-venue");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("NOT_FOUND");
  });

  test("a slug no venue can have (a NUL byte, which PostgreSQL refuses) is a 404 and NOT_FOUND", async () => {
    const rest = await site.rest("GET", "/api/venues/adc%00theatre");
    expect(rest.status).toBe(404);
    expect(rest.body.code).toBe("NOT_FOUND");
    const one = await gql("query ($slug: String!) { venue(slug: $slug) { name } }", { slug: "adc\u0000theatre" }, undefined);
    expect(one.errors?.[0].extensions.code).toBe("NOT_FOUND");
  });

  test("every broken rule is reported at once, with its path, and nothing is stored", async () => {
    const before = await venueCount();
    const refused = await create({ name: "AB", address: "", maplink: "javascript:alert(1)", slug: "a b", hearingLoop: "x".repeat(2001) });
    expect(refused.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(refused.errors[0].extensions.fields.map((f: { path: string }) => f.path).sort()).toEqual(["address", "hearingLoop", "maplink", "name", "slug"]);
    expect(await venueCount()).toBe(before);
    const taken = await create({ name: "Other Hall", address: "1 Road, Cambridge", slug: "mumford" });
    expect(taken.errors[0].extensions).toMatchObject({ code: "CONFLICT", fields: [{ path: "slug" }] });
  });

  test("a venue's name is one line: a line break or other control character is refused by name, and nothing is stored", async () => {
    const before = await venueCount();
    const oneLine = [{ path: "name", message: "name must be one line of text, without control characters" }];
    for (const name of ["ADC\r\nTheatre", "ADC\u0000Theatre", "ADC\tTheatre"]) {
      const refused = await create({ ...ADC, name, slug: "" });
      expect(refused.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: oneLine });
    }
    expect(await venueCount()).toBe(before);
    const hall = (await create({ name: "One Line Hall", address: "2 Road, Cambridge" })).data.createVenue;
    const renamed = await gql(`mutation ($id: ID!, $input: VenueDetailsInput!) { updateVenue(id: $id, input: $input) { name } }`, { id: hall.id, input: { name: "One\nLine Hall", address: "2 Road, Cambridge" } });
    expect(renamed.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: oneLine });
    expect((await database.db.query("SELECT name FROM venue WHERE id = $1", [hall.id]))[0].name).toBe("One Line Hall");
  });

  test("an editor updates a venue: every play there shows it; writes announce CONTENT_CHANGED", async () => {
    let announcements = 0;
    const stop = onEvents(site.services.events, "CONTENT_CHANGED", () => (announcements += 1), () => undefined);
    const venue = (await create({ name: "Corpus Playroom", address: "St Edward's Passage, Cambridge" })).data.createVenue;
    await insertPlays(database.db, [playFixture({ slug: "at-the-playroom", venues: [], venueIds: [venue.id], dates: { startdate: null, displayedText: [] } })]);
    const updated = await gql(`mutation ($id: ID!, $input: VenueDetailsInput!) { updateVenue(id: $id, input: $input) { ${VENUE} } }`, {
      id: venue.id,
      input: { name: "Corpus Playroom", address: "St Edward's Passage, Cambridge CB2 3PJ", stepFree: "Stairs only: no lift" },
    });
    expect(updated.data.updateVenue).toMatchObject({ slug: "corpus-playroom", stepFree: "Stairs only: no lift" });
    const play = await site.rest("GET", "/api/plays/at-the-playroom");
    expect(play.body.venues).toEqual([expect.objectContaining({ _id: venue.id, address: "St Edward's Passage, Cambridge CB2 3PJ", stepFree: "Stairs only: no lift" })]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(announcements).toBe(2);
    await stop();
  });

  test("a venue a play, a performance or a draft still uses cannot be deleted; one unused can", async () => {
    const make = async (name: string) => (await create({ name, address: `${name} Street, Cambridge` })).data.createVenue.id as string;
    const [ofPlay, ofPerformance, ofDraft, unused] = await Promise.all(["Hall One", "Hall Two", "Hall Three", "Hall Four"].map(make));
    await insertPlays(database.db, [
      playFixture({ slug: "uses-a-venue", title: "Uses A Venue", venues: [], venueIds: [ofPlay] }),
      playFixture({
        slug: "performs-somewhere",
        title: "Performs Somewhere",
        venues: [],
        performances: [{ id: "1b0c2d3e-4f50-4a6b-8c7d-8e9f0a1b2c3d", startsAt: "2027-05-01T18:30:00.000Z", status: "onsale" as never, access: [], venueId: ofPerformance, bookingLink: null, note: null, postponedTo: null, sequence: 0 }],
      }),
    ]);
    const drafted = (await gql("mutation { createPlay { id version } }")).data.createPlay;
    const draft = await gql("mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { id } }", {
      id: drafted.id,
      input: { title: "Drafted", slug: "drafted", version: drafted.version, performances: [{ startsAt: "2027-06-01T18:30:00Z", venueId: ofDraft }] },
    });
    expect(draft.errors).toBeUndefined();

    for (const [id, user] of [[ofPlay, "Uses A Venue"], [ofPerformance, "Performs Somewhere"], [ofDraft, "Drafted"]]) {
      const refused = await gql("mutation ($id: ID!) { deleteVenue(id: $id) }", { id });
      expect(refused.errors[0].extensions.code).toBe("CONFLICT");
      expect(refused.errors[0].message).toContain(`"${user}"`);
    }
    expect((await gql("mutation ($id: ID!) { deleteVenue(id: $id) }", { id: unused })).data.deleteVenue).toBe(unused);
    expect((await gql("mutation ($id: ID!) { deleteVenue(id: $id) }", { id: unused })).errors[0].extensions.code).toBe("NOT_FOUND");
  });

  test("renaming a venue while a play there is being published waits for it: neither deadlocks, and the play's search text has the new name", async () => {
    const venue = (await create({ name: "Old Granary", address: "Mill Lane, Cambridge" })).data.createVenue;
    const [play] = await insertPlays(database.db, [playFixture({ slug: "granary-play", venues: [], venueIds: [venue.id] })]);
    // A publish as play-editing.service.ts makes it: the play locked, then the venues it names.
    const publish = new Client({ connectionString: database.url });
    await publish.connect();
    try {
      await publish.query("BEGIN");
      await publish.query("SELECT id FROM play WHERE id = $1 FOR UPDATE", [play.id]);
      const renaming = gql(`mutation ($id: ID!, $input: VenueDetailsInput!) { updateVenue(id: $id, input: $input) { name } }`, {
        id: venue.id,
        input: { name: "Tithe Barn", address: "Mill Lane, Cambridge" },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await publish.query("SET LOCAL lock_timeout = '3s'");
      await publish.query("SELECT id FROM venue WHERE id = $1 FOR KEY SHARE", [venue.id]);
      await publish.query("COMMIT");
      const renamed = await renaming;
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data.updateVenue.name).toBe("Tithe Barn");
    } finally {
      await publish.end();
    }
    const [row] = await database.db.query(`SELECT search @@ websearch_to_tsquery('site_search', 'Tithe') AS named FROM play WHERE id = $1`, [play.id]);
    expect(row.named).toBe(true);
  });
});

describe("venues made at the same moment", () => {
  const ROUNDS = 15;
  const createAs = async (input: Record<string, unknown>) => site.graphql<any>(`mutation ($input: VenueDetailsInput!) { createVenue(input: $input) { id slug } }`, { input }, { authorization: `Bearer ${editor}` });

  test("a venue with the name and address of one that exists is refused as CONFLICT naming name; nothing is stored", async () => {
    await create({ name: "Cambridge Arts Theatre", address: "6 St Edward's Passage, Cambridge" });
    const before = await venueCount();
    const again = await create({ name: " cambridge arts theatre", address: "6 St Edward's Passage, Cambridge" });
    expect(again.errors[0].extensions).toMatchObject({ code: "CONFLICT", fields: [{ path: "name", message: expect.stringContaining("/venues/cambridge-arts-theatre") }] });
    expect(await venueCount()).toBe(before);
  });

  test("two editors creating the same venue at once: one venue and one CONFLICT naming name, never a 500", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const input = { name: `Twin Hall ${round}`, address: `${round} Twin Street, Cambridge` };
      const answers = await Promise.all([createAs(input), createAs(input)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const made = answers.filter((a) => a.body.data?.createVenue);
      const refused = answers.filter((a) => a.body.errors);
      expect({ round, made: made.map((a) => a.body.data.createVenue.slug) }).toEqual({ round, made: [`twin-hall-${round}`] });
      expect(refused.map((a) => a.body.errors![0].extensions)).toEqual([expect.objectContaining({ code: "CONFLICT", fields: [expect.objectContaining({ path: "name" })] })]);
      expect(Number((await database.db.query("SELECT count(*) FROM venue WHERE name = $1", [input.name]))[0].count)).toBe(1);
    }
  });

  test("a publish naming a new place while an editor creates that venue: never a 500, one record, the play published on it", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const place = { name: `Barn ${round}`, address: `${round} Barn Lane, Cambridge` };
      const play = (await gql("mutation { createPlay { id version } }")).data.createPlay;
      const input = { title: `Barn Play ${round}`, slug: `barn-play-${round}`, version: play.version, status: ["current"], blurb: "<p>In a barn</p>", dates: { startdate: "2027-05-01T18:30:00.000Z", displayedText: [] }, venues: [place] };
      const [published, created] = await Promise.all([
        site.graphql<any>("mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { venues { id } } }", { id: play.id, input }, { authorization: `Bearer ${editor}` }),
        createAs(place),
      ]);
      expect([published.status, created.status]).toEqual([200, 200]);
      expect({ round, errors: published.body.errors }).toEqual({ round, errors: undefined });
      const records: { id: string }[] = await database.db.query("SELECT id FROM venue WHERE name = $1", [place.name]);
      expect(records).toHaveLength(1);
      expect(published.body.data.updatePlay.venues).toEqual([{ id: records[0].id }]);
      // The create either made the record the publish then used, or found it made: CONFLICT on name.
      if (created.body.errors) expect(created.body.errors[0].extensions).toMatchObject({ code: "CONFLICT", fields: [{ path: "name" }] });
      else expect(created.body.data.createVenue.id).toBe(records[0].id);
    }
  });
});

describe("the venue page", () => {
  const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);

  test("/venues/{slug} is a page with the venue's title, description and a Place with its address", async () => {
    const response = await fetch(`${site.url}/venues/adc-theatre`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>ADC Theatre | Fen Street Players</title>");
    expect(html).toContain(`content="${ADC.address}. ${ADC.stepFree}"`);
    const place = jsonLd(html).find((d) => d["@type"] === "Place");
    expect(place).toMatchObject({
      "@context": "https://schema.org",
      name: "ADC Theatre",
      url: "https://theatre.example/venues/adc-theatre",
      hasMap: ADC.maplink,
      address: { "@type": "PostalAddress", streetAddress: ADC.address, addressCountry: "GB" },
    });
    expect(place!.amenityFeature).toContainEqual({ "@type": "LocationFeatureSpecification", name: "Step-free route", value: ADC.stepFree });
  });

  test("an unknown venue is the not-found page with status 404", async () => {
    const response = await fetch(`${site.url}/venues/no-such-venue`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});
