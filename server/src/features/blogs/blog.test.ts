import { randomUUID } from "node:crypto";
import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { QueryCounter } from "../../test/query-counter";
import { Blog } from "./blog.entity";

const counter = new QueryCounter();
let database: TestDatabase;
let site: TestApp;

const at = (iso: string) => new Date(iso);

/** Named fixtures: display dates decide the order; "undated" falls back to its creation time. */
async function insertBlogs(blogs: Partial<Blog>[]) {
  const repository = database.db.getRepository(Blog);
  await repository.save(
    blogs.map((b) =>
      repository.create({ title: b.slug, author: "Ann Author", body: "<p>Body text</p>", mainimage: "", images: [{ id: randomUUID(), photo: "/images/blogs/x/photo0.jpg", caption: "A photo" }], publishedAt: at("2026-01-01T10:00:00Z"), ...b }),
    ),
  );
}

beforeAll(async () => {
  database = await createTestDatabase({ logger: counter });
  await insertBlogs([
    { slug: "oldest", order: at("2026-01-01T10:00:00Z") },
    { slug: "newest", order: at("2026-10-01T10:00:00Z") },
    { slug: "undated", order: null, createdAt: at("2026-06-01T10:00:00Z") },
    { slug: "middle", order: at("2026-03-01T10:00:00Z") },
    { slug: "dated-later-created-earlier", order: at("2026-08-01T10:00:00Z"), createdAt: at("2025-01-01T10:00:00Z") },
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

const ORDER = ["newest", "dated-later-created-earlier", "undated", "middle", "oldest"];
const slugs = (blogs: { slug: string }[]) => blogs.map((b) => b.slug);

describe("GET /api/blogs and blogs", () => {
  test("answers { blogs } newest first by display date, else creation time, with _id names", async () => {
    const { status, body } = await rest("/api/blogs");
    expect(status).toBe(200);
    expect(slugs(body.blogs)).toEqual(ORDER);
    expect(body.blogs[0]).toMatchObject({ _id: expect.any(String), title: "newest", author: "Ann Author", body: "<p>Body text</p>", order: "2026-10-01T10:00:00.000Z" });
    expect(body.blogs[0].images[0]).toEqual({ _id: expect.any(String), photo: "/images/blogs/x/photo0.jpg", caption: "A photo" });
    expect(body.blogs[2].order).toBeNull();
  });

  test("the itemsperpage header limits the list, as the home page's 2 recent blogs", async () => {
    const { body } = await rest("/api/blogs", { itemsperpage: "2" });
    expect(slugs(body.blogs)).toEqual(ORDER.slice(0, 2));
    expect(body.nextUrl).toBe("/api/blogs?page=2");
    const second = await rest("/api/blogs?page=3", { itemsperpage: "2" });
    expect(slugs(second.body.blogs)).toEqual(["oldest"]);
    expect(second.body.nextUrl).toBe("");
  });

  test.each(["two", "0", "101"])("itemsperpage: %s is a 400 naming the header", async (value) => {
    const { status, body } = await rest("/api/blogs", { itemsperpage: value });
    expect(status).toBe(400);
    expect(body.errors[0].path).toBe("itemsperpage");
  });

  test("GraphQL takes the limit as an argument and pages", async () => {
    const { body } = await site.graphql<any>("{ blogs(limit: 2, page: 2) { items { slug } total pages page } }");
    expect(body.data.blogs).toEqual({ items: [{ slug: ORDER[2] }, { slug: ORDER[3] }], total: 5, pages: 3, page: 2 });
    const capped = await site.graphql<any>("{ blogs(limit: 500) { total } }");
    expect(capped.body.errors?.[0].extensions?.fields).toEqual([{ path: "limit", message: expect.stringContaining("1 to 100") }]);
  });

  test("the list costs the same number of statements whatever its length", async () => {
    const before = await counter.measure(() => rest("/api/blogs"));
    await insertBlogs(Array.from({ length: 30 }, (_, i) => ({ slug: `extra-${i}`, order: at("2020-01-01T00:00:00Z") })));
    const after = await counter.measure(() => rest("/api/blogs"));
    expect(after).toBeGreaterThan(0);
    expect(after).toBe(before);
  });
});

describe("one blog", () => {
  test("by slug through REST and GraphQL", async () => {
    const { status, body } = await rest("/api/blogs/middle");
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: "middle", order: "2026-03-01T10:00:00.000Z", createdAt: expect.any(String), version: 1 });
    const gql = await site.graphql<any>("{ blog(slug: \"middle\") { id order createdAt images { caption } } }");
    expect(gql.body.data.blog).toMatchObject({ id: body._id, order: "2026-03-01T10:00:00.000Z", images: [{ caption: "A photo" }] });
  });

  test("an unknown slug is a 404 and NOT_FOUND", async () => {
    expect((await rest("/api/blogs/nothing-here")).status).toBe(404);
    const gql = await site.graphql<any>("{ blog(slug: \"nothing-here\") { id } }");
    expect(gql.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  test("a slug no post can have (a NUL byte, which PostgreSQL refuses) is a 404 and NOT_FOUND, asking the database nothing", async () => {
    let status = 0;
    expect(await counter.measure(async () => ({ status } = await rest("/api/blogs/mid%00dle")))).toBe(0);
    expect(status).toBe(404);
    const editor = { authorization: `Bearer ${await site.tokenFor(Role.editor)}` };
    for (const [query, headers] of [["{ blog(slug: $slug) { id } }", {}], ["{ blog(slug: $slug) { id } }", editor], ["{ blogDraft(slug: $slug) { id } }", editor]] as const) {
      const gql = await site.graphql<any>(`query ($slug: String!) ${query}`, { slug: "mid\u0000dle" }, headers);
      expect(gql.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    }
  });
});
