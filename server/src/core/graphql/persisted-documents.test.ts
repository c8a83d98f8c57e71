import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Role } from "../auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { until } from "../../test/until";
import { PUBLIC_CACHE_CONTROL, SIGNED_IN_CACHE_CONTROL } from "./http-caching";
import { documentHash, persistedDocumentsFile, readPersistedDocuments, TrustedDocuments } from "./persisted-documents";
import { GRAPHQL_LIMITS } from "./limits";

jest.setTimeout(60_000);

/** What codegen wrote for the client (client/src/gql/persisted/): the server tests run before the client is built. */
const CLIENT_MANIFEST = path.resolve(__dirname, "../../../../client/src/gql/persisted/persisted-documents.json");
const manifest = JSON.parse(fs.readFileSync(CLIENT_MANIFEST, "utf8")) as Record<string, string>;
// One document past the depth limit, as if a build had shipped it: stored documents meet the same limits.
const tooDeep = `query TooDeep { __type(name: "Query") { fields { type { ${"ofType { ".repeat(GRAPHQL_LIMITS.maxDepth)} name ${"} ".repeat(GRAPHQL_LIMITS.maxDepth)} } } } }`;

/** The hash the client sends for one of its operations. */
function hashOf(operation: string): string {
  const entry = Object.entries(manifest).find(([, text]) => new RegExp(`\\b(query|mutation) ${operation}\\b`).test(text));
  if (!entry) throw new Error(`${operation} is not in the client's manifest`);
  return entry[0].replace(/^sha256:/, "");
}

let database: TestDatabase;
/** With the read cache, as the site runs. */
let site: TestApp;
/** Without it: what Apollo and Express answer themselves. */
let plain: TestApp;
let editor: string;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));

beforeAll(async () => {
  fs.mkdirSync(path.dirname(persistedDocumentsFile(clientDist)));
  fs.writeFileSync(persistedDocumentsFile(clientDist), JSON.stringify({ ...manifest, [`sha256:${documentHash(tooDeep)}`]: tooDeep }));
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist, readCache: true });
  plain = await startTestApp(database.db, { clientDist });
  editor = await site.tokenFor(Role.editor);
});

afterAll(async () => {
  await site.app.close();
  await plain.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

/**
 * A GET as Apollo Client's persisted-query link sends it: the hash alone, in `extensions`. Plain
 * http.get, because fetch adds Cache-Control: no-cache to a conditional request, which rules out a 304.
 */
function get(app: TestApp, params: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, typeof value === "string" ? value : JSON.stringify(value)]));
  return new Promise((resolve, reject) => {
    http
      .get(`${app.url}/graphql?${query}`, { headers: { "apollo-require-preflight": "true", accept: "application/json", ...headers } }, (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : {} }));
      })
      .on("error", reject);
  });
}

