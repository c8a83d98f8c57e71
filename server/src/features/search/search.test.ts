import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { Blog } from "../blogs/blog.entity";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { textRuns } from "./search-extract";
import { lookAlikeText } from "./search-text";

let database: TestDatabase;
let site: TestApp;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { settings: { searchesPerMinute: 100_000 } });
  editor = await site.tokenFor(Role.editor, "Searcher");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

interface Run { text: string; match: boolean }
interface Item { __typename: string; play?: { slug: string }; blog?: { slug: string }; person?: { slug: string }; extract: Run[] }
interface Results { query: string; page: number; pages: number; total: number; perPage: number; approximate: boolean; items: Item[] }

const SEARCH = `query ($query: String!, $page: Int) {
  search(query: $query, page: $page) {
    query page pages total perPage approximate
    items {
      __typename
      ... on PlayHit { play { slug } extract { text match } }
      ... on BlogHit { blog { slug } extract { text match } }
      ... on PersonHit { person { slug } extract { text match } }
    }
  }
}`;

const gql = async (query: string, variables?: Record<string, unknown>, token?: string): Promise<any> =>
  (await site.graphql(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;

async function search(query: string, page?: number): Promise<Results> {
  const body = await gql(SEARCH, { query, page });
  expect(body.errors).toBeUndefined();
  return body.data.search;
}

/** Each hit as "type:slug", best first. */
const found = async (query: string, page?: number) =>
  (await search(query, page)).items.map((item) => {
    const { slug } = item.play ?? item.blog ?? item.person!;
    return `${item.__typename.replace("Hit", "").toLowerCase()}:${slug}`;
  });

const addBlogs = (blogs: Partial<Blog>[]) =>
  database.db.getRepository(Blog).save(blogs.map((blog) => ({ title: "A post", author: "Ann Author", body: "<p>Words.</p>", images: [], publishedAt: new Date("2026-05-01T10:00:00Z"), ...blog })));

async function addPerson(input: Record<string, unknown>): Promise<{ id: string; slug: string; version: number }> {
  const body = await gql(`mutation ($input: PersonInput!) { createPerson(input: $input) { id slug version } }`, { input }, editor);
  expect(body.errors).toBeUndefined();
  return body.data.createPerson;
}

describe("site search: what it finds", () => {
  test("a title match ranks before a body match, whatever the type; the extract marks the matching words", async () => {
    await addBlogs([
      { slug: "lanterns-everywhere", title: "Backstage notes", body: "<p>Lantern after lantern after lantern: the lanterns of our lantern parade.</p>" },
      { slug: "lantern-tour", title: "Taking The Lantern on tour to Norfolk", body: "<p>The lantern went on tour.</p>" },
    ]);
    await insertPlays(database.db, [playFixture({ slug: "the-lantern", title: "The Lantern", blurb: "<p>A quiet play.</p>" })]);
    const results = await search("lantern");
    // Titles first, the closest title first; then the text.
    expect(results.items.map((item) => item.play?.slug ?? item.blog?.slug)).toEqual(["the-lantern", "lantern-tour", "lanterns-everywhere"]);
    expect(results).toMatchObject({ query: "lantern", page: 1, pages: 1, total: 3, perPage: 10, approximate: false });
    const blog = results.items[2];
    expect(blog.extract.filter((run) => run.match).map((run) => run.text)).toContain("Lantern");
    expect(blog.extract.map((run) => run.text).join("")).toContain("lanterns of our");
    expect(blog.extract.some((run) => /[<>\p{Cc}]/u.test(run.text))).toBe(false);
  });

  test("accents and case aside both ways, and words whatever their ending", async () => {
    const andre = await addPerson({ name: "André Vauclair", bio: "Lighting designer." });
    await addBlogs([
      { slug: "andre-returns", title: "A return", body: "<p>Andre Vauclair is back at the desk &amp; the board.</p>" },
      { slug: "tech-week", title: "Tech week", body: "<p>Our rehearsals ran late every night.</p>" },
    ]);
    expect(await found("andre vauclair")).toEqual([`person:${andre.slug}`, "blog:andre-returns"]);
    expect(await found("ANDRÉ")).toEqual([`person:${andre.slug}`, "blog:andre-returns"]);
    expect(await found("rehearsing")).toEqual(["blog:tech-week"]);
    const [blog] = (await search("andré returns")).items;
    // Character references read as characters.
    expect(blog.extract.map((run) => run.text).join("")).toContain("desk & the board");
  });

  test('"quoted words" are a phrase, -word leaves out, or takes either', async () => {
    await insertPlays(database.db, [
      playFixture({ slug: "twelfth-night", title: "Twelfth Night", blurb: "<p>Shipwrecked twins in Illyria.</p>" }),
      playFixture({ slug: "night-of-the-twelfth", title: "The Twelfth of Never", blurb: "<p>One long night in Illyria.</p>" }),
      playFixture({ slug: "night-must-fall", title: "Night Must Fall", blurb: "<p>A thriller in Illyria.</p>" }),
    ]);
    expect((await found("twelfth night")).sort()).toEqual(["play:night-of-the-twelfth", "play:twelfth-night"]);
    expect(await found('"twelfth night"')).toEqual(["play:twelfth-night"]);
    expect(await found("illyria night -twelfth")).toEqual(["play:night-must-fall"]);
    expect((await found("shipwrecked or thriller")).sort()).toEqual(["play:night-must-fall", "play:twelfth-night"]);
    const [hit] = (await search('"twelfth night"')).items;
    expect(hit.extract.find((run) => run.match)?.text).toBe("Twelfth Night");
  });

  test("a play is found by its cast's and team's names and its venues' names; a blog by its author", async () => {
    await insertPlays(database.db, [
      playFixture({
        slug: "the-rivals",
        title: "The Rivals",
        castlist: { title: "Cast", members: [{ order: 0, charactername: "Mrs Malaprop", realname: "Quentin Oyelaran" }] },
        productionteam: { title: "Team", members: [{ order: 0, role: "Director", name: "Wilhelmina Castell" }] },
        venues: [{ name: "Mumfordshire Playhouse", address: "East Road, Cambridge", maplink: "https://maps.example.org/m" }],
      }),
    ]);
    await addBlogs([{ slug: "from-the-director", title: "From the director", author: "Ottoline Brackenbury" }]);
    expect(await found("oyelaran")).toEqual(["play:the-rivals"]);
    expect(await found("castell")).toEqual(["play:the-rivals"]);
    expect(await found("malaprop")).toEqual(["play:the-rivals"]);
    expect(await found("mumfordshire")).toEqual(["play:the-rivals"]);
    expect(await found("brackenbury")).toEqual(["blog:from-the-director"]);
    const [hit] = (await search("oyelaran")).items;
    expect(hit.extract).toContainEqual({ text: "Oyelaran", match: true });
  });

  test("hidden people are found nowhere: no person result, no play by their name; hiding and showing re-index", async () => {
    const hana = await addPerson({ name: "Hana Quillfeather", bio: "Prefers to stay out of sight." });
    await insertPlays(database.db, [
      playFixture({ slug: "the-shy-one", title: "The Shy One", castlist: { title: "Cast", members: [{ order: 0, charactername: "Ghost", realname: "Hana Quillfeather", personId: hana.id }] } }),
    ]);
    expect(await found("quillfeather")).toEqual([`person:${hana.slug}`, "play:the-shy-one"]);
    const hidden = await gql(`mutation ($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { version } }`, { id: hana.id, input: { name: "Hana Quillfeather", bio: "Prefers to stay out of sight.", hidden: true, version: hana.version } }, editor);
    expect(hidden.errors).toBeUndefined();
    expect(await found("quillfeather")).toEqual([]);
    expect((await found("sight")).filter((hit) => hit.startsWith("person:"))).toEqual([]);
    // Not by the look-alike search either.
    expect(await found("Hana Quilfeather")).toEqual([]);
    // The play itself is still found by its own words, with no trace of the name in its extract.
    const [play] = (await search("shy one")).items;
    expect(play.play?.slug).toBe("the-shy-one");
    expect(play.extract.map((run) => run.text).join("")).not.toContain("Quillfeather");
    await gql(`mutation ($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { version } }`, { id: hana.id, input: { name: "Hana Quillfeather", hidden: false, version: hidden.data.updatePerson.version } }, editor);
    expect(await found("quillfeather")).toEqual([`person:${hana.slug}`, "play:the-shy-one"]);
  });

  test("plays and blogs off the site (unpublished or deleted) are not found", async () => {
    await insertPlays(database.db, [
      playFixture({ slug: "marzipan-live", title: "Marzipan Live" }),
      playFixture({ slug: "marzipan-draft", title: "Marzipan Draft", publishedAt: null }),
      playFixture({ slug: "marzipan-deleted", title: "Marzipan Deleted", deletedAt: new Date() }),
    ]);
    await addBlogs([
      { slug: "marzipan-post", title: "Marzipan post" },
      { slug: "marzipan-unpublished", title: "Marzipan unpublished", publishedAt: null },
      { slug: "marzipan-gone", title: "Marzipan gone", deletedAt: new Date() },
    ]);
    expect((await found("marzipan")).sort()).toEqual(["blog:marzipan-post", "play:marzipan-live"]);
  });

  test("pages of 10: pages and total, page 2, and a page past the end is empty with the right total", async () => {
    const opening = (i: number) => `${2010 + i}-01-01T19:30:00.000Z`;
    await insertPlays(database.db, Array.from({ length: 23 }, (_, i) =>
      playFixture({ slug: `pagewise-${i}`, title: `Pagewise ${10 + i}`, dates: { startdate: opening(i), displayedText: [{ title: "Evenings", description: "7.30pm", startdate: opening(i) }] } })));
    const first = await search("pagewise");
    expect(first).toMatchObject({ total: 23, pages: 3, page: 1, perPage: 10 });
    expect(first.items).toHaveLength(10);
    // Equal ranks (titles alike): newest first.
    expect(first.items[0].play?.slug).toBe("pagewise-22");
    const second = await search("pagewise", 2);
    expect(second.items).toHaveLength(10);
    expect(second.items[0].play?.slug).toBe("pagewise-12");
    expect((await search("pagewise", 3)).items).toHaveLength(3);
    expect(await search("pagewise", 4)).toMatchObject({ total: 23, pages: 3, page: 4, items: [] });
    const all = [...first.items, ...second.items, ...(await search("pagewise", 3)).items].map((item) => item.play?.slug);
    expect(new Set(all).size).toBe(23);
  });

  test("when nothing matches, titles and names that look like the query are answered, marked approximate", async () => {
    await insertPlays(database.db, [playFixture({ slug: "hamlet", title: "Hamlet" })]);
    const priya = await addPerson({ name: "Priya Raman" });
    const typo = await search("Hamlte");
    expect(typo.approximate).toBe(true);
    expect(typo.items[0].play?.slug).toBe("hamlet");
    expect(typo.items[0].extract.some((run) => run.match)).toBe(false);
    const name = await search("Priya Ramen");
    expect(name.approximate).toBe(true);
    expect(name.items[0].person?.slug).toBe(priya.slug);
    expect(await search("Haml")).toMatchObject({ approximate: true, items: [{ play: { slug: "hamlet" } }] });
    // Words left out stay out; matching words are not approximate.
    expect((await search("Hamlte -prince")).items[0]?.play?.slug).toBe("hamlet");
    expect(await search("Hamlet")).toMatchObject({ approximate: false });
    expect(await search("xyzzyqwv")).toMatchObject({ approximate: false, total: 0, pages: 1, items: [] });
    // Only common words: no full-text words, so titles like them.
    await insertPlays(database.db, [playFixture({ slug: "the-seagull", title: "The Seagull" })]);
    const common = await search("the");
    expect(common.approximate).toBe(true);
    expect(common.items.map((item) => item.play?.slug)).toContain("the-seagull");
  });
});

describe("site search: input", () => {
  const refused = async (query: unknown, page?: unknown) => {
    const { status, body } = await site.graphql(SEARCH, { query, page });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    return body.errors![0] as { message: string; extensions: { fields?: { path: string; message: string }[] } };
  };

  test("bad queries and pages are BAD_USER_INPUT naming the field and the rule, never a failure", async () => {
    expect((await refused("")).extensions.fields).toEqual([{ path: "query", message: "query is empty: type a word to search for" }]);
    expect((await refused(" \t\n ")).extensions.fields?.[0].path).toBe("query");
    expect((await refused("\u0000\u0007")).extensions.fields?.[0].message).toBe("query is empty: type a word to search for");
    expect((await refused("a".repeat(201))).extensions.fields).toEqual([{ path: "query", message: "query must be at most 200 characters" }]);
    expect(await search(`${"a".repeat(199)}b`)).toMatchObject({ total: 0 });
    for (const words of ['"" - or -', "-twelfth", '-"twelfth night" or']) {
      expect((await refused(words)).extensions.fields?.[0]).toEqual({ path: "query", message: expect.stringMatching(/^query has no words to search for/) });
    }
    expect((await refused("hamlet", 0)).extensions.fields).toEqual([{ path: "page", message: "page must be a whole number from 1 to 1000" }]);
    expect((await refused("hamlet", 1001)).extensions.fields?.[0].path).toBe("page");
    expect((await refused("hamlet", "x")).message).toContain("$page");
  });

  test("odd characters are searched as text: NUL bytes, control characters, quotes, backslashes, tsquery syntax", async () => {
    await insertPlays(database.db, [playFixture({ slug: "oddities", title: "Oddities" })]);
    expect(await found("\u0000Oddities\u0007")).toEqual(["play:oddities"]);
    expect((await search("\u0000Oddities\u0007")).query).toBe("Oddities");
    for (const text of ["it's \\ oddities", "'oddities' & | ! <-> :* ()", "oddities\\'", '"oddities', "\ud800 oddities", "\u0002oddities\u0003", "O'Brien's oddities \\\\'"]) {
      const { status, body } = await site.graphql(SEARCH, { query: text });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
    }
  });
});

describe("site search: cost", () => {
  test("a long text's extract comes from its start, so a search over the longest posts stays quick", async () => {
    // Ten posts at the longest a post may be (200,000 characters), every word of them a match:
    // ts_headline over all of each took seconds per search.
    const filler = "<p>Rehearsal &amp; lantern notes.</p>".padEnd(199_000, " lorem ipsum dolor sit amet");
    await addBlogs(Array.from({ length: 10 }, (_, i) => ({ slug: `longest-${i}`, title: `Diary ${i}`, body: `<p>Opening words of the diary.</p>${filler}<p>Quixotically late.</p>` })));
    const started = performance.now();
    const results = await search("lorem or ipsum or dolor or sit or amet");
    expect(performance.now() - started).toBeLessThan(1500);
    expect(results.total).toBe(10);
    const extract = results.items[0].extract.map((run) => run.text).join("");
    expect(extract.length).toBeLessThan(500);
    expect(results.items[0].extract.some((run) => run.match)).toBe(true);
    // A match only past the start still finds the post; its extract is the start, unmarked and whole.
    const late = await search("quixotically");
    expect(late.items.map((item) => item.blog?.slug).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `longest-${i}`));
    expect(late.items[0].extract).toEqual([{ text: expect.stringMatching(/^Opening words of the diary\. Rehearsal & lantern notes\. lorem/), match: false }]);
    // Cut inside a tag, the tag goes rather than show as text.
    const words = `<p>${"word ".repeat(1992)}Unfinished business `;
    expect(words.length).toBe(9_983);
    await addBlogs([{ slug: "cut-tag", title: "Cut", body: `${words}<a href="https://example.org/a-long-link">link</a></p>` }]);
    const [cut] = (await search("unfinished business")).items;
    expect(cut.blog?.slug).toBe("cut-tag");
    expect(cut.extract.map((run) => run.text).join("")).not.toMatch(/[<>]|href/);
  });
});

describe("GET /api/search", () => {
  test("answers the results in the REST shape, with each hit's path", async () => {
    const wren = await addPerson({ name: "Wren Halloway", bio: "Sings in the Halloway chorus." });
    await insertPlays(database.db, [playFixture({ slug: "halloway-house", title: "Halloway House" })]);
    await addBlogs([{ slug: "halloway-diary", title: "A diary", body: "<p>Notes from Halloway.</p>" }]);
    const { status, body } = await site.rest("GET", "/api/search?q=Halloway");
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: "Halloway", page: 1, pages: 1, total: 3, perPage: 10, approximate: false });
    expect(body.items).toEqual(expect.arrayContaining([
      { type: "play", slug: "halloway-house", title: "Halloway House", path: "/halloway-house", extract: expect.arrayContaining([{ text: "Halloway", match: true }]) },
      { type: "person", slug: wren.slug, title: "Wren Halloway", path: `/people/${wren.slug}`, extract: expect.any(Array) },
      { type: "blog", slug: "halloway-diary", title: "A diary", path: "/blogs/halloway-diary", extract: expect.arrayContaining([{ text: "Halloway", match: true }]) },
    ]));
    expect((await site.rest("GET", "/api/search?q=Halloway&page=2")).body).toMatchObject({ page: 2, total: 3, items: [] });
  });

  test("bad input is 400 with the field named (q, page)", async () => {
    const cases: [string, string, RegExp][] = [
      ["/api/search", "q", /^q is empty/],
      ["/api/search?q=%20%20", "q", /^q is empty/],
      [`/api/search?q=${"b".repeat(201)}`, "q", /^q must be at most 200 characters/],
      ["/api/search?q=%22%22%20-%20or%20-", "q", /^q has no words to search for/],
      ["/api/search?q=-the", "q", /^q has no words/],
      ["/api/search?q=a&q=b", "q", /^q must be one piece of text/],
      ["/api/search?q=hamlet&page=0", "page", /^page must be a whole number from 1 to 1000/],
      ["/api/search?q=hamlet&page=x", "page", /^page must be a whole number/],
      ["/api/search?q=%00", "q", /^q is empty/],
    ];
    for (const [path, field, message] of cases) {
      const { status, body } = await site.rest("GET", path);
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(body).toMatchObject({ code: "BAD_USER_INPUT", errors: [{ path: field, message: expect.stringMatching(message) }] });
    }
  });

  test("the read cache keeps a search until content changes, like every public read", async () => {
    const cached = await startTestApp(database.db, { readCache: true });
    try {
      const ask = async () => (await fetch(`${cached.url}/api/search?q=zanzibarian`).then((res) => res.json())) as { total: number };
      expect((await ask()).total).toBe(0);
      await insertPlays(database.db, [playFixture({ slug: "zanzibarian-nights", title: "Zanzibarian Nights" })]);
      expect((await ask()).total).toBe(0);
      cached.services.events.publish("CONTENT_CHANGED");
      expect((await ask()).total).toBe(1);
    } finally {
      await cached.app.close();
    }
  });
});

