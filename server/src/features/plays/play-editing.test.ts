import fs from "node:fs";
import path from "node:path";
import { Role } from "../../core/auth";
import type { LocalDiskStorage } from "../../core/storage";
import { picture, postFile } from "../../test/images";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, testStorage, type TestApp } from "../../test/test-app";
import { insertPlays, playFixture } from "./play.fixtures";
import { londonInWords } from "@theatre/common/london-dates";

let database: TestDatabase;
let site: TestApp;
let storage: LocalDiskStorage;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = testStorage();
  site = await startTestApp(database.db, { storage });
  editor = await site.tokenFor(Role.editor, "Prospero");
  await insertPlays(database.db, [playFixture({ slug: "the-tempest", title: "The Tempest", status: ["featured" as never] })]);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const call = (method: string, urlPath: string, body?: unknown, token: string | undefined = editor) => site.rest(method, urlPath, body, token);

/** A new play, read back through REST as the editor's form would hold it. */
async function newPlay() {
  const { body } = await call("POST", "/api/plays/");
  return body;
}

/** A whole valid play as the editor sends it (REST shape: `_id`s, extra fields included). */
function filledIn(play: any, changes: Record<string, unknown> = {}) {
  return {
    ...play,
    title: "Measure for Measure",
    slug: `measure-${play._id.slice(0, 8)}`,
    message: "Opening soon",
    blurb: "<p>Vienna's duke leaves Angelo in charge.</p>",
    blurbExcerpt: "Justice and mercy in Vienna.",
    buylink: "https://tickets.example.org/measure",
    status: ["upcoming", "audition"],
    auditionEmailRecipient: "director@example.org",
    dates: { startdate: "2027-05-01T19:30:00.000Z", displayedText: [{ title: "Evenings", description: "7.30pm nightly", startdate: "" }] },
    venues: [{ name: "ADC Theatre", address: "Park Street, Cambridge", maplink: "https://maps.example.org/adc" }],
    prices: [{ title: "Full price", price: "14.50" }],
    images: [],
    videolinks: ["https://www.youtube.com/watch?v=abc123"],
    reviews: [{ reviewer: "The Critic", text: "Superb." }],
    productionteam: { title: "Production team", members: [{ order: 0, role: "Director", name: "Isabella Grant" }] },
    castlist: { title: "Cast", members: [{ order: 0, charactername: "Angelo", realname: "Tom Hart" }] },
    updatedBy: "Someone Forged",
    ...changes,
  };
}

const storedPlay = async (id: string) => (await database.db.query("SELECT * FROM play WHERE id = $1", [id]))[0];

describe("creating, saving and deleting plays through REST", () => {
  test("POST /api/plays/ with an empty body creates a blank play, flagged new, with a new-play slug", async () => {
    const { status, body } = await call("POST", "/api/plays/");
    expect(status).toBe(201);
    expect(body).toMatchObject({ _id: expect.any(String), title: "", isNew: true, status: [], version: 1, updatedBy: "Prospero" });
    expect(body.slug).toMatch(/^new-play-[0-9a-f]{6}$/);
    const list = await call("GET", "/api/plays");
    expect(list.body.map((p: { slug: string }) => p.slug)).toContain(body.slug);
  });

  test("PUT saves the whole play as sent: trimmed, sanitised, with stable sub-object ids, the editor's name and the next version", async () => {
    const play = await newPlay();
    const first = await call("PUT", `/api/plays/${play._id}`, filledIn(play, { title: "  Measure for Measure  ", blurb: "<p onclick=\"x()\">Vienna</p><script>alert(1)</script>" }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: "Measure for Measure", blurb: "<p>Vienna</p>", version: 2, isNew: false, updatedBy: "Prospero", auditionEmailRecipient: "director@example.org" });
    expect(first.body.prices[0]).toEqual({ _id: expect.any(String), title: "Full price", price: 14.5 });
    const venueId = first.body.venues[0]._id;

    const second = await call("PUT", `/api/plays/${play._id}`, { ...first.body, venues: [...first.body.venues, { name: "Mumford Theatre", address: "East Road", maplink: "https://maps.example.org/m" }] });
    expect(second.status).toBe(200);
    expect(second.body.venues[0]._id).toBe(venueId);
    expect(second.body.venues[1]._id).toEqual(expect.any(String));
    expect(second.body.venues[1]._id).not.toBe(venueId);
    expect((await storedPlay(play._id)).start_date.toISOString()).toBe("2027-05-01T19:30:00.000Z");

    const read = await call("GET", `/api/plays/${second.body.slug}`);
    expect(read.body.version).toBe(3);
  });

  test("DELETE moves the play to Deleted items: it answers 404 at once, and its images wait with it", async () => {
    const play = await newPlay();
    await postFile(`${site.url}/api/plays/${play._id}/uploadimage`, "myfile", await picture("jpeg"), `${play._id}_mainimage0.jpg`, { authorization: `Bearer ${editor}` });
    expect(fs.existsSync(path.join(storage.root, "plays", play._id, "mainimage0.jpg"))).toBe(true);
    const { status } = await call("DELETE", `/api/plays/${play._id}`);
    expect(status).toBe(200);
    expect((await call("GET", `/api/plays/${play.slug}`)).status).toBe(404);
    expect(fs.existsSync(path.join(storage.root, "plays", play._id, "mainimage0.jpg"))).toBe(true);
    expect((await call("DELETE", `/api/plays/${play._id}`)).status).toBe(404);
    expect((await call("PUT", `/api/plays/${play._id}`, filledIn(play))).status).toBe(404);
  });
});

