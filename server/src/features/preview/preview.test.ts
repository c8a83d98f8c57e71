import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

let database: TestDatabase;
let site: TestApp;
let editor: string;
let member: string;
let playId: string;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));

const gql = async (query: string, variables?: Record<string, unknown>, token?: string): Promise<any> =>
  (await site.graphql<any>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;
const tokenOf = (url: string) => url.split("/preview/")[1];
const previewTitle = async (token: string) => {
  const answer = await gql("query ($token: String!) { preview(token: $token) { kind play { title } } }", { token });
  return answer.errors ? answer.errors[0].extensions.code : answer.data.preview.play.title;
};

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), "<!doctype html><html><head><title>Site</title></head><body><div id=\"root\"></div></body></html>");
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist, readCache: true, settings: { publicUrl: "https://theatre.example" } });
  editor = await site.tokenFor(Role.editor, "Margaret");
  member = await site.tokenFor(Role.member);
  const created = await gql("mutation { createPlay { id version } }", undefined, editor);
  playId = created.data.createPlay.id;
  const draft = await gql("mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }", { id: playId, input: { title: "The Secret Draft", slug: "secret-draft", version: created.data.createPlay.version } }, editor);
  expect(draft.errors).toBeUndefined();
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

async function newLink(kind = "play", id = playId): Promise<{ id: string; url: string; token: string }> {
  const made = await gql(`mutation { createPreviewLink(kind: ${kind}, id: "${id}") { url link { id createdBy expiresAt revokedAt } } }`, undefined, editor);
  expect(made.errors).toBeUndefined();
  const { url, link } = made.data.createPreviewLink;
  return { id: link.id, url, token: tokenOf(url) };
}

test("a link shows the draft to anyone who has it, for 7 days; only its digest is stored", async () => {
  const made = await gql(`mutation { createPreviewLink(kind: play, id: "${playId}") { url link { createdBy expiresAt revokedAt } } }`, undefined, editor);
  const { url, link } = made.data.createPreviewLink;
  expect(url).toMatch(/^https:\/\/theatre\.example\/preview\/[A-Za-z0-9_-]{43}$/);
  expect(link).toMatchObject({ createdBy: "Margaret", revokedAt: null });
  const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7);

  const token = tokenOf(url);
  expect(await previewTitle(token)).toBe("The Secret Draft");
  const stored = await database.db.query("SELECT token_hash FROM preview_link");
  expect(JSON.stringify(stored)).not.toContain(token);
  // The draft is still nobody else's: the play is not on the site.
  expect((await site.rest("GET", "/api/plays/secret-draft")).status).toBe(404);
});

