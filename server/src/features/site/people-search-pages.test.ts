import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { Person } from "../people/person.entity";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { canonicalQuery } from "./site.routes";

/**
 * People's pages and the search page as the server serves them: their tags, their status, the
 * search page's query string, the sitemap. A stand-in renderer echoes the address it is given (the
 * real one renders in people-search-pages.built.test.ts, after the build).
 */
let database: TestDatabase;
let site: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-people-"));
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="default" /><title>Fen Street Players</title></head><body><div id="root"></div></body></html>`;
const RENDERER = `exports.renderPage = async ({ url, now }) => ({ html: "<p>Rendered " + url + "</p>", data: { now, apollo: {} }, aborted: false });`;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), TEMPLATE);
  fs.mkdirSync(path.join(clientDist, ".ssr"));
  fs.writeFileSync(path.join(clientDist, ".ssr", "entry-server.cjs"), RENDERER);
  database = await createTestDatabase();
  const people = database.db.getRepository(Person);
  const [priya, hidden] = await people.save(people.create([
    { name: "Priya Raman", slug: "priya-raman", bio: "Priya joined the society as a student.", photo: "/images/people/p/photo0.jpg", updatedBy: "Fixture" },
    { name: "Quiet Person", slug: "quiet-person", hidden: true, updatedBy: "Fixture" },
    { name: "Nobody Yet", slug: "nobody-yet", updatedBy: "Fixture" },
  ]));
  await insertPlays(database.db, [
    playFixture({
      slug: "twelfth-night",
      title: "Twelfth Night",
      castlist: { title: "Cast", members: [{ order: 0, charactername: "Viola", realname: "Priya Raman", personId: priya.id }, { order: 1, charactername: "Orsino", realname: "Quiet Person", personId: hidden.id }] },
    }),
  ]);
  site = await startTestApp(database.db, { clientDist, readCache: true });
});

afterAll(async () => {
  await site?.app.close();
  await database?.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const get = (url: string, init?: RequestInit) => fetch(`${site.url}${url}`, init);
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const meta = (html: string, attribute: string) => new RegExp(`<meta (?:property|name)="${attribute}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

describe("a person's page", () => {
  test("is rendered on the server with the person's name, bio, photo and schema.org Person", async () => {
    const response = await get("/people/priya-raman");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(head(html)).toContain("<title>Priya Raman | Fen Street Players</title>");
    expect(meta(html, "description")).toBe("Priya joined the society as a student.");
    expect(meta(html, "og:image")).toBe("https://theatre.example/images/people/p/photo0.jpg");
    expect(meta(html, "robots")).toBeUndefined();
    expect(head(html)).toContain('<link rel="canonical" href="https://theatre.example/people/priya-raman" />');
    expect(jsonLd(html)).toContainEqual({
      "@context": "https://schema.org", "@type": "Person", name: "Priya Raman", url: "https://theatre.example/people/priya-raman",
      description: "Priya joined the society as a student.", image: "https://theatre.example/images/people/p/photo0.jpg",
    });
    expect(html).toContain("<p>Rendered /people/priya-raman</p>");
  });

  test("without a bio, says what the page lists", async () => {
    const html = await (await get("/people/nobody-yet")).text();
    expect(meta(html, "description")).toBe("Nobody Yet&#39;s credits in productions by Fen Street Players: parts played and jobs done.");
  });

  test("someone hidden at their request, or unknown, is the not-found page with status 404", async () => {
    for (const pathname of ["/people/quiet-person", "/people/no-such-person", "/people/a.b", "/people"]) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, 404]);
      const html = await response.text();
      expect(html).toContain("Page not found");
      expect(html).not.toContain("Quiet Person");
    }
  });
});

describe("the search page", () => {
  test("is rendered on the server with the words in its title, and kept out of search engines", async () => {
    const response = await get("/search?q=Twelfth+Night&page=2");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(head(html)).toContain("<title>Search results for “Twelfth Night”, page 2 | Fen Street Players</title>");
    expect(meta(html, "robots")).toBe("noindex");
    expect(head(html)).toContain('<link rel="canonical" href="https://theatre.example/search?q=Twelfth+Night&#38;page=2" />');
    expect(html).toContain("<p>Rendered /search?q=Twelfth+Night&page=2</p>");
    const empty = await (await get("/search")).text();
    expect(head(empty)).toContain("<title>Search | Fen Street Players</title>");
    expect(empty).toContain("<p>Rendered /search</p>");
  });

  test("keeps its words (spaces folded) and a page number past the first, nothing else: one rendering and cache entry per search", async () => {
    for (const [asked, canonical] of [
      ["/search?q=%20Twelfth%20%20Night%20&utm_source=x", "/search?q=Twelfth+Night"],
      ["/search?q=Twelfth+Night&page=1", "/search?q=Twelfth+Night"],
      ["/search?page=02&q=No%C3%ABl", "/search?q=No%C3%ABl&page=2"],
      ["/search?q=hamlet&page=1001", "/search?q=hamlet"],
      ["/search?q=hamlet&page=01000", "/search?q=hamlet&page=1000"],
      ["/search?q=+++&page=3", "/search"],
      ["/search?fbclid=abc", "/search"],
    ]) {
      const response = await get(asked, { redirect: "manual" });
      expect([asked, response.status, response.headers.get("location")]).toEqual([asked, 301, canonical]);
    }
    // As a browser submits the header's form: no redirect.
    expect((await get("/search?q=%22a+%26+b%22+-c", { redirect: "manual" })).status).toBe(200);
    expect(canonicalQuery("/search", new URLSearchParams("q=Zo%C3%AB&page=3&x=1"))).toBe("q=Zo%C3%AB&page=3");
  });
});

test("the sitemap lists people with a credit in a play on the site, never hidden ones", async () => {
  const xml = await (await get("/sitemap.xml")).text();
  expect(xml).toContain("<loc>https://theatre.example/people/priya-raman</loc>");
  expect(xml).not.toContain("quiet-person");
  expect(xml).not.toContain("nobody-yet");
});