describe("validation (specification section 5), one passing and one failing case per rule", () => {
  const CASES: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ["title", { title: "Ham" }, { title: "Hm" }, "title"],
    ["title required", { title: "Lear" }, { title: undefined }, "title"],
    ["title on one line", { title: "Twelfth Night" }, { title: "Twelfth Night\r\nBEGIN:VEVENT" }, "title"],
    ["slug length", { slug: "abc" }, { slug: "ab" }, "slug"],
    ["slug characters", { slug: "a_b-1" }, { slug: "a b!" }, "slug"],
    ["audition recipient required with audition", { status: ["audition"], auditionEmailRecipient: "a@example.org" }, { status: ["audition"], auditionEmailRecipient: "" }, "auditionEmailRecipient"],
    ["audition recipient is an email", { auditionEmailRecipient: "a@example.org" }, { auditionEmailRecipient: "not-an-email" }, "auditionEmailRecipient"],
    ["message", { message: "New" }, { message: "No" }, "message"],
    ["blurb", { blurb: "<p>Yes</p>" }, { blurb: "No" }, "blurb"],
    ["blurbExcerpt", { blurbExcerpt: "Yes" }, { blurbExcerpt: "No" }, "blurbExcerpt"],
    ["production team title", { productionteam: { title: "Crew", members: [] } }, { productionteam: { title: "Cr", members: [] } }, "productionteam.title"],
    ["cast title", { castlist: { title: "Cast", members: [] } }, { castlist: { title: "Ca", members: [] } }, "castlist.title"],
    ["reviewer", { reviews: [{ reviewer: "Ann", text: "Good" }] }, { reviews: [{ reviewer: "An", text: "Good" }] }, "reviews[0].reviewer"],
    ["review text", { reviews: [{ reviewer: "Ann", text: "Yes" }] }, { reviews: [{ reviewer: "Ann", text: "No" }] }, "reviews[0].text"],
    ["date title", { dates: { startdate: null, displayedText: [{ title: "Eve", description: "7.30pm" }] } }, { dates: { startdate: null, displayedText: [{ title: "Ev", description: "7.30pm" }] } }, "dates.displayedText[0].title"],
    ["date description", { dates: { startdate: null, displayedText: [{ title: "Eve", description: "7pm" }] } }, { dates: { startdate: null, displayedText: [{ title: "Eve", description: "7p" }] } }, "dates.displayedText[0].description"],
    ["start date", { dates: { startdate: "2027-01-01T19:00:00Z", displayedText: [] } }, { dates: { startdate: "next tuesday", displayedText: [] } }, "dates.startdate"],
    ["venue name", { venues: [{ name: "ADC", address: "Park St", maplink: "https://m.example.org" }] }, { venues: [{ name: "AD", address: "Park St", maplink: "https://m.example.org" }] }, "venues[0].name"],
    ["venue name on one line", { venues: [{ name: "ADC Theatre", address: "Park St", maplink: "https://m.example.org" }] }, { venues: [{ name: "ADC\nTheatre", address: "Park St", maplink: "https://m.example.org" }] }, "venues[0].name"],
    ["venue address", { venues: [{ name: "ADC", address: "Pk1", maplink: "https://m.example.org" }] }, { venues: [{ name: "ADC", address: "Pk", maplink: "https://m.example.org" }] }, "venues[0].address"],
    ["venue map link", { venues: [{ name: "ADC", address: "Park St", maplink: "https://m.example.org" }] }, { venues: [{ name: "ADC", address: "Park St", maplink: "javascript:alert(1)" }] }, "venues[0].maplink"],
    ["price title", { prices: [{ title: "Kid", price: 5 }] }, { prices: [{ title: "Ki", price: 5 }] }, "prices[0].title"],
    ["price minimum", { prices: [{ title: "Kids", price: "1" }] }, { prices: [{ title: "Kids", price: 0.5 }] }, "prices[0].price"],
    ["price is a number", { prices: [{ title: "Kids", price: "2.50" }] }, { prices: [{ title: "Kids", price: "two" }] }, "prices[0].price"],
    ["buylink", { buylink: "https://t.example.org" }, { buylink: "javascript:alert(1)" }, "buylink"],
    ["status values", { status: ["current"] }, { status: ["current", "cancelled"] }, "status"],
    ["video links", { videolinks: ["https://vimeo.com/1"] }, { videolinks: ["vimeo"] }, "videolinks"],
    ["image path", { images: [{ photo: "/images/plays/x/photo0.jpg", caption: "A", description: "A" }] }, { images: [{ photo: "https://evil.example/x.jpg", caption: "A" }] }, "images[0].photo"],
  ];

  let play: any;
  beforeAll(async () => {
    play = (await call("PUT", `/api/plays/${(await newPlay())._id}`, filledIn(await newPlay().then((p) => p)))).body;
  });

  test.each(CASES)("%s", async (_rule, good, bad, fieldPath) => {
    const current = (await call("GET", `/api/plays/${play.slug}`)).body;
    const before = await storedPlay(current._id);
    const refused = await call("PUT", `/api/plays/${current._id}`, filledIn(current, { slug: current.slug, ...bad, version: current.version }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: fieldPath, message: expect.any(String) }]);
    expect(await storedPlay(current._id)).toEqual(before);
    const accepted = await call("PUT", `/api/plays/${current._id}`, filledIn(current, { ...good, slug: good.slug ?? current.slug, version: current.version }));
    expect({ status: accepted.status, errors: accepted.body.errors }).toEqual({ status: 200, errors: undefined });
    play = accepted.body;
  });

  test("every broken rule is reported at once, with its path", async () => {
    const current = (await call("GET", `/api/plays/${play.slug}`)).body;
    const { status, body } = await call(
      "PUT",
      `/api/plays/${current._id}`,
      filledIn(current, { title: "x", slug: "?", venues: [{ name: "ADC", address: "Park", maplink: "https://m.example.org" }, { name: "", address: "P", maplink: "nope" }], prices: [{ title: "Full", price: 0 }], version: current.version }),
    );
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["prices[0].price", "slug", "title", "venues[1].address", "venues[1].maplink", "venues[1].name"]);
  });

  test("GraphQL reports the same list as BAD_USER_INPUT", async () => {
    const current = (await call("GET", `/api/plays/${play.slug}`)).body;
    const { body } = await site.graphql<any>(
      "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { id } }",
      { id: current._id, input: { title: "x", slug: current.slug, version: current.version, venues: [{ name: "AD", address: "Park", maplink: "https://m.example.org" }] } },
      { authorization: `Bearer ${editor}` },
    );
    expect(body.errors![0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: [{ path: "title", message: expect.any(String) }, { path: "venues[0].name", message: expect.any(String) }] });
  });

  test("a title and a venue name are one line: a line break or other control character is refused by name, in a save and in a draft", async () => {
    const current = (await call("GET", `/api/plays/${play.slug}`)).body;
    const before = await storedPlay(current._id);
    const headers = { authorization: `Bearer ${editor}` };
    const oneLine = (field: string) => ({ path: field, message: `${field.replace(/^.*\./, "")} must be one line of text, without control characters` });
    for (const mutation of ["updatePlay", "savePlayDraft"]) {
      const { body } = await site.graphql<any>(
        `mutation ($id: ID!, $input: PlayInput!) { ${mutation}(id: $id, input: $input) { id } }`,
        { id: current._id, input: { title: "Twelfth\u0007Night", slug: current.slug, version: current.version, venues: [{ name: "ADC\rTheatre", address: "Park Street", maplink: "" }] } },
        headers,
      );
      expect(body.errors![0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: [oneLine("title"), oneLine("venues[0].name")] });
    }
    expect(await storedPlay(current._id)).toEqual(before);
  });
});

