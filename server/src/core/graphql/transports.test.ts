import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { GRAPHQL_LIMITS, MAX_WEBSOCKET_MESSAGE_BYTES } from "./limits";
import { MAX_OPERATIONS_PER_SOCKET, SIGN_IN_ENDED } from "./websocket";
import { until } from "../../test/until";

jest.setTimeout(60_000);

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { nodeEnv: "production" });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

interface Refusal {
  status?: number;
  message?: string;
  code?: unknown;
}

const firstRefusal = (status: number, body: { errors?: { message: string; extensions?: { code?: unknown } }[] }): Refusal => ({
  status,
  message: body.errors?.[0]?.message,
  code: body.errors?.[0]?.extensions?.code,
});

async function overPost(query: string): Promise<Refusal> {
  const { status, body } = await site.graphql(query);
  return firstRefusal(status, body);
}

async function overGet(query: string): Promise<Refusal> {
  // URLSearchParams writes spaces as "+": the documents fit in a URL.
  const response = await fetch(`${site.url}/graphql?${new URLSearchParams({ query })}`, { headers: { "apollo-require-preflight": "true", accept: "application/json" } });
  return firstRefusal(response.status, (await response.json().catch(() => ({}))) as never);
}

function socket(token?: string): Client {
  return createClient({ url: `${site.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0 });
}

/** The first error a document gets over the WebSocket (or its first result). */
async function overSocket(query: string): Promise<Refusal> {
  const client = socket();
  try {
    return await new Promise<Refusal>((resolve, reject) => {
      client.subscribe({ query }, {
        next: (result) => resolve(firstRefusal(200, result as never)),
        error: (error) => (Array.isArray(error) ? resolve({ message: error[0]?.message, code: error[0]?.extensions?.code }) : reject(error)),
        complete: () => undefined,
      });
    });
  } finally {
    await client.dispose();
  }
}

// Depth counts `__type` (armor leaves only `__schema` out); 12 levels of ofType make 16.
const deep = `{ __type(name: "Query") { fields { type { ${"ofType { ".repeat(12)} name ${"} ".repeat(12)} } } } }`;
// The cost grows by half again with each level: ten deep introspections cost about 5,600.
const deepLeaf = "name kind description fields { name description } inputFields { name description } enumValues { name description }";
const costly = `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: __type(name: "Play") { fields { type { ofType { ofType { ofType { ofType { ofType { ${deepLeaf} } } } } } } } }`).join(" ")} }`;
const abusive: [string, string, RegExp][] = [
  [`deeper than ${GRAPHQL_LIMITS.maxDepth} levels`, deep, /depth/i],
  ["hundreds of aliases of a large list (the reported attack)", `{ ${Array.from({ length: 150 }, (_, i) => `a${i}: plays(perPage: 500) { items { title blurb } }`).join(" ")} }`, /alias/i],
  [`more than ${GRAPHQL_LIMITS.maxTokens} tokens`, `{ ${"a ".repeat(GRAPHQL_LIMITS.maxTokens + 100)}}`, /token/i],
  [`more than ${GRAPHQL_LIMITS.maxDirectives} directives`, `{ __typename ${"@include(if: true) ".repeat(GRAPHQL_LIMITS.maxDirectives + 5)}}`, /directive/i],
  [`costing more than ${GRAPHQL_LIMITS.maxCost}`, costly, /cost/i],
];

describe("the same abusive documents get the same refusal over HTTP POST, HTTP GET and the WebSocket", () => {
  test.each(abusive)("%s", async (_name, query, rule) => {
    const post = await overPost(query);
    expect(post).toEqual({ status: 400, message: expect.stringMatching(rule), code: expect.stringMatching(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/) });
    expect(await overGet(query)).toEqual(post);
    const ws = await overSocket(query);
    expect(ws).toEqual({ message: post.message, code: post.code });
  });

  test("a document within every limit runs on all three", async () => {
    const query = "{ about { text } }";
    expect(await overPost(query)).toEqual({ status: 200, message: undefined, code: undefined });
    expect(await overGet(query)).toEqual({ status: 200, message: undefined, code: undefined });
    expect(await overSocket(query)).toEqual({ status: 200, message: undefined, code: undefined });
  });

  test("oversized: a 2 MB document is refused on each (413, 431, and the socket closed with 1009)", async () => {
    const huge = `{ about { text } } # ${"x".repeat(2 * 1024 * 1024)}`;
    expect((await overPost(huge)).status).toBe(413);
    const get = await fetch(`${site.url}/graphql?${new URLSearchParams({ query: huge.slice(0, 64 * 1024) })}`, { headers: { "apollo-require-preflight": "true" } });
    expect(get.status).toBe(431);
    const closed = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`${site.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
      ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
      ws.on("message", (data) => {
        if (JSON.parse(String(data)).type === "connection_ack") ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: huge } }));
      });
      const timer = setTimeout(() => reject(new Error("the socket stayed open")), 10_000);
      ws.on("close", (code) => {
        clearTimeout(timer);
        resolve(code);
      });
      ws.on("error", () => undefined);
    });
    expect(closed).toBe(1009);
    expect(MAX_WEBSOCKET_MESSAGE_BYTES).toBeLessThanOrEqual(512 * 1024);
    // The service is still there.
    expect(await overSocket("{ about { text } }")).toEqual({ status: 200, message: undefined, code: undefined });
  });

  test("in production, errors are formatted alike: field suggestions hidden on every transport", async () => {
    const query = "{ abuot { text } }";
    const post = await overPost(query);
    expect(post.message).toMatch(/Cannot query field "abuot"/);
    expect(post.message).not.toMatch(/about/);
    expect(await overGet(query)).toEqual(post);
    expect(await overSocket(query)).toEqual({ message: post.message, code: post.code });
  });
});

describe("a signed-in subscription follows the account", () => {
  /** Collects what an admin's `messageReceived` subscription gets. */
  function watchInbox(token: string) {
    const client = socket(token);
    const events: unknown[] = [];
    const errors: unknown[] = [];
    client.subscribe({ query: "subscription { messageReceived { id } }" }, { next: (e) => void events.push(e), error: (e) => void errors.push(e), complete: () => undefined });
    return { client, events, errors };
  }
  let sent = 0;
  const message = () => site.services.messages.receive({ name: "Visitor", email: `visitor${(sent += 1)}@example.org`, messagetype: "Director submission" });
  const settle = () => new Promise((r) => setTimeout(r, 300));

  const changes: [string, (token: string, id: string) => Promise<unknown>][] = [
    ["logout everywhere", (token) => site.graphql("mutation { logoutEverywhere }", undefined, { authorization: `Bearer ${token}` })],
    ["a role change", async (_token, id) => site.services.accounts.setRole(await site.services.accounts.authenticate(`Bearer ${await site.tokenFor(Role.admin)}`), id, Role.editor)],
    ["deletion", async (_token, id) => site.services.accounts.deleteUser(await site.services.accounts.authenticate(`Bearer ${await site.tokenFor(Role.admin)}`), id)],
  ];
  test.each(changes)("after %s, the admin's messageReceived gets nothing further and is ended as UNAUTHENTICATED", async (_name, change) => {
    const token = await site.tokenFor(Role.admin);
    const { id: userId } = (await site.services.accounts.authenticate(`Bearer ${token}`))!;
    const inbox = watchInbox(token);
    try {
      await settle();
      await message();
      await settle();
      expect(inbox.events).toHaveLength(1);
      await change(token, userId);
      const { id } = await message();
      await settle();
      expect(inbox.events).toHaveLength(1);
      expect(JSON.stringify(inbox.events)).not.toContain(id);
      expect(inbox.errors).toEqual([[expect.objectContaining({ message: SIGN_IN_ENDED, extensions: expect.objectContaining({ code: "UNAUTHENTICATED" }) })]]);
    } finally {
      await inbox.client.dispose();
    }
  });

  test("subscriptions on one socket share one account check per event, and a cancelled one ends at once, with no check", async () => {
    const token = await site.tokenFor(Role.admin);
    const client = socket(token);
    const checks = jest.spyOn(site.services.accounts, "authenticate");
    try {
      const received: unknown[] = [];
      const stops = Array.from({ length: 50 }, () => client.subscribe({ query: "subscription { messageReceived { id } }" }, { next: (e) => void received.push(e), error: () => undefined, complete: () => undefined }));
      // Fifty subscribe messages to take effect; a busy machine takes longer than settle().
      await new Promise((r) => setTimeout(r, 1000));
      checks.mockClear();
      await message();
      await until(() => received.length, (n) => n >= 50, (n) => `${n} of 50 subscriptions heard the message`);
      await settle();
      expect(received).toHaveLength(50);
      expect(checks.mock.calls.length).toBeLessThanOrEqual(2);
      for (const stop of stops) stop();
      // Fifty subscribe messages to take effect; a busy machine takes longer than settle().
      await new Promise((r) => setTimeout(r, 1000));
      checks.mockClear();
      await message();
      await until(() => received.length, (n) => n >= 50, (n) => `${n} of 50 subscriptions heard the message`);
      await settle();
      expect(received).toHaveLength(50);
      expect(checks).not.toHaveBeenCalled();
    } finally {
      checks.mockRestore();
      await client.dispose();
    }
  });

  test(`one socket may have at most ${MAX_OPERATIONS_PER_SOCKET} operations open`, async () => {
    const client = socket();
    try {
      for (let i = 0; i < MAX_OPERATIONS_PER_SOCKET; i++) client.subscribe({ query: "subscription { stockUpdated { productId } }" }, { next: () => undefined, error: () => undefined, complete: () => undefined });
      const refused = await new Promise<unknown>((resolve) => client.subscribe({ query: "subscription { stockUpdated { productId } }" }, { next: resolve, error: resolve, complete: () => undefined }));
      expect(refused).toEqual([expect.objectContaining({ extensions: { code: "RATE_LIMITED" } })]);
    } finally {
      await client.dispose();
    }
  });

  test("an anonymous subscription to public events is not checked against any account", async () => {
    const client = socket();
    try {
      const result = await new Promise((resolve, reject) => client.subscribe({ query: "{ about { text } }" }, { next: resolve, error: reject, complete: () => undefined }));
      expect(result).toMatchObject({ data: { about: { text: expect.any(String) } } });
    } finally {
      await client.dispose();
    }
  });
});
