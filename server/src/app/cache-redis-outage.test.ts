import { randomUUID } from "node:crypto";
import net from "node:net";
import { Role } from "../core/auth";
import { freePort } from "../core/free-port";
import { createEventBus } from "../core/pubsub";
import type { Topics } from "./events";
import type { TestDatabase } from "../test/test-database";
import { startTestApp, type TestApp } from "../test/test-app";
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

/**
 * Redis is back and both instances hear each other again, and what each does for its own
 * reconnection (a CONTENT_CHANGED to itself) has had time to happen: a test that went before must
 * not clear a cache in the middle of the next one.
 */
async function settled(): Promise<void> {
  const text = `<p>${randomUUID()}</p>`;
  await behindTheCache(text);
  one.services.events.publish("CONTENT_CHANGED");
  await until(() => contactText(two), (served) => served === text, (served) => `instance two still serves ${served}`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

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
  await settled();
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

/** A TCP relay to Redis that a test cuts and restores: one instance's network trouble, the others' connections untouched. */
async function relayTo(port: number) {
  const own = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () => new Promise<void>((resolve) => {
    server = net.createServer((client) => {
      const upstream = net.connect(port, "127.0.0.1");
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(own, "127.0.0.1", () => resolve());
  });
  const cut = () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    if (!server) return resolve();
    server.close(() => resolve());
    server = undefined;
  });
  await open();
  return { url: `redis://127.0.0.1:${own}`, cut, restore: open };
}

test("a change made by an instance cut off from Redis reaches the other instances once it is back", async () => {
  await settled();
  const relay = await relayTo(Number(new URL(pair.redis.url).port));
  const refusals: Error[] = [];
  const bus = createEventBus<Topics>(relay.url, (error) => refusals.push(error));
  const cutOff = await startTestApp(database.db, { events: bus.pubsub, readCache: true });
  try {
    const editor = await cutOff.tokenFor(Role.editor);
    await behindTheCache(`<p>${randomUUID()}</p>`);
    const before = await contactText(two);
    const { version } = (await cutOff.rest("GET", "/api/contactus")).body as { version: number };

    await relay.cut();
    const saved = `<p>${randomUUID()}</p>`;
    expect((await cutOff.rest("PUT", "/api/contactus", { text: saved, version }, editor)).status).toBe(200);
    expect(await contactText(cutOff)).toBe(saved);
    // Redis never had the event: the publish was given up on.
    await until(() => refusals.length, (count) => count > 0, () => "the publish was not given up on");
    expect(await contactText(two)).toBe(before);
    await relay.restore();

    await until(() => contactText(two), (text) => text === saved, (text) => `instance two still serves ${text}`);
  } finally {
    await cutOff.app.close();
    await bus.close();
    await relay.cut();
  }
});