const byHash = (app: TestApp, hash: string, variables?: Record<string, unknown>, headers?: Record<string, string>) =>
  get(app, { ...(variables && { variables }), extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, headers);

const contactPage = (app: TestApp, headers?: Record<string, string>) => byHash(app, hashOf("ContactPage"), undefined, headers);
const behindTheCache = (value: string) => database.db.query("UPDATE site_page SET text = $1 WHERE kind = 'contact'", [value]);
const signedIn = () => ({ authorization: `Bearer ${editor}` });

test("every key of the client's manifest is the SHA-256 of its document, the hash automatic persisted queries use", () => {
  expect(Object.keys(manifest).length).toBeGreaterThan(20);
  for (const [key, text] of Object.entries(manifest)) expect(key).toBe(`sha256:${documentHash(text)}`);
  const documents = readPersistedDocuments(CLIENT_MANIFEST);
  expect([...documents.keys()].sort()).toEqual(Object.keys(manifest).map((key) => key.slice("sha256:".length)).sort());
  expect(readPersistedDocuments(path.join(os.tmpdir(), "no-such-client", "manifest.json")).size).toBe(0);
});

test("a query by hash alone over GET: its data, public for a short while with an ETag, and 304 when the ETag comes back", async () => {
  const first = await contactPage(plain);
  expect(first.status).toBe(200);
  expect(first.body.errors).toBeUndefined();
  expect(first.body.data.contact).toEqual({ __typename: "TextPage", id: expect.any(String), text: expect.any(String) });
  expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
  expect(first.headers.vary).toMatch(/^Accept, Authorization, Origin\b/);
  expect(first.headers.etag).toEqual(expect.any(String));
  const again = await contactPage(plain, { "if-none-match": first.headers.etag! });
  expect(again.status).toBe(304);
  expect(again.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
});

test("the read cache keeps those answers, replays their headers and 304s, and answers afresh after a content change", async () => {
  await behindTheCache("<p>Before</p>");
  const first = await contactPage(site);
  expect(first.body.data.contact.text).toBe("<p>Before</p>");
  await behindTheCache("<p>Behind the cache</p>");
  const hit = await contactPage(site);
  expect(hit.body.data.contact.text).toBe("<p>Before</p>");
  for (const header of ["cache-control", "etag", "vary", "content-type", "content-security-policy"]) expect([header, hit.headers[header]]).toEqual([header, first.headers[header]]);
  expect((await contactPage(site, { "if-none-match": first.headers.etag! })).status).toBe(304);

  const { version } = (await site.rest("GET", "/api/contactus")).body;
  const saved = await site.graphql("mutation ($input: TextPageInput!) { updateContact(input: $input) { id } }", { input: { text: "<p>Saved</p>", version } }, signedIn());
  expect(saved.body.errors).toBeUndefined();
  await until(async () => (await contactPage(site)).body.data.contact.text, (text) => text === "<p>Saved</p>", (text) => `still ${text}`);
  const fresh = await contactPage(site);
  expect(fresh.headers.etag).not.toBe(first.headers.etag);
  expect((await contactPage(site, { "if-none-match": first.headers.etag! })).status).toBe(200);
});

test("signed in, the same request is private, no-store, and never comes from the read cache", async () => {
  await contactPage(site);
  await behindTheCache("<p>Only the database knows</p>");
  const answer = await contactPage(site, signedIn());
  expect(answer.body.data.contact.text).toBe("<p>Only the database knows</p>");
  expect(answer.headers["cache-control"]).toBe(SIGNED_IN_CACHE_CONTROL);
  expect((await site.graphql("{ contact { text } }", undefined, signedIn())).status).toBe(200);
});

test("a personal root field (a preview link's draft) is never public, nor kept by the read cache", async () => {
  const made = await site.graphql<any>('mutation { createPreviewLink(kind: page, id: "contact") { url link { id } } }', undefined, signedIn());
  expect(made.body.errors).toBeUndefined();
  const token = made.body.data.createPreviewLink.url.split("/preview/")[1];
  const preview = () => byHash(site, hashOf("Preview"), { token });
  const first = await preview();
  expect(first.body.errors).toBeUndefined();
  expect(first.body.data.preview.kind).toBe("page");
  expect(first.headers["cache-control"]).toBe("no-store");
  await site.graphql("mutation ($id: ID!) { revokePreviewLink(id: $id) { id } }", { id: made.body.data.createPreviewLink.link.id }, signedIn());
  expect((await preview()).body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
});

test("an unknown hash gets the standard PersistedQueryNotFound; a server without a built client knows none, and full documents still work", async () => {
  const unknown = await byHash(site, "0".repeat(64));
  expect(unknown.status).toBe(200);
  expect(unknown.body).toEqual({ errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] });
  expect(unknown.headers["cache-control"]).not.toMatch(/public/);

  const unbuilt = await startTestApp(database.db);
  try {
    expect((await contactPage(unbuilt)).body.errors?.[0].extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect((await unbuilt.graphql<any>("{ contact { text } }")).body.data.contact.text).toEqual(expect.any(String));
  } finally {
    await unbuilt.app.close();
  }
});

test("integrators' full documents work by POST and by GET, are not public, and a stored document meets the same limits", async () => {
  const post = await site.graphql<any>("{ contact { text } }");
  expect(post.body.data.contact.text).toEqual(expect.any(String));
  const viaGet = await get(site, { query: "{ contact { text } }" });
  expect(viaGet.body.data.contact.text).toEqual(expect.any(String));
  expect(viaGet.headers["cache-control"]).toBe("no-store");

  const deep = await byHash(site, documentHash(tooDeep));
  expect(deep.status).toBe(400);
  expect(deep.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/depth/i), extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });
});

test("a mutation by GET is refused, named by hash as by document", async () => {
  const input = { name: "Visitor", email: "visitor@example.org", messagetype: "Director submission" };
  const byItsHash = await byHash(site, hashOf("SendMessage"), { input });
  expect(byItsHash.status).toBe(405);
  const byDocument = await get(site, { query: "mutation ($input: MessageInput!) { sendMessage(input: $input) { __typename } }", variables: { input } });
  expect(byDocument.status).toBe(405);
  expect(await database.db.query("SELECT id FROM message")).toEqual([]);
});

test("a document sent with its hash (an APQ registration) runs, but is not kept: its hash alone stays unknown", async () => {
  const query = "{ about { text } }";
  const registration = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(query) } } }),
  });
  expect(((await registration.json()) as any).data.about.text).toEqual(expect.any(String));
  expect((await byHash(site, documentHash(query))).body.errors?.[0].extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");

  const store = new TrustedDocuments(new Map());
  await store.set();
  expect(await store.get(`apq:${documentHash(query)}`)).toBeUndefined();
});
