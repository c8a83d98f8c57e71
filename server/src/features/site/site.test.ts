import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { PlayStatus } from "../plays/play-status.types";
import { Blog } from "../blogs/blog.entity";
import { londonIso } from "@theatre/common/london-wall-clock";
import { PAGE_MODULES } from "./page-meta";

let database: TestDatabase;
let site: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="default" /><title>Fen Street Players</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), TEMPLATE);
  fs.mkdirSync(path.join(clientDist, ".vite"));
  fs.writeFileSync(
    path.join(clientDist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-e.js", isEntry: true },
      "src/features/plays/play-page.tsx": { file: "assets/play-page-p.js", isDynamicEntry: true, imports: ["index.html", "_gallery-g.js"] },
      "_gallery-g.js": { file: "assets/gallery-g.js", imports: ["index.html"] },
    }),
  );
  fs.writeFileSync(path.join(clientDist, "404.html"), TEMPLATE.replace("<div id=\"root\"></div>", "<h1>Page not found</h1>"));
  database = await createTestDatabase();
  await insertPlays(database.db, [
    playFixture({
      slug: "hamlet",
      title: 'Hamlet <script>alert("x")</script> & "friends"',
      status: [PlayStatus.current],
      mainimage: "/images/plays/h/mainimage0.jpg",
      blurbExcerpt: "The prince of Denmark.",
      dates: {
        startdate: "2027-06-10T18:30:00.000Z",
        displayedText: [
          { title: "Opening", description: "Evening", startdate: "2027-06-10T18:30:00.000Z" },
          { title: "Matinee", description: "Afternoon", startdate: "2027-01-16T14:30:00.000Z" },
        ],
      },
    }),
  ]);
  await database.db.getRepository(Blog).save({ slug: "opening-night", title: "Opening night", author: "Ann", body: "<p>It went <strong>well</strong>.</p>", order: new Date("2026-11-01T10:00:00Z"), images: [], publishedAt: new Date("2026-11-01T10:00:00Z") });
  site = await startTestApp(database.db, { clientDist });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const get = (url: string) => fetch(`${site.url}${url}`);
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const meta = (html: string, attribute: string) => new RegExp(`<meta (?:property|name)="${attribute}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);

describe("pages served with their own tags, without JavaScript", () => {
  test("a play page: title, description, canonical URL, Open Graph and Twitter tags, every value escaped", async () => {
    const response = await get("/hamlet");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(head(html)).toContain("<title>Hamlet &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#34;friends&#34; | Fen Street Players</title>");
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(meta(html, "description")).toBe("The prince of Denmark.");
    expect(head(html)).toContain('<link rel="canonical" href="https://theatre.example/hamlet" />');
    expect(meta(html, "og:image")).toBe("https://theatre.example/images/plays/h/mainimage0.jpg");
    expect(meta(html, "og:url")).toBe("https://theatre.example/hamlet");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(head(html)).toContain('href="/blogs/rss.xml"');
  });

  test("a play page preloads its main image at the widths and sizes its <img> uses", async () => {
    const html = head(await (await get("/hamlet")).text());
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/plays/h/mainimage0.jpg" imagesrcset="/images/plays/h/mainimage0-480.webp 480w, /images/plays/h/mainimage0-960.webp 960w, /images/plays/h/mainimage0-1600.webp 1600w" imagesizes="(min-width: 1250px) 1100px, 100vw" fetchpriority="high" />',
    );
    expect(head(await (await get("/about")).text())).not.toContain('rel="preload"');
  });

  test("every page module the server names is one the client's routes load lazily, so a rename cannot go unnoticed", () => {
    const client = path.join(__dirname, "..", "..", "..", "..", "client");
    const routes = fs.readFileSync(path.join(client, "src", "app", "routes.tsx"), "utf8");
    expect(PAGE_MODULES.size).toBeGreaterThan(10);
    for (const module of PAGE_MODULES) {
      expect([module, fs.existsSync(path.join(client, module))]).toEqual([module, true]);
      expect(routes).toContain(`import("../${module.replace(/^src\//, "").replace(/\.tsx$/, "")}")`);
    }
  });

  test("a play page names its code's chunks from the build manifest, so they load with the entry script", async () => {
    const html = head(await (await get("/hamlet")).text());
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/play-page-p.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/gallery-g.js" />');
    expect(html).not.toContain("index-e.js");
  });

  test("a play embeds one TheaterEvent per performance with Google's required properties, in London time", async () => {
    const data = jsonLd(await (await get("/hamlet")).text());
    expect(data.find((d) => d["@type"] === "PerformingGroup")).toMatchObject({ name: "Fen Street Players", url: "https://theatre.example" });
    const events = data.filter((d) => d["@type"] === "TheaterEvent");
    expect(events.map((e) => e.startDate)).toEqual(["2027-01-16T14:30:00+00:00", "2027-06-10T19:30:00+01:00"]);
    for (const event of events) {
      expect(event).toMatchObject({
        "@context": "https://schema.org",
        name: expect.stringContaining("Hamlet"),
        eventStatus: "https://schema.org/EventScheduled",
        location: { "@type": "Place", name: "ADC Theatre", address: { "@type": "PostalAddress", streetAddress: "Park Street, Cambridge" } },
        image: ["https://theatre.example/images/plays/h/mainimage0.jpg"],
        description: "The prince of Denmark.",
        offers: [{ "@type": "Offer", price: "12.00", priceCurrency: "GBP", url: "https://tickets.example.org/" }],
      });
    }
  });

  test("a blog embeds a BlogPosting; other pages carry their own titles", async () => {
    const html = await (await get("/blogs/opening-night")).text();
    expect(head(html)).toContain("<title>Opening night | Fen Street Players</title>");
    expect(meta(html, "og:type")).toBe("article");
    expect(jsonLd(html).find((d) => d["@type"] === "BlogPosting")).toMatchObject({ headline: "Opening night", author: { name: "Ann" }, datePublished: "2026-11-01T10:00:00.000Z" });
    expect(head(await (await get("/whats-on")).text())).toContain("<title>What&#39;s on | Fen Street Players</title>");
  });

  test.each(["/no-such-play", "/blogs/no-such-blog", "/hamlet/reviews/9", "/some/unknown/path"])("%s answers 404 with the not-found page", async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  test("pages revalidate by ETag, and an edit changes the ETag", async () => {
    const first = await get("/hamlet");
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect((await fetch(`${site.url}/hamlet`, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } })).status).toBe(304);
    await database.db.query("UPDATE play SET blurb_excerpt = 'Changed.' WHERE slug = 'hamlet'");
    expect((await fetch(`${site.url}/hamlet`, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } })).status).toBe(200);
  });
});

describe("sitemap, robots, feed and calendar", () => {
  test("/sitemap.xml is a valid sitemap of every public page with last modified", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toMatch(/xml/);
    expect(response.headers.get("cache-control")).toMatch(/max-age/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = new XMLParser().parse(xml).urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((u) => u.loc);
    expect(locs).toEqual(expect.arrayContaining(["https://theatre.example/", "https://theatre.example/whats-on", "https://theatre.example/hamlet", "https://theatre.example/blogs/opening-night"]));
    expect(locs.some((l) => l.includes("admin-edit-tool"))).toBe(false);
    expect(urls.find((u) => u.loc.endsWith("/hamlet"))!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
    // Each venue's page, with its access information.
    expect(urls.find((u) => u.loc === "https://theatre.example/venues/adc-theatre")?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  test("feeds read no query string: asked with one, they redirect to themselves (no feed built again per query string)", async () => {
    for (const feed of ["/calendar.ics", "/sitemap.xml", "/robots.txt", "/blogs/rss.xml", "/hamlet.ics"]) {
      const response = await fetch(`${site.url}${feed}?x=${Math.random()}`, { redirect: "manual" });
      expect([feed, response.status, response.headers.get("location")]).toEqual([feed, 301, feed]);
    }
  });

  test("/robots.txt points to the sitemap and keeps the admin area and the API out", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin-edit-tool");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain("Sitemap: https://theatre.example/sitemap.xml");
  });

  test("/blogs/rss.xml is an RSS 2.0 feed of the blogs", async () => {
    const xml = await (await get("/blogs/rss.xml")).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(xml).rss;
    expect(rss["@_version"]).toBe("2.0");
    const item = [rss.channel.item].flat()[0];
    expect(item).toMatchObject({ title: "Opening night", link: "https://theatre.example/blogs/opening-night" });
    expect(new Date(item.pubDate).toISOString()).toBe("2026-11-01T10:00:00.000Z");
  });

  test("/{slug}.ics is an iCalendar file with one event per performance, read by ical.js", async () => {
    const response = await get("/hamlet.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.startDate.toJSDate().toISOString()).sort()).toEqual(["2027-01-16T14:30:00.000Z", "2027-06-10T18:30:00.000Z"]);
    expect(events[0].location).toBe("ADC Theatre, Park Street, Cambridge");
    expect((await get("/nothing.ics")).status).toBe(404);
  });

  test("a blog edited through the API shows in the feed at once", async () => {
    const editor = await site.tokenFor(Role.editor);
    const created = await (await fetch(`${site.url}/api/blogs/`, { method: "POST", headers: { authorization: `Bearer ${editor}` } })).json() as { _id: string; version: number };
    await fetch(`${site.url}/api/blogs/${created._id}`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${editor}` }, body: JSON.stringify({ title: "Cast party", slug: "cast-party", author: "Ann", version: created.version, order: "2026-11-20T10:00:00Z" }) });
    expect(await (await get("/blogs/rss.xml")).text()).toContain("Cast party");
  });
});

test("London time carries its offset in summer and winter", () => {
  expect(londonIso(new Date("2027-07-01T18:30:00Z"))).toBe("2027-07-01T19:30:00+01:00");
  expect(londonIso(new Date("2027-12-01T19:30:00Z"))).toBe("2027-12-01T19:30:00+00:00");
});
