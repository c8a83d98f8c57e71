import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { PageKind, SitePage } from "../pages/site-page.entity";
import { withoutTrailingSlashes } from "../../core/http/paths";
import { leastCpuMs } from "../../test/cpu-time";

// Inputs that made a regex backtrack quadratically: each must cost little CPU. The server runs in
// this process, so process.cpuUsage() counts its work; each bound is several times the linear cost
// and well below what the quadratic regexes took (0.6 s for the HTTP paths, seconds for the rest).

let database: TestDatabase;
let site: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), "<!doctype html><html><head><title>Fen Street Players</title></head><body></body></html>");
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist });
  // Warmed up, so the measures below count the inputs' work, not first-request compilation.
  for (const url of ["/a/x", "/a", "/whats-on/x"]) await fetch(`${site.url}${url}`);
  await site.graphql("{ site { contactEmail } }");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

describe("trailing slashes", () => {
  test("are cut in linear time, even from 200,000 slashes before the end", async () => {
    const slashes = "/".repeat(200_000);
    expect(await leastCpuMs(() => withoutTrailingSlashes(`/a${slashes}x`))).toBeLessThan(50);
    expect(await leastCpuMs(() => withoutTrailingSlashes(`/a${slashes}`))).toBeLessThan(50);
  });

  test("are cut, and nothing else", () => {
    expect(withoutTrailingSlashes("/plays///")).toBe("/plays");
    expect(withoutTrailingSlashes("/a//b/")).toBe("/a//b");
    expect(withoutTrailingSlashes("/plays")).toBe("/plays");
  });

  test("a page request of as many slashes as a request line holds answers at once", async () => {
    // Node refuses request heads over 16 KB, so this is the longest such path HTTP can carry.
    const slashes = "/".repeat(15_000);
    let statuses: number[] = [];
    const cpu = await leastCpuMs(async () => {
      statuses = await Promise.all([`/a${slashes}x`, `/a${slashes}`, `/whats-on${slashes}x`].map(async (url) => (await fetch(`${site.url}${url}`)).status));
    });
    expect(statuses).toEqual([404, 404, 404]);
    expect(cpu).toBeLessThan(300);
  });
});

describe("the site query's contact address", () => {
  /** As a save would: the site settings kept in memory are read again on the next request. */
  async function announceChange(): Promise<void> {
    site.services.events.publish("CONTENT_CHANGED");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const contactEmail = async () => (await site.graphql<{ site: { contactEmail: string | null } }>("{ site { contactEmail } }")).body.data?.site.contactEmail;

  test("is found in linear time on a Contact page of 30,000 mailto: without an address", async () => {
    const contact = database.db.getRepository(SitePage);
    await contact.update({ kind: PageKind.contact }, { text: `<p>${"mailto:".repeat(30_000)}</p>` });
    let email: unknown;
    const cpu = await leastCpuMs(async () => {
      email = await contactEmail();
    }, announceChange);
    expect(email).toBeNull();
    expect(cpu).toBeLessThan(1000);

    // The same page read, so the measure above was of the page, not of settings kept in memory.
    await contact.update({ kind: PageKind.contact }, { text: '<p>mailto: <a href="mailto:box@theatre.example?subject=Hello">write</a></p>' });
    await announceChange();
    expect(await contactEmail()).toBe("box@theatre.example");
  });
});
