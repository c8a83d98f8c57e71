import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { QueryCounter } from "../../test/query-counter";
import { PlayStatus } from "./play-status.types";
import { day, insertPlays, playFixture } from "./play.fixtures";

const counter = new QueryCounter();
let database: TestDatabase;
let site: TestApp;

const { featured, current, upcoming, homepage, audition, previousproduction } = PlayStatus;

beforeAll(async () => {
  database = await createTestDatabase({ logger: counter });
  await insertPlays(database.db, [
    playFixture({ slug: "star-turn", title: "Star Turn", status: [featured, current], dates: { startdate: day(2), displayedText: [] } }),
    playFixture({ slug: "later-current", status: [current], dates: { startdate: day(9), displayedText: [] } }),
    playFixture({ slug: "sooner-current", status: [current], dates: { startdate: day(1), displayedText: [] } }),
    playFixture({ slug: "far-upcoming", status: [upcoming, homepage], dates: { startdate: day(90), displayedText: [] } }),
    playFixture({ slug: "near-upcoming", status: [upcoming, audition, homepage], dates: { startdate: day(30), displayedText: [] } }),
    playFixture({ slug: "undated-upcoming", status: [upcoming], dates: { startdate: null, displayedText: [] } }),
    playFixture({ slug: "audition-only", status: [audition], dates: { startdate: day(60), displayedText: [] } }),
    // 25 previous productions, one a month going back: "previous-01" is the newest.
    ...Array.from({ length: 25 }, (_, i) =>
      playFixture({ slug: `previous-${String(i + 1).padStart(2, "0")}`, status: [previousproduction], dates: { startdate: day(-30 * (i + 1)), displayedText: [] } }),
    ),
  ]);
  site = await startTestApp(database.db);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

async function rest(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as any };
}

const slugs = (plays: { slug: string }[]) => plays.map((p) => p.slug);

describe("GET /api/plays/featured and featuredPlay", () => {
  test("answer the featured play with every field, _id names through REST and no audition recipient", async () => {
    const { status, body } = await rest("/api/plays/featured");
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: "star-turn", title: "Star Turn", status: ["featured", "current"], version: 1, updatedBy: "Fixture" });
    expect(body._id).toEqual(expect.any(String));
    expect(body).not.toHaveProperty("id");
    for (const list of ["venues", "prices", "images", "reviews"]) {
      expect(body[list][0]._id).toEqual(expect.any(String));
      expect(body[list][0]).not.toHaveProperty("id");
    }
    expect(body.dates).toEqual({ startdate: day(2), displayedText: [] });
    expect(body.productionteam).toEqual({ title: "Team", members: [{ order: 0, role: "Director", name: "Dee Rector", programmeBio: "" }] });
    expect(body.castlist.members[0]).toEqual({ order: 0, charactername: "Hamlet", realname: "Ham Actor", programmeBio: "" });
    expect(body.videolinks).toEqual(["https://www.youtube.com/watch?v=abc"]);
    expect(body).not.toHaveProperty("auditionEmailRecipient");
    expect(body).not.toHaveProperty("startDate");

    const gql = await site.graphql<any>("{ featuredPlay { id slug venues { id name } dates { startdate } } }");
    expect(gql.body.data.featuredPlay).toMatchObject({ id: body._id, slug: "star-turn", venues: [{ id: body.venues[0]._id, name: "ADC Theatre" }], dates: { startdate: day(2) } });
  });

  test("the audition recipient is not given to anonymous GraphQL callers", async () => {
    const { body } = await site.graphql<any>("{ play(slug: \"near-upcoming\") { slug auditionEmailRecipient } }");
    expect(body.data.play).toEqual({ slug: "near-upcoming", auditionEmailRecipient: null });
    expect(body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("status lists", () => {
  test("upcoming plays for the home page: homepage status only, soonest first", async () => {
    const { body } = await rest("/api/plays/upcomingonhomepage");
    expect(slugs(body)).toEqual(["near-upcoming", "far-upcoming"]);
    const gql = await site.graphql<any>("{ homepagePlays { slug } }");
    expect(slugs(gql.body.data.homepagePlays)).toEqual(["near-upcoming", "far-upcoming"]);
  });

  test("plays open to auditions: audition status only, soonest first", async () => {
    const { body } = await rest("/api/plays/opentoauditions");
    expect(slugs(body)).toEqual(["near-upcoming", "audition-only"]);
    const gql = await site.graphql<any>("{ auditionPlays { slug } }");
    expect(slugs(gql.body.data.auditionPlays)).toEqual(["near-upcoming", "audition-only"]);
  });

  test("what's on: current plays, then upcoming ones, each soonest first, undated last", async () => {
    const { body } = await rest("/api/plays/whatson");
    expect(Object.keys(body).sort()).toEqual(["currentPlays", "upcomingPlays"]);
    expect(slugs(body.currentPlays)).toEqual(["sooner-current", "star-turn", "later-current"]);
    expect(slugs(body.upcomingPlays)).toEqual(["near-upcoming", "far-upcoming", "undated-upcoming"]);
    const gql = await site.graphql<any>("{ whatsOn { currentPlays { slug } upcomingPlays { slug } } }");
    expect(slugs(gql.body.data.whatsOn.currentPlays)).toEqual(slugs(body.currentPlays));
    expect(slugs(gql.body.data.whatsOn.upcomingPlays)).toEqual(slugs(body.upcomingPlays));
  });
});

describe("previous productions", () => {
  test("the first page: ten, newest first, a next URL and no previous one", async () => {
    const { status, body } = await rest("/api/plays/previousproductions");
    expect(status).toBe(200);
    expect(slugs(body.plays)).toEqual(Array.from({ length: 10 }, (_, i) => `previous-${String(i + 1).padStart(2, "0")}`));
    expect(body).toMatchObject({ currentPage: 1, pages: 3, nextUrl: "/api/plays/previousproductions?page=2", prevUrl: "" });
  });

  test("the last page holds the rest, with no next URL", async () => {
    const { body } = await rest("/api/plays/previousproductions?page=3");
    expect(slugs(body.plays)).toEqual(["previous-21", "previous-22", "previous-23", "previous-24", "previous-25"]);
    expect(body).toMatchObject({ currentPage: 3, pages: 3, nextUrl: "", prevUrl: "/api/plays/previousproductions?page=2" });
  });

  test("a page past the end is empty and points back to the last page", async () => {
    const { status, body } = await rest("/api/plays/previousproductions?page=7");
    expect(status).toBe(200);
    expect(body).toEqual({ plays: [], currentPage: 7, pages: 3, nextUrl: "", prevUrl: "/api/plays/previousproductions?page=3" });
  });

  test.each(["abc", "0", "-1", "2.5", "99999999999999999999"])("page=%s is a 400 naming the page, not a 500", async (page) => {
    const { status, body } = await rest(`/api/plays/previousproductions?page=${page}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "BAD_USER_INPUT", errors: [{ path: "page", message: expect.stringContaining("whole number") }] });
  });

  test("GraphQL gives the same pages with their counts", async () => {
    const { body } = await site.graphql<any>("{ previousProductions(page: 2) { items { slug } page pages total perPage } }");
    expect(body.data.previousProductions).toMatchObject({ page: 2, pages: 3, total: 25, perPage: 10 });
    expect(body.data.previousProductions.items[0].slug).toBe("previous-11");
    const bad = await site.graphql<any>("{ previousProductions(page: 0) { page } }");
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "page" }] });
  });
});

describe("the plays list", () => {
  test("GET /api/plays lists every play with only _id, slug, title, status and dates.startdate", async () => {
    const { body } = await rest("/api/plays");
    expect(body).toHaveLength(32);
    const star = body.find((p: { slug: string }) => p.slug === "star-turn");
    expect(star).toEqual({ _id: expect.any(String), slug: "star-turn", title: "Star Turn", status: ["featured", "current"], dates: { startdate: day(2) } });
  });

  test("GraphQL pages through it, and refuses a page size over the cap", async () => {
    const { body } = await site.graphql<any>("{ plays(perPage: 5, page: 2) { items { slug } total pages } }");
    expect(body.data.plays).toMatchObject({ total: 32, pages: 7 });
    expect(body.data.plays.items).toHaveLength(5);
    const tooMany = await site.graphql<any>("{ plays(perPage: 100000) { total } }");
    expect(tooMany.body.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "perPage" }] });
  });
});

describe("one play and its reviews", () => {
  test("a play by slug, through REST and GraphQL", async () => {
    const { status, body } = await rest("/api/plays/later-current");
    expect(status).toBe(200);
    expect(body.slug).toBe("later-current");
    const gql = await site.graphql<any>("{ play(slug: \"later-current\") { id title } }");
    expect(gql.body.data.play.id).toBe(body._id);
  });

  test("an unknown slug is a 404 and NOT_FOUND", async () => {
    const { status, body } = await rest("/api/plays/no-such-play");
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("no-such-play") });
    const gql = await site.graphql<any>("{ play(slug: \"no-such-play\") { id } }");
    expect(gql.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  test("a slug no play can have (a NUL byte, which PostgreSQL refuses) is a 404 and NOT_FOUND, asking the database nothing", async () => {
    for (const path of ["/api/plays/star%00turn", "/api/plays/star%00turn/reviews/0"]) {
      let status = 0;
      expect(await counter.measure(async () => ({ status } = await rest(path)))).toBe(0);
      expect([path, status]).toEqual([path, 404]);
    }
    const editor = { authorization: `Bearer ${await site.tokenFor(Role.editor)}` };
    for (const [query, headers] of [["{ play(slug: $slug) { id } }", {}], ["{ play(slug: $slug) { id } }", editor], ["{ playDraft(slug: $slug) { id } }", editor]] as const) {
      const gql = await site.graphql<any>(`query ($slug: String!) ${query}`, { slug: "star\u0000turn" }, headers);
      expect(gql.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    }
  });

  test("a review by index answers reviewer, text, playslug and playtitle", async () => {
    const { status, body } = await rest("/api/plays/star-turn/reviews/1");
    expect(status).toBe(200);
    expect(body).toEqual({ reviewer: "Second Critic", text: "Second review text.", playslug: "star-turn", playtitle: "Star Turn" });
    const gql = await site.graphql<any>("{ review(playSlug: \"star-turn\", index: 0) { reviewer playtitle } }");
    expect(gql.body.data.review).toEqual({ reviewer: "First Critic", playtitle: "Star Turn" });
  });

  test("a review index out of range is a 404; a malformed one a 400", async () => {
    expect((await rest("/api/plays/star-turn/reviews/2")).status).toBe(404);
    expect((await rest("/api/plays/no-such-play/reviews/0")).status).toBe(404);
    const malformed = await rest("/api/plays/star-turn/reviews/first");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].path).toBe("reviewindex");
    const gql = await site.graphql<any>("{ review(playSlug: \"star-turn\", index: 5) { text } }");
    expect(gql.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});

describe("cost", () => {
  const reads: [string, string][] = [
    ["featured", "/api/plays/featured"],
    ["home", "/api/plays/upcomingonhomepage"],
    ["auditions", "/api/plays/opentoauditions"],
    ["what's on", "/api/plays/whatson"],
    ["previous productions", "/api/plays/previousproductions?page=2"],
    ["plays list", "/api/plays"],
    ["one play", "/api/plays/star-turn"],
  ];

  test("every read costs the same number of SQL statements whatever the number of plays", async () => {
    const before = new Map<string, number>();
    for (const [name, path] of reads) before.set(name, await counter.measure(() => rest(path)));
    await insertPlays(
      database.db,
      Array.from({ length: 40 }, (_, i) =>
        playFixture({ slug: `more-${i}`, status: [current, upcoming, homepage, audition, previousproduction], dates: { startdate: day(i), displayedText: [] } }),
      ),
    );
    for (const [name, path] of reads) {
      const after = await counter.measure(() => rest(path));
      expect({ name, statements: after }).toEqual({ name, statements: before.get(name) });
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThanOrEqual(2);
    }
    const gql = await counter.measure(() => site.graphql("{ whatsOn { currentPlays { slug venues { name } reviews { text } } upcomingPlays { slug } } }"));
    expect(gql).toBe(before.get("what's on"));
  });
});