test("its page is never cached, never indexed and sends no Referer; a bad link is the not-found page", async () => {
  const { token } = await newLink();
  const response = await fetch(`${site.url}/preview/${token}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-robots-tag")).toContain("noindex");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  expect(await response.text()).toContain('<meta name="robots" content="noindex"');

  const unknown = await fetch(`${site.url}/preview/${"x".repeat(43)}`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain("Page not found");
  expect(await previewTitle("x".repeat(43))).toBe("NOT_FOUND");
});

test("a revoked link stops at once, cached reads included; an expired one too", async () => {
  const revoked = await newLink();
  expect(await previewTitle(revoked.token)).toBe("The Secret Draft");
  expect(await previewTitle(revoked.token)).toBe("The Secret Draft");
  const listed = await gql(`{ previewLinks(kind: play, id: "${playId}") { id } }`, undefined, editor);
  expect(listed.data.previewLinks.map((l: { id: string }) => l.id)).toContain(revoked.id);

  const answer = await gql(`mutation { revokePreviewLink(id: "${revoked.id}") { revokedAt } }`, undefined, editor);
  expect(answer.data.revokePreviewLink.revokedAt).not.toBeNull();
  expect(await previewTitle(revoked.token)).toBe("NOT_FOUND");
  expect((await fetch(`${site.url}/preview/${revoked.token}`)).status).toBe(404);
  const after = await gql(`{ previewLinks(kind: play, id: "${playId}") { id } }`, undefined, editor);
  expect(after.data.previewLinks.map((l: { id: string }) => l.id)).not.toContain(revoked.id);

  const expired = await newLink();
  await database.db.query("UPDATE preview_link SET expires_at = now() - interval '1 second' WHERE id = $1", [expired.id]);
  expect(await previewTitle(expired.token)).toBe("NOT_FOUND");
  expect((await fetch(`${site.url}/preview/${expired.token}`)).status).toBe(404);
});

test("a page's draft can be previewed; links to unknown items are refused", async () => {
  const version = (await site.rest("GET", "/api/contactus")).body.version;
  await gql("mutation ($input: TextPageInput!) { saveContactDraft(input: $input) { version } }", { input: { text: "<p>Our new address, not yet public</p>", version } }, editor);
  const { token } = await newLink("page", "contact");
  const answer = await gql("query ($token: String!) { preview(token: $token) { kind pageKind page { text } } }", { token });
  expect(answer.data.preview).toEqual({ kind: "page", pageKind: "contact", page: { text: "<p>Our new address, not yet public</p>" } });

  const nowhere = await gql('mutation { createPreviewLink(kind: page, id: "history") { url } }', undefined, editor);
  expect(nowhere.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "id", message: expect.any(String) }] });
  const noPlay = await gql('mutation { createPreviewLink(kind: play, id: "00000000-0000-4000-8000-000000000000") { url } }', undefined, editor);
  expect(noPlay.errors[0].extensions.code).toBe("NOT_FOUND");
});

test("a deleted item's links show nothing", async () => {
  const created = await gql("mutation { createPlay { id } }", undefined, editor);
  const { token } = await newLink("play", created.data.createPlay.id);
  await gql(`mutation { deletePlay(id: "${created.data.createPlay.id}") }`, undefined, editor);
  expect(await previewTitle(token)).toBe("NOT_FOUND");
});

test("only editors make, list and revoke links", async () => {
  const { id } = await newLink();
  for (const token of [undefined, member]) {
    const code = token ? "FORBIDDEN" : "UNAUTHENTICATED";
    expect((await gql(`mutation { createPreviewLink(kind: play, id: "${playId}") { url } }`, undefined, token)).errors[0].extensions.code).toBe(code);
    expect((await gql(`{ previewLinks(kind: play, id: "${playId}") { id } }`, undefined, token)).errors[0].extensions.code).toBe(code);
    expect((await gql(`mutation { revokePreviewLink(id: "${id}") { id } }`, undefined, token)).errors[0].extensions.code).toBe(code);
  }
});

test("no way of asking keeps a preview's answer: GraphQL GET whatever the path's case or slashes, aliases and fragments over POST", async () => {
  const { id, token } = await newLink();
  const query = `{ preview(token: "${token}") { play { title } } }`;
  const get = (route: string) => fetch(`${site.url}${route}?query=${encodeURIComponent(query)}`, { headers: { "apollo-require-preflight": "true" } }).then((r) => r.json()) as Promise<any>;
  const post = (body: string) => gql(body);
  const asks = [
    () => get("/graphql"),
    () => get("/graphql/"),
    () => get("/GraphQL"),
    () => post(`{ look: preview(token: "${token}") { play { title } } }`),
    () => post(`query { ...P } fragment P on Query { preview(token: "${token}") { play { title } } }`),
  ];
  for (const ask of asks) {
    const first = await ask();
    expect(JSON.stringify(first)).toContain("The Secret Draft");
    await ask();
  }
  await gql(`mutation { revokePreviewLink(id: "${id}") { id } }`, undefined, editor);
  for (const ask of asks) expect(JSON.stringify(await ask())).not.toContain("The Secret Draft");
});

test("an item has at most 20 working links at once", async () => {
  const created = await gql("mutation { createPlay { id } }", undefined, editor);
  const playWithLinks = created.data.createPlay.id;
  for (let i = 0; i < 20; i++) await newLink("play", playWithLinks);
  const refused = await gql(`mutation { createPreviewLink(kind: play, id: "${playWithLinks}") { url } }`, undefined, editor);
  expect(refused.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "id", message: expect.stringContaining("revoke one first") }] });
});
