import express from "express";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import zlib from "node:zlib";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../auth";
import { createEventBus } from "../pubsub";
import { cacheKey, ReadCache } from "./read-cache";
import { leastCpuMs } from "../../test/cpu-time";
import type { TestDatabase } from "../../test/test-database";
import type { TestApp } from "../../test/test-app";
import { startTwoInstances, type TwoInstances } from "../../test/two-instances";

jest.setTimeout(60_000);

let pair: TwoInstances;
let database: TestDatabase;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  pair = await startTwoInstances((_bus, index) => ({ readCache: true, ...(index === 1 && { corsOrigins: ["https://elsewhere.example"] }) }));
  ({ database, one, two } = pair);
});

afterAll(() => pair.close());

const text = async (app: TestApp) => ((await (await fetch(`${app.url}/api/contactus`)).json()) as { text: string; version: number });
const behindTheCache = (value: string) => database.db.query("UPDATE site_page SET text = $1 WHERE kind = 'contact'", [value]);
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 40 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
};

test("repeated anonymous reads come from memory; a content write through the API drops the cache on every instance", async () => {
  await behindTheCache("<p>First</p>");
  expect((await text(one)).text).toBe("<p>First</p>");
  expect((await text(two)).text).toBe("<p>First</p>");
  await behindTheCache("<p>Changed behind the cache</p>");
  expect((await text(one)).text).toBe("<p>First</p>");

  const editor = await one.tokenFor(Role.editor);
  const { version } = await text(one);
  const saved = await fetch(`${one.url}/api/contactus`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${editor}` }, body: JSON.stringify({ text: "<p>Saved through the API</p>", version }) });
  expect(saved.status).toBe(200);
  await until(async () => (await text(one)).text === "<p>Saved through the API</p>");
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
  await until(async () => (await read()) === "<p>By mutation</p>");
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
  // Anonymous bodies are read early (fast-reads); signed-in ones by Express: the same answer either way.
  const token = await one.tokenFor(Role.member);
  for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
    const broken = await fetch(`${one.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: "{oops" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ errors: [{ message: expect.stringMatching(/^The body is not valid JSON: .*property name/), extensions: { code: "BAD_REQUEST" } }] });
  }
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
  // The first answer is compressed on its way out (a miss), later ones come from the cache.
  const first = await post("gzip, deflate, br");
  expect([first.encoding, first.vary]).toEqual(["br", expect.stringMatching(/Accept-Encoding/i)]);
  const plain = await post();
  expect(plain.encoding).toBeUndefined();
  expect(plain.bytes.length).toBeGreaterThan(1024);
  expect(zlib.brotliDecompressSync(first.bytes).equals(plain.bytes)).toBe(true);
  const br = await post("gzip, deflate, br");
  expect([br.encoding, br.vary]).toEqual(["br", expect.stringMatching(/Accept-Encoding/i)]);
  expect(zlib.brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
  expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
  const gzip = await post("gzip");
  expect(gzip.encoding).toBe("gzip");
  expect(zlib.gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
});

test("no caller can fix an answer for others through a request header: Accept is part of the key, GraphQL over GET is not cached", async () => {
  const query = JSON.stringify({ query: "{ contact { text } }" });
  const post = (accept: string) => fetch(`${one.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", accept }, body: query });
  expect((await post("application/graphql-response+json")).headers.get("content-type")).toMatch(/^application\/graphql-response\+json/);
  expect((await post("application/json")).headers.get("content-type")).toMatch(/^application\/json/);
  expect((await post("application/graphql-response+json")).headers.get("content-type")).toMatch(/^application\/graphql-response\+json/);
  const get = (accept: string) => fetch(`${one.url}/graphql?query=${encodeURIComponent("{ contact { text } }")}`, { headers: { accept, "apollo-require-preflight": "true" } });
  expect((await get("text/html")).headers.get("content-type")).toMatch(/^text\/html/);
  expect((await get("application/json")).headers.get("content-type")).toMatch(/^application\/json/);
});

test("a mutation hidden from a quick look (after commas, or named among queries) still drops the cache, and its answer is never replayed", async () => {
  const read = async () => (await one.graphql<{ contact: { text: string } }>("{ contact { text } }")).body.data?.contact.text;
  const editor = { authorization: `Bearer ${await one.tokenFor(Role.editor)}` };
  await read();
  const { version } = await text(one);
  const hidden = await one.graphql(",,mutation ($input: TextPageInput!) { updateContact(input: $input) { id } }", { input: { text: "<p>Behind commas</p>", version } }, editor);
  expect(hidden.body.errors).toBeUndefined();
  await until(async () => (await read()) === "<p>Behind commas</p>");
  expect(await read()).toBe("<p>Behind commas</p>");

  const register = JSON.stringify({ query: 'query A { contact { text } } mutation B { register(input: { name: "Hidden", email: "hidden@example.org", password: "long enough" }) { token } }', operationName: "B" });
  const send = async () => (await (await fetch(`${one.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: register })).json()) as { data?: unknown; errors?: { extensions: { code: string } }[] };
  expect((await send()).errors).toBeUndefined();
  expect((await send()).errors?.[0].extensions.code).toBe("CONFLICT");

  // The same text read as its query first: remembered as shared for that operation name only.
  const document = 'query C { contact { text } } mutation D { register(input: { name: "Twice", email: "twice@example.org", password: "long enough" }) { token } }';
  const as = async (operationName: string) => (await (await fetch(`${one.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: document, operationName }) })).json()) as { data?: unknown; errors?: { extensions: { code: string } }[] };
  expect((await as("C")).data).toEqual({ contact: { text: "<p>Behind commas</p>" } });
  expect((await as("D")).errors).toBeUndefined();
  expect((await as("D")).errors?.[0].extensions.code).toBe("CONFLICT");
});

test("a mutation sent over the WebSocket drops the cache too", async () => {
  const read = async () => (await one.graphql<{ contact: { text: string } }>("{ contact { text } }")).body.data?.contact.text;
  await read();
  const { version } = await text(one);
  const client = createClient({ url: `${one.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${await one.tokenFor(Role.editor)}` } });
  try {
    const result = await new Promise((resolve, reject) => {
      client.subscribe({ query: "mutation ($input: TextPageInput!) { updateContact(input: $input) { id } }", variables: { input: { text: "<p>Over the socket</p>", version } } }, { next: resolve, error: reject, complete: () => undefined });
    });
    expect(result).toMatchObject({ data: { updateContact: { id: expect.any(String) } } });
  } finally {
    await client.dispose();
  }
  await until(async () => (await read()) === "<p>Over the socket</p>");
  expect(await read()).toBe("<p>Over the socket</p>");
});

test("keys count towards the memory budget, so requests with long keys cannot make the cache grow past it", async () => {
  const cache = new ReadCache(createEventBus().pubsub, undefined, { maxBytes: 10_000 });
  const app = express();
  app.use(cache.middleware());
  app.get("/short", (_req, res) => res.type("text/plain").send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (let i = 0; i < 10; i++) await fetch(`http://127.0.0.1:${port}/short?pad=${String(i).padEnd(3000, "x")}`);
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size.bytes).toBeGreaterThan(9000);
    expect(cache.size.entries).toBe(3);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("a gzip-compressed request body is still read (Express inflates it)", async () => {
  const body = zlib.gzipSync(JSON.stringify({ query: "{ contact { text } }" }));
  const response = await fetch(`${one.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "content-encoding": "gzip" }, body });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { data: { contact: { text: string } } }).data.contact.text).toEqual(expect.any(String));
});

test("the cache stays within its memory budget, dropping the least recently read answers first, and keeps no answer that is too large", async () => {
  const cache = new ReadCache(createEventBus().pubsub, undefined, { maxBytes: 10_000, maxEntryBytes: 4_000 });
  const app = express();
  app.use(cache.middleware());
  app.get("/text/:name/:length", (req, res) => res.type("text/plain").send(req.params.name.padEnd(Number(req.params.length), ".")));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const get = (name: string, length: number) => fetch(`http://127.0.0.1:${port}/text/${name}/${length}`).then((r) => r.text());
  try {
    for (const name of ["a", "b", "c"]) await get(name, 1500);
    // Each answer counts twice (room for its compressed copies) plus its key.
    const three = cache.size;
    expect(three.entries).toBe(3);
    expect(three.bytes).toBeGreaterThan(9000);
    expect(three.bytes).toBeLessThan(9100);
    // "a" is read again, so "b" is now the least recently read.
    await get("a", 1500);
    await get("d", 1500);
    expect(cache.size).toEqual(three);
    // As fetch asks: Accept */*.
    const key = (url: string) => cacheKey({ method: "GET", url, headers: { accept: "*/*" } } as http.IncomingMessage)!;
    expect(cache.get(key("/text/b/1500"))).toBeUndefined();
    expect(cache.get(key("/text/a/1500"))?.body.toString()).toMatch(/^a\.+$/);
    expect(cache.get(key("/text/d/1500"))?.body.toString()).toMatch(/^d\.+$/);
    await get("big", 2500);
    expect(cache.get(key("/text/big/2500"))).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("a client that goes away halfway through a GraphQL body leaves the server answering", async () => {
  const { port } = new URL(one.url);
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      socket.write("POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"query\":");
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on("close", () => resolve()).on("error", reject);
  });
  await new Promise((r) => setTimeout(r, 50));
  expect((await fetch(`${one.url}/healthz`)).status).toBe(200);
  expect((await one.graphql<{ contact: { text: string } }>("{ contact { text } }")).status).toBe(200);
});

describe("cacheKey", () => {
  const key = (url: string, headers: http.IncomingHttpHeaders = {}, method = "GET") => cacheKey({ method, url, headers } as http.IncomingMessage);
  const hash = "a".repeat(64);
  const persisted = `/graphql?operationName=Plays&variables=%7B%7D&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }))}`;

  test("pages are keyed by URL alone: no header a caller sends makes another entry, and HEAD shares GET's", () => {
    const page = key("/whats-on");
    expect(page).not.toBeNull();
    for (const headers of [{ accept: "text/plain" }, { itemsperpage: "3" }, { authorization: "Bearer x" }]) expect(key("/whats-on", headers)).toBe(page);
    expect(key("/whats-on", {}, "HEAD")).toBe(page);
  });

  test("the API's keys depend on the varying headers, and signed-in callers are never keyed", () => {
    expect(key("/api/plays", { accept: "a" })).not.toBe(key("/api/plays", { accept: "b" }));
    expect(key("/api/plays", { authorization: "Bearer x" })).toBeNull();
    expect(key(persisted, { authorization: "Bearer x" })).toBeNull();
  });

  test("a GraphQL GET is keyed only as a persisted read: a hash, the three parameters, and not for a browser's page", () => {
    expect(key(persisted)).not.toBeNull();
    expect(key(`${persisted}&junk=1`)).toBeNull();
    expect(key(persisted, { accept: "text/html" })).toBeNull();
    expect(key("/graphql?extensions=1")).toBeNull();
    expect(key(persisted.replace(hash, "not-a-hash"))).toBeNull();
    expect(key(`/graphql?query=${encodeURIComponent("{ plays { total } }")}`)).toBeNull();
  });

  test("a lookup skips the persisted-read check yet finds only what was stored: the same key for a checked read, none stored for the rest", () => {
    const lookup = (url: string, headers: http.IncomingHttpHeaders = {}) => cacheKey({ method: "GET", url, headers } as http.IncomingMessage, undefined, { lookup: true });
    expect(lookup(persisted)).toBe(key(persisted));
    expect(lookup(persisted, { accept: "application/json" })).toBe(key(persisted, { accept: "application/json" }));
    // Looked up under keys that are never stored under (key() refuses them), so they always miss.
    for (const url of [`${persisted}&junk=1`, `/graphql?query=${encodeURIComponent("{ plays { total } }")}`]) {
      expect(lookup(url)).not.toBeNull();
      expect(key(url)).toBeNull();
    }
    expect(lookup(persisted, { authorization: "Bearer x" })).toBeNull();
  });

  test("pages of links that grant something (newsletter, password reset) are never kept: each is one person's", () => {
    for (const url of ["/newsletter/confirm/abc", "/Newsletter/Unsubscribe/abc/", "/admin-edit-tool/reset-password/abc"]) expect(key(url)).toBeNull();
    expect(key("/newsletter/confirmed")).not.toBeNull();
  });

  test("is linear in the URL's trailing slashes", async () => {
    expect(await leastCpuMs(() => key(`/a${"/".repeat(200_000)}x`))).toBeLessThan(50);
  });
});
