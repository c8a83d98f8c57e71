import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { PlayStatus } from "../plays/play-status.types";
import { Product } from "../shop/product.entity";
import { CONTACT_SUBJECTS } from "./page-meta";

let database: TestDatabase;
let site: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><title>Fen Street Players</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), TEMPLATE);
  database = await createTestDatabase();
  // Its venue is stored as a record with the slug "adc-theatre"; twelve previous productions make two pages.
  await insertPlays(database.db, [
    playFixture({ slug: "hamlet", title: "Hamlet", status: [PlayStatus.current] }),
    ...Array.from({ length: 12 }, (_, i) => playFixture({ slug: `old-play-${i}` })),
  ]);
  const products = database.db.getRepository(Product);
  await products.save(products.create({ name: "Programme", slug: "programme", country: "uk", category: "Things", rrpPrice: 5, stock: { cambridge: 1 }, stockTotal: 1 }));
  site = await startTestApp(database.db, { clientDist, readCache: true });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${site.url}${url}`, { redirect: "manual" });
const titleOf = async (url: string) => /<title>([^<]*)<\/title>/.exec(await (await get(url)).text())?.[1];

describe("a page that would show nothing real is the not-found page, with status 404", () => {
  test.each([
    "/whats-on?venue=made-up-venue",
    "/previous-productions?page=3",
    "/blogs?page=2",
    "/contact/made-up-subject",
    "/products/zz",
  ])("%s", async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  test.each([
    "/whats-on?venue=adc-theatre",
    "/previous-productions?page=2",
    "/blogs",
    "/contact/auditions",
    "/contact/backstage-crew",
    "/contact/newsletter",
    "/contact/privacy",
    "/contact/terms",
    "/products/uk",
  ])("what is real stays a page: %s", async (url) => {
    expect((await get(url)).status).toBe(200);
  });

  test("a review number that is not the review's own form moves to its own address", async () => {
    for (const url of ["/hamlet/reviews/00", "/hamlet/reviews/01/"]) {
      const response = await get(url);
      expect([url, response.status, response.headers.get("location")]).toEqual([url, 301, `/hamlet/reviews/${url[url.length - 2] === "1" ? 1 : 0}`]);
    }
    expect((await get("/hamlet/reviews/1")).status).toBe(200);
  });
});

describe("not-found pages in the read cache", () => {
  test("1,200 made-up addresses leave a real page in the 1,000-entry cache", async () => {
    expect(await titleOf("/hamlet")).toBe("Hamlet | Fen Street Players");
    // Behind the cache's back: while the page is kept, it still shows the old title.
    await database.db.query("UPDATE play SET title = 'Changed behind the cache' WHERE slug = 'hamlet'");
    expect(await titleOf("/hamlet")).toBe("Hamlet | Fen Street Players");
    const madeUp = Array.from({ length: 1200 }, (_, i) => [`/made-up-${i}`, `/whats-on?venue=made-up-${i}`, `/contact/made-up-${i}`, `/previous-productions?page=${i + 3}`][i % 4]);
    for (const url of madeUp) expect((await get(url)).status).toBe(404);
    expect(await titleOf("/hamlet")).toBe("Hamlet | Fen Street Players");
    // 1,200 requests one after another: well past the default 30 s on a loaded machine.
  }, 180_000);

  test("a not-found page is kept by its path alone: another query string finds it; the page a query made not found is still found without it", async () => {
    expect((await get("/later-play?utm_source=one")).status).toBe(404);
    await insertPlays(database.db, [playFixture({ slug: "later-play", status: [PlayStatus.current] })]);
    // Published behind the cache's back: the kept not-found page answers whatever the query string.
    expect((await get("/later-play?utm_source=two")).status).toBe(404);
    expect((await get("/later-play")).status).toBe(404);
    expect((await get("/whats-on?venue=made-up-venue&utm_source=one")).status).toBe(404);
    expect((await get("/whats-on")).status).toBe(200);
    expect((await get("/whats-on?venue=adc-theatre")).status).toBe(200);
  });
});

test("the contact subjects offered are the client's list, and every subject the client links to is among them", () => {
  const clientSrc = path.join(__dirname, "..", "..", "..", "..", "client", "src");
  const listed = /new Set\((\[[^\]]*\])\)/.exec(fs.readFileSync(path.join(clientSrc, "features", "pages", "contact-subjects.ts"), "utf8"))![1];
  expect(new Set(JSON.parse(listed) as string[])).toEqual(CONTACT_SUBJECTS);
  const linked = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) for (const [, subject] of fs.readFileSync(file, "utf8").matchAll(/["'`]\/contact\/([a-z0-9_-]+)["'`]/g)) linked.add(subject);
    }
  };
  walk(clientSrc);
  expect(linked.size).toBeGreaterThan(0);
  for (const subject of linked) expect([subject, CONTACT_SUBJECTS.has(subject)]).toEqual([subject, true]);
});
