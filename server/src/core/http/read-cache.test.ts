import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { Role } from "../auth";
import { createEventBus, type EventBus } from "../pubsub";
import { ReadCache } from "./read-cache";
import { startRedis, type TestRedis } from "../../test/redis";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

jest.setTimeout(60_000);

let database: TestDatabase;
let redis: TestRedis;
let buses: EventBus[];
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = await startRedis();
  buses = [createEventBus(redis.url), createEventBus(redis.url)];
  one = await startTestApp(database.db, { events: buses[0].pubsub, readCache: true });
  two = await startTestApp(database.db, { events: buses[1].pubsub, corsOrigins: ["https://elsewhere.example"], readCache: true });
});

afterAll(async () => {
  await one.app.close();
  await two.app.close();
  for (const bus of buses) await bus.close();
  await redis.stop();
  await database.drop();
});

const text = async (app: TestApp) => ((await (await fetch(`${app.url}/api/contactus`)).json()) as { text: string; version: number });
const behindTheCache = (value: string) => database.db.query("UPDATE site_page SET text = $1 WHERE kind = 'contact'", [value]);
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 40 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
};

test("repeated anonymous reads come from memory; a write through the API drops the cache on every instance", async () => {
  await behindTheCache("<p>First</p>");
  expect((await text(one)).text).toBe("<p>First</p>");
  expect((await text(two)).text).toBe("<p>First</p>");
  await behindTheCache("<p>Changed behind the cache</p>");
  expect((await text(one)).text).toBe("<p>First</p>");

  const editor = await one.tokenFor(Role.editor);
  const { version } = await text(one);
  const saved = await fetch(`${one.url}/api/contactus`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${editor}` }, body: JSON.stringify({ text: "<p>Saved through the API</p>", version }) });
  expect(saved.status).toBe(200);
  expect((await text(one)).text).toBe("<p>Saved through the API</p>");
  await until(async () => (await text(two)).text === "<p>Saved through the API</p>");
  expect((await text(two)).text).toBe("<p>Saved through the API</p>");
});

test("GraphQL queries are cached and dropped by a mutation; signed-in reads are never cached", async () => {
  const query = "{ contact { text } }";
  const read = async (headers: Record<string, string> = {}) => ((await one.graphql<{ contact: { text: string } }>(query, undefined, headers)).body.data?.contact.text);
  const before = await read();
  await behindTheCache("<p>Only the database knows</p>");
  expect(await read()).toBe(before);
  const editor = { authorization: `Bearer ${await one.tokenFor(Role.editor)}` };
  expect(await read(editor)).toBe("<p>Only the database knows</p>");
  const { version } = await text(two);
  await one.graphql("mutation ($input: TextPageInput!) { updateContact(input: $input) { id } }", { input: { text: "<p>By mutation</p>", version } }, editor);
  expect(await read()).toBe("<p>By mutation</p>");
});

test("a cached answer carries the same security headers, type and ETag as the first; conditional requests get 304", async () => {
  const first = await fetch(`${one.url}/api/plays/whatson`);
  const body = await first.text();
  const again = await fetch(`${one.url}/api/plays/whatson`);
  expect(await again.text()).toBe(body);
  for (const header of ["content-type", "content-security-policy", "x-content-type-options", "strict-transport-security", "referrer-policy", "etag"]) {
    expect([header, again.headers.get(header)]).toEqual([header, first.headers.get(header)]);
  }
  expect(again.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
  // fetch would add Cache-Control: no-cache to a conditional request, which rules out a 304.
  const conditional = await new Promise<number | undefined>((resolve, reject) =>
    http.get(`${one.url}/api/plays/whatson`, { headers: { "if-none-match": first.headers.get("etag")! } }, (res) => resolve(res.resume().statusCode)).on("error", reject),
  );
  expect(conditional).toBe(304);
});

test("with the cache on, GraphQL bodies that are not JSON, or mutations, still reach GraphQL's own handling", async () => {
  const broken = await fetch(`${one.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" });
  expect(broken.status).toBe(400);
  expect(await broken.json()).toMatchObject({ errors: [{ message: expect.any(String), extensions: { code: "BAD_REQUEST" } }] });
  const anonymousWrite = await one.graphql("mutation { updateContact(input: { text: \"<p>x</p>\", version: 1 }) { id } }");
  expect(anonymousWrite.body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  const query = await one.graphql<{ contact: { text: string } }>("{ contact { text } }");
  expect(query.body.data?.contact.text).toEqual(expect.any(String));
});

test("cross-origin reads get the CORS answer for their origin, whatever the cache holds", async () => {
  const read = (origin?: string) => fetch(`${two.url}/api/plays/whatson`, { headers: origin ? { origin } : {} });
  expect((await read()).headers.get("access-control-allow-origin")).toBeNull();
  expect((await read()).headers.get("access-control-allow-origin")).toBeNull();
  expect((await read("https://elsewhere.example")).headers.get("access-control-allow-origin")).toBe("https://elsewhere.example");
  expect((await read("https://other.example")).headers.get("access-control-allow-origin")).toBeNull();
  expect((await read()).headers.get("access-control-allow-origin")).toBeNull();
});

test("cached answers go out compressed (brotli or gzip) to callers that take it, decoding to the same bytes", async () => {
  const body = JSON.stringify({ query: "{ __schema { types { name description } } }" });
  const post = (acceptEncoding?: string) =>
    new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
      const request = http.request(`${one.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...(acceptEncoding && { "accept-encoding": acceptEncoding }) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve({ encoding: res.headers["content-encoding"], vary: res.headers.vary, bytes: Buffer.concat(chunks) }));
      });
      request.on("error", reject).end(body);
    });
  const plain = await post();
  expect(plain.encoding).toBeUndefined();
  expect(plain.bytes.length).toBeGreaterThan(1024);
  for (const round of ["first", "cached"]) {
    const br = await post("gzip, deflate, br");
    expect([round, br.encoding, br.vary]).toEqual([round, "br", expect.stringMatching(/Accept-Encoding/i)]);
    expect(zlib.brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    const gzip = await post("gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  }
});

test("the cache stays within its memory budget, dropping the oldest answers first, and keeps no answer that is too large", async () => {
  const cache = new ReadCache(createEventBus().pubsub, { maxBytes: 10_000, maxEntryBytes: 4_000 });
  const app = express();
  app.use(cache.middleware());
  app.get("/text/:name/:length", (req, res) => res.type("text/plain").send(req.params.name.padEnd(Number(req.params.length), ".")));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const get = (name: string, length: number) => fetch(`http://127.0.0.1:${port}/text/${name}/${length}`).then((r) => r.text());
  try {
    for (const name of ["a", "b", "c"]) await get(name, 1500);
    expect(cache.size).toEqual({ entries: 3, bytes: 9000 });
    await get("d", 1500);
    expect(cache.size).toEqual({ entries: 3, bytes: 9000 });
    expect(cache.get("GET /text/a/1500")).toBeUndefined();
    expect(cache.get("GET /text/d/1500")?.body.toString()).toMatch(/^d\.+$/);
    await get("big", 2500);
    expect(cache.get("GET /text/big/2500")).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