describe("search helpers", () => {
  test("a headline becomes runs: matches apart (adjacent ones joined), spaces collapsed, references decoded", () => {
    expect(textRuns(" Rosencrantz &amp; Guildenstern  are \u0002Twelfth\u0003 \u0002Night\u0003  x &#233;t&#xE9; &bogus; \u0002dead\u0003 ")).toEqual([
      { text: "Rosencrantz & Guildenstern are ", match: false },
      { text: "Twelfth Night", match: true },
      { text: " x été &bogus; ", match: false },
      { text: "dead", match: true },
    ]);
    expect(textRuns(null)).toEqual([]);
    expect(textRuns("&#0; &#2;")).toEqual([]);
  });

  test("the look-alike search reads the words wanted and those left out", () => {
    expect(lookAlikeText('hamlte -prince "of denmark" or -"the dane"')).toEqual({ wanted: "hamlte of denmark", excluded: 'prince or "the dane"' });
    expect(lookAlikeText('- "" or')).toEqual({ wanted: "", excluded: "" });
  });
});

describe("search limits", () => {
  test("one search per request: aliases cannot multiply its cost", async () => {
    const { body } = await site.graphql<any>(`{ a: search(query: "hamlet") { total } b: search(query: "lear") { total } }`);
    expect(body.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "search", message: expect.stringContaining("once per request") }] });
  });

  test("an address has a budget of searches a minute, held under concurrent requests, by GraphQL and REST alike", async () => {
    const limited = await startTestApp(database.db, { settings: { searchesPerMinute: 3 } });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => limited.graphql<any>(`query ($q: String!) { search(query: $q) { total } }`, { q: `word${i}` })));
      const codes = answers.map(({ body }) => body.errors?.[0]?.extensions?.code ?? "OK");
      expect(codes.filter((code) => code === "OK")).toHaveLength(3);
      expect(codes.filter((code) => code === "RATE_LIMITED")).toHaveLength(5);
      const rest = await limited.rest("GET", "/api/search?q=hamlet");
      expect(rest.status).toBe(429);
      expect(rest.body.message).toMatch(/^Too many searches from your address/);
      // Bad queries are refused before they count.
      expect((await limited.rest("GET", "/api/search?q=")).status).toBe(400);
    } finally {
      await limited.app.close();
    }
  });
});
