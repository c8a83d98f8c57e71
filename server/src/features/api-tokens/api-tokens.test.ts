import { createHash } from "node:crypto";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../../core/auth";
import { SIGN_IN_ENDED } from "../../core/graphql/websocket";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { API_TOKEN_PREFIX } from "./api-token.service";

jest.setTimeout(60_000);

let database: TestDatabase;
let site: TestApp;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
  admin = await site.tokenFor(Role.admin, "Tokenmaker");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const CREATE = "mutation ($name: String!, $role: Role!, $expiresAt: String) { createApiToken(name: $name, role: $role, expiresAt: $expiresAt) { token apiToken { id name role lastUsedAt createdBy expiresAt } } }";
type Made = { createApiToken: { token: string; apiToken: { id: string; name: string; role: string; lastUsedAt: string | null; createdBy: string; expiresAt: string | null } } };
const create = (variables: Record<string, unknown>) => site.graphql<Made>(CREATE, variables, bearer(admin));
const listed = async () => (await site.graphql<{ apiTokens: { id: string; name: string; lastUsedAt: string | null }[] }>("{ apiTokens { id name lastUsedAt } }", undefined, bearer(admin))).body.data!.apiTokens;

test("a new token is shown once with its prefix, stored only as its hash, and listed with its last use", async () => {
  const { body } = await create({ name: "Box office sync", role: "editor" });
  const { token, apiToken } = body.data!.createApiToken;
  expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
  expect(token.length).toBeGreaterThan(API_TOKEN_PREFIX.length + 40);
  expect(apiToken).toMatchObject({ name: "Box office sync", role: "editor", lastUsedAt: null, createdBy: "Tokenmaker", expiresAt: null });

  const [row] = (await database.db.query("SELECT token_hash FROM api_token WHERE id = $1", [apiToken.id])) as { token_hash: string }[];
  expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
  expect(JSON.stringify(await listed())).not.toContain(token);

  expect((await site.rest("GET", "/api/newsletter", undefined, token)).status).toBe(200);
  const used = (await listed()).find((t) => t.id === apiToken.id)!;
  expect(Date.now() - Date.parse(used.lastUsedAt!)).toBeLessThan(60_000);
});

test("bad requests are refused with the field and its rule", async () => {
  const codeAndFields = async (variables: Record<string, unknown>) => {
    const { body } = await create(variables);
    return { code: body.errors?.[0]?.extensions?.code, fields: body.errors?.[0]?.extensions?.fields };
  };
  for (const role of ["admin", "door"]) {
    expect(await codeAndFields({ name: "Too strong", role })).toEqual({
      code: "BAD_USER_INPUT",
      fields: [{ path: "role", message: "role must be member (read only) or editor (edits content): API tokens cannot be admins or door volunteers" }],
    });
  }
  expect(await codeAndFields({ name: "  ", role: "member" })).toEqual({ code: "BAD_USER_INPUT", fields: [{ path: "name", message: "name is required" }] });
  expect(await codeAndFields({ name: "Late", role: "member", expiresAt: "2020-01-01T00:00:00Z" })).toEqual({ code: "BAD_USER_INPUT", fields: [{ path: "expiresAt", message: "expiresAt must be in the future" }] });
  expect(await codeAndFields({ name: "Vague", role: "member", expiresAt: "next week" })).toEqual({ code: "BAD_USER_INPUT", fields: [{ path: "expiresAt", message: "expiresAt must be a date and time (ISO 8601)" }] });
});

test("a revoked token is unlisted, and its open socket's subscription ends before delivering anything more", async () => {
  const { body } = await create({ name: "Stock watcher", role: "member" });
  const { token, apiToken } = body.data!.createApiToken;
  const client = createClient({ url: `${site.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: bearer(token), retryAttempts: 0 });
  const events: unknown[] = [];
  const errors: unknown[] = [];
  const settle = () => new Promise((r) => setTimeout(r, 300));
  try {
    client.subscribe({ query: "subscription { stockUpdated { productId } }" }, { next: (e) => void events.push(e), error: (e) => void errors.push(e), complete: () => undefined });
    await settle();
    site.services.events.publish("STOCK_UPDATED", { productId: "before", changes: [] } as never);
    await settle();
    expect(events).toHaveLength(1);

    expect((await site.graphql(`mutation { revokeApiToken(id: "${apiToken.id}") }`, undefined, bearer(admin))).body).toEqual({ data: { revokeApiToken: true } });
    expect((await listed()).map((t) => t.id)).not.toContain(apiToken.id);
    site.services.events.publish("STOCK_UPDATED", { productId: "after", changes: [] } as never);
    await settle();
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain("after");
    expect(errors).toEqual([[expect.objectContaining({ message: SIGN_IN_ENDED })]]);
    expect((await site.graphql("{ people { total } }", undefined, bearer(token))).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await site.graphql(`mutation { revokeApiToken(id: "${apiToken.id}") }`, undefined, bearer(admin))).body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  } finally {
    await client.dispose();
  }
});

test("an API token cannot make, list or revoke tokens, nor act as its admin's own account", async () => {
  const { body } = await create({ name: "Editor script", role: "editor" });
  const { token } = body.data!.createApiToken;
  for (const query of ["{ apiTokens { id } }", 'mutation { createApiToken(name: "More", role: member) { token } }', "mutation { logoutEverywhere }", "mutation { deleteAccount }"]) {
    expect({ query, code: (await site.graphql(query, undefined, bearer(token))).body.errors?.[0]?.extensions?.code }).toEqual({ query, code: "FORBIDDEN" });
  }
  expect((await site.graphql<{ me: null }>("{ me { id } }", undefined, bearer(token))).body).toEqual({ data: { me: null } });
  expect((await site.rest("GET", "/api/profile", undefined, admin)).status).toBe(200);
});

test("a token ends with its admin's sign-ins: after they sign out everywhere (or change or reset their password) it is refused; a new one works", async () => {
  const maker = await site.tokenFor(Role.admin, "Shortlived");
  const make = async () => (await site.graphql<Made>(CREATE, { name: "Nightly export", role: "editor" }, bearer(maker))).body.data!.createApiToken.token;
  const token = await make();
  const me = async (t: string) => (await site.graphql<{ plays: { total: number } }>("{ boxOfficePerformances { id } }", undefined, bearer(t))).body.errors?.[0]?.extensions?.code ?? "OK";
  expect(await me(token)).toBe("OK");
  expect((await site.graphql("mutation { logoutEverywhere }", undefined, bearer(maker))).body.errors).toBeUndefined();
  expect(await me(token)).toBe("UNAUTHENTICATED");
  const again = await site.tokenFor(Role.admin, "Shortlived");
  const fresh = (await site.graphql<Made>(CREATE, { name: "Nightly export 2", role: "editor" }, bearer(again))).body.data!.createApiToken.token;
  expect(await me(fresh)).toBe("OK");
});
