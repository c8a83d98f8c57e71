import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Role } from "../core/auth";
import { insertPlays, playFixture } from "../features/plays/play.fixtures";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { startTestApp, type TestApp } from "../test/test-app";
import { ReservedPlaySlugs1764970000000 } from "./1764970000000-reserved-play-slugs";

/**
 * Plays that hold a slug the site keeps for itself, as a database saved before the rule would
 * (the migration taken down, the plays stored, the migration run again): each is renamed with
 * `-play`, and its former addresses that are no page of the site answer 301 with the new one.
 */
let database: TestDatabase;
let site: TestApp;
const migration = new ReservedPlaySlugs1764970000000();
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
const slugOf = async (id: string) => (await database.db.query("SELECT slug FROM play WHERE id = $1", [id]))[0].slug;
let ids: Record<string, string>;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(clientDist, "404.html"), "<!doctype html><html><head><title>Not found</title></head><body><h1>Page not found</h1></body></html>");
  database = await createTestDatabase();
  const runner = database.db.createQueryRunner();
  try {
    await migration.down(runner);
    const plays = await insertPlays(database.db, [
      playFixture({ slug: "venues", title: "Venues", venues: [] }),
      playFixture({ slug: "calendar", title: "Calendar", venues: [] }),
      playFixture({ slug: "featured", title: "Featured", venues: [] }),
      playFixture({ slug: "featured-play", title: "Featured Play", venues: [] }),
      playFixture({ slug: "about", title: "About", venues: [] }),
      playFixture({ slug: "hamlet", title: "Hamlet", venues: [] }),
    ]);
    ids = Object.fromEntries(plays.map((p) => [p.slug, p.id]));
    await migration.up(runner);
  } finally {
    await runner.release();
  }
  site = await startTestApp(database.db, { clientDist });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${site.url}${url}`, { redirect: "manual" });

test("every play holding a reserved slug gets -play appended (-play-2 when that is taken); others keep theirs", async () => {
  expect(await slugOf(ids.venues)).toBe("venues-play");
  expect(await slugOf(ids.calendar)).toBe("calendar-play");
  expect(await slugOf(ids.featured)).toBe("featured-play-2");
  expect(await slugOf(ids["featured-play"])).toBe("featured-play");
  expect(await slugOf(ids.about)).toBe("about-play");
  expect(await slugOf(ids.hamlet)).toBe("hamlet");
});

test("a former address that is no page of the site answers 301 with the play's new one; the site's own pages keep theirs", async () => {
  for (const [from, to] of [["/venues", "/venues-play"], ["/calendar", "/calendar-play"], ["/Featured", "/featured-play-2"], ["/calendar/reviews/1", "/calendar-play/reviews/1"]]) {
    const response = await get(from);
    expect({ from, status: response.status, location: response.headers.get("location") }).toEqual({ from, status: 301, location: to });
  }
  expect((await get("/about")).status).toBe(200);
  expect(await (await get("/about")).text()).not.toContain("<title>About |");
  expect((await get("/calendar-play")).status).toBe(200);
  expect((await get("/no-such-play")).status).toBe(404);
  const calendar = await get("/calendar.ics");
  expect(await calendar.text()).not.toContain("SUMMARY:Calendar\r\n");
});

test("the renamed play saves under its new slug; taking the reserved one back is refused", async () => {
  const editor = await site.tokenFor(Role.editor, "Quince");
  const play = (await site.rest("GET", "/api/plays/venues-play", undefined, editor)).body;
  const back = await site.rest("PUT", `/api/plays/${ids.venues}`, { ...play, slug: "venues" }, editor);
  expect(back.status).toBe(400);
  expect(back.body.errors).toEqual([{ path: "slug", message: expect.stringContaining("reserved") }]);
  // Published before the accessibility check: its pictures are described before it is published again.
  const described = { ...play, mainimageDescription: "A poster", images: play.images.map((image: object) => ({ ...image, description: "The cast" })) };
  const kept = await site.rest("PUT", `/api/plays/${ids.venues}`, described, editor);
  expect(kept.body.errors).toBeUndefined();
  expect(kept.status).toBe(200);
  expect(kept.body.slug).toBe("venues-play");
});

test("an unpublished play's former address is not redirected (its new slug is nobody's business)", async () => {
  await database.db.query("UPDATE play SET published_at = NULL WHERE id = $1", [ids.featured]);
  expect((await get("/featured")).status).toBe(404);
  await database.db.query("UPDATE play SET published_at = now() WHERE id = $1", [ids.featured]);
});
