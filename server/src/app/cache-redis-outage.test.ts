import { randomUUID } from "node:crypto";
import { Role } from "../core/auth";
import type { TestDatabase } from "../test/test-database";
import type { TestApp } from "../test/test-app";
import { startTwoInstances, type TwoInstances } from "../test/two-instances";
import { until } from "../test/until";

jest.setTimeout(120_000);

/**
 * Two instances on one Redis, both with the read cache on, while Redis goes away and comes back:
 * CONTENT_CHANGED may be lost then, and no cache (of pages or of site settings) may keep old content for it.
 */
let pair: TwoInstances;
let database: TestDatabase;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  pair = await startTwoInstances(() => ({ readCache: true }));
  ({ database, one, two } = pair);
});

afterAll(() => pair.close());

const contactText = async (app: TestApp) => ((await app.rest("GET", "/api/contactus")).body as { text: string }).text;
const behindTheCache = (text: string) => database.db.query("UPDATE site_page SET text = $1 WHERE kind = 'contact'", [text]);
const societyName = async (app: TestApp) => (await app.services.siteSettings.current()).name;

test("with Redis unreachable, a content change still clears the writer's own read cache at once", async () => {
  const editor = await one.tokenFor(Role.editor);
  await behindTheCache(`<p>${randomUUID()}</p>`);
  const before = await contactText(one);
  await behindTheCache(`<p>${randomUUID()}</p>`);
  expect(await contactText(one)).toBe(before);
  const { version } = (await one.rest("GET", "/api/contactus")).body as { version: number };

  await pair.redis.stop();
  try {
    const saved = `<p>${randomUUID()}</p>`;
    expect((await one.rest("PUT", "/api/contactus", { text: saved, version }, editor)).status).toBe(200);
    expect(await contactText(one)).toBe(saved);
  } finally {
    await pair.redis.restart();
  }
});

test("every instance clears its read cache and its site settings when its Redis connection comes back: events may have been lost meanwhile", async () => {
  const admin = await one.tokenFor(Role.admin);
  const settings = { name: "Fen Street Players Ltd", contactEmail: "box@fenstreet.example", address: "", charityNumber: "" };
  expect((await one.rest("PUT", "/api/settings", settings, admin)).status).toBe(200);
  await until(() => societyName(two), (name) => name === "Fen Street Players Ltd", (name) => `instance two still reads ${name}`);
  await behindTheCache(`<p>${randomUUID()}</p>`);
  const before = await contactText(two);

  await pair.redis.stop();
  // Changes whose events cannot be heard while Redis is away.
  const after = `<p>${randomUUID()}</p>`;
  await behindTheCache(after);
  await database.db.query("UPDATE site_settings SET name = 'Fen Street Theatre'");
  expect([await contactText(two), await societyName(two)]).toEqual([before, "Fen Street Players Ltd"]);
  await pair.redis.restart();

  await until(() => contactText(two), (text) => text === after, (text) => `instance two still serves ${text}`);
  await until(() => societyName(two), (name) => name === "Fen Street Theatre", (name) => `instance two still reads ${name}`);
  expect(await contactText(one)).toBe(after);
});