describe("slugs, featuring and conflicts", () => {
  test("a taken slug is a 409 field error; a reserved one a 400; a slug is stored in lowercase", async () => {
    const play = await newPlay();
    const taken = await call("PUT", `/api/plays/${play._id}`, filledIn(play, { slug: "the-tempest" }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ path: "slug", message: expect.stringContaining("already used") }]);
    for (const reserved of ["about", "admin-edit-tool", "blogs", "whats-on", "featured"]) {
      const refused = await call("PUT", `/api/plays/${play._id}`, filledIn(play, { slug: reserved }));
      expect({ reserved, status: refused.status, path: refused.body.errors?.[0].path }).toEqual({ reserved, status: 400, path: "slug" });
    }
    const mixed = await call("PUT", `/api/plays/${play._id}`, filledIn(play, { slug: "Winters-Tale" }));
    expect(mixed.body.slug).toBe("winters-tale");
  });

  test("a play already holding a reserved slug (venues, calendar...) is refused it on its next save, REST, GraphQL and draft alike, and changes nothing", async () => {
    const held = await insertPlays(database.db, [playFixture({ slug: "venues", title: "Venues" }), playFixture({ slug: "calendar", title: "Calendar" })]);
    for (const stored of held) {
      const before = await database.db.query("SELECT slug, version, draft FROM play WHERE id = $1", [stored.id]);
      const play = (await call("GET", `/api/plays/${stored.slug}`)).body;
      const rest = await call("PUT", `/api/plays/${stored.id}`, filledIn(play, { slug: stored.slug }));
      expect({ slug: stored.slug, status: rest.status, errors: rest.body.errors }).toEqual({ slug: stored.slug, status: 400, errors: [{ path: "slug", message: expect.stringContaining("reserved") }] });
      for (const mutation of ["updatePlay", "savePlayDraft"]) {
        const { body } = await site.graphql<any>(`mutation ($id: ID!, $input: PlayInput!) { ${mutation}(id: $id, input: $input) { slug } }`, { id: stored.id, input: { title: stored.title, slug: stored.slug, version: play.version } }, { authorization: `Bearer ${editor}` });
        expect({ mutation, code: body.errors?.[0].extensions?.code, fields: body.errors?.[0].extensions?.fields }).toEqual({ mutation, code: "BAD_USER_INPUT", fields: [{ path: "slug", message: expect.stringContaining("reserved") }] });
      }
      expect(await database.db.query("SELECT slug, version, draft FROM play WHERE id = $1", [stored.id])).toEqual(before);
    }
  });

  test("featuring a play unfeatures the one that was featured, in the same save", async () => {
    const play = await newPlay();
    const saved = await call("PUT", `/api/plays/${play._id}`, filledIn(play, { status: ["featured", "current"] }));
    expect(saved.status).toBe(200);
    const featured = await database.db.query("SELECT slug FROM play WHERE 'featured' = ANY (status)");
    expect(featured).toEqual([{ slug: saved.body.slug }]);
    expect((await call("GET", "/api/plays/featured")).body._id).toBe(play._id);
    expect((await call("GET", "/api/plays/the-tempest")).body.status).toEqual([]);
  });

  test("a save from an older version is refused with who saved last and when, and changes nothing", async () => {
    const play = await newPlay();
    const other = await site.tokenFor(Role.editor, "Miranda");
    const theirs = await call("PUT", `/api/plays/${play._id}`, filledIn(play, { title: "Their title" }), other);
    expect(theirs.status).toBe(200);
    const before = await storedPlay(play._id);
    const mine = await call("PUT", `/api/plays/${play._id}`, filledIn(play, { title: "My title" }));
    expect(mine.status).toBe(409);
    expect(mine.body.code).toBe("CONFLICT");
    expect(mine.body.message).toContain("Miranda");
    // When, in words on London's clock (as the editor's dialog shows it), not a raw timestamp.
    expect(mine.body.message).toContain(`on ${londonInWords(new Date(theirs.body.updatedAt))} after you opened it`);
    expect(mine.body.message).not.toContain(theirs.body.updatedAt);
    expect(await storedPlay(play._id)).toEqual(before);
  });
});

describe("GraphQL writes", () => {
  test("createPlay, updatePlay and deletePlay", async () => {
    const headers = { authorization: `Bearer ${editor}` };
    const created = await site.graphql<any>("mutation { createPlay { id slug isNew version } }", undefined, headers);
    const { id, version } = created.body.data.createPlay;
    expect(created.body.data.createPlay.slug).toMatch(/^new-play-/);
    const updated = await site.graphql<any>(
      "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { title slug status version isNew updatedBy prices { id price } } }",
      { id, input: { title: "Pericles", slug: "pericles", status: ["upcoming"], version, prices: [{ title: "Full price", price: 12 }] } },
      headers,
    );
    expect(updated.body.data.updatePlay).toMatchObject({ title: "Pericles", slug: "pericles", status: ["upcoming"], version: 2, isNew: false, updatedBy: "Prospero" });
    const deleted = await site.graphql<any>("mutation ($id: ID!) { deletePlay(id: $id) }", { id }, headers);
    expect(deleted.body.data.deletePlay).toBe(id);
    const gone = await site.graphql<any>("{ play(slug: \"pericles\") { id } }");
    expect(gone.body.errors![0].extensions!.code).toBe("NOT_FOUND");
  });
});
