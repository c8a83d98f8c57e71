import http from "node:http";
import net from "node:net";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { readyServer, type ReadyServer } from "../../test/server-process";

jest.setTimeout(120_000);

const PASSWORD = "a password nobody may log";
const MESSAGE = "A message body nobody may log";

let database: TestDatabase;
let server: ReadyServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await readyServer({
    DATABASE_URL: database.url,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    JWT_SECRET: "a-secret-for-the-request-log-test-0123456789",
    ADMIN_EMAIL: "admin@example.org",
    ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO: "false",
  });
});

afterAll(async () => {
  await server.stop();
  await database.drop();
});

interface RequestLine {
  msg: string;
  req: { method: string; url: string };
  res: { status: number };
  responseTime: number;
  userId: string | null;
  cache?: string;
}

const json = (body: unknown, token?: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
  body: JSON.stringify(body),
});

const linesSince = (start: number) =>
  server
    .output()
    .slice(start)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => line.msg === "request completed");

test("one JSON line per request, cached or not, with method, path, status, duration and user id; no password, token or message", async () => {
  const before = server.output().length;
  expect((await fetch(`${server.url}/api/plays/whatson`)).status).toBe(200);
  expect((await fetch(`${server.url}/api/plays/whatson`)).status).toBe(200);
  const login = await fetch(`${server.url}/api/login`, json({ email: "admin@example.org", password: PASSWORD }));
  const { token } = (await login.json()) as { token: string };
  expect((await fetch(`${server.url}/api/login`, json({ email: "admin@example.org", password: `${PASSWORD}!` }))).status).toBe(401);
  const me = await fetch(`${server.url}/graphql`, json({ query: "{ me { id } }" }, token));
  const adminId = ((await me.json()) as { data: { me: { id: string } } }).data.me.id;
  const message = { name: "Orson Wells", email: "orson@example.org", subject: "Directing", message: MESSAGE, messagetype: "Director submission" };
  expect((await fetch(`${server.url}/api/sendemail`, json(message))).status).toBe(201);
  await fetch(`${server.url}/healthz`);

  let lines: RequestLine[] = [];
  for (let i = 0; i < 50 && lines.length < 6; i++) {
    await new Promise((r) => setTimeout(r, 100));
    lines = linesSince(before);
  }
  expect(lines.map((line) => [line.req.method, line.req.url, line.res.status, line.userId, line.cache])).toEqual([
    ["GET", "/api/plays/whatson", 200, null, undefined],
    ["GET", "/api/plays/whatson", 200, null, "hit"],
    ["POST", "/api/login", 200, null, undefined],
    ["POST", "/api/login", 401, null, undefined],
    ["POST", "/graphql", 200, adminId, undefined],
    ["POST", "/api/sendemail", 201, null, undefined],
  ]);
  for (const line of lines) expect(line.responseTime).toEqual(expect.any(Number));
  const everything = server.output();
  for (const secret of [PASSWORD, token, MESSAGE]) expect(everything).not.toContain(secret);
});

test("cache hits are answered before Express for same-origin browser requests and revalidations (their log lines say so)", async () => {
  const before = server.output().length;
  const host = new URL(server.url).host;
  const query = JSON.stringify({ query: "{ about { text } }" });
  const post = () => fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", origin: `http://${host}` }, body: query });
  expect((await post()).status).toBe(200);
  expect((await post()).status).toBe(200);
  const page = await fetch(`${server.url}/api/about`);
  const etag = page.headers.get("etag")!;
  // fetch would add Cache-Control: no-cache to a conditional request; a bare request shows the 304.
  const revalidated = await new Promise<number | undefined>((resolve, reject) =>
    http.get(`${server.url}/api/about`, { headers: { "if-none-match": etag, accept: "*/*" } }, (res) => resolve(res.resume().statusCode)).on("error", reject),
  );
  expect(revalidated).toBe(304);
  let lines: RequestLine[] = [];
  for (let i = 0; i < 50 && lines.length < 4; i++) {
    await new Promise((r) => setTimeout(r, 100));
    lines = linesSince(before);
  }
  expect(lines.map((line) => [line.req.method, line.req.url, line.res.status, line.cache])).toEqual([
    ["POST", "/graphql", 200, undefined],
    ["POST", "/graphql", 200, "hit"],
    ["GET", "/api/about", 200, undefined],
    ["GET", "/api/about", 304, "hit"],
  ]);
});

test("a preview link's token never reaches the log", async () => {
  const before = server.output().length;
  const token = "Zm9yLXRoZS1sb2ctdGVzdC1vbmx5LW5vdC1hLXJlYWwtdG9rZW4";
  // Unknown (404), or 503 where the client is not built: logged either way.
  expect([404, 503]).toContain((await fetch(`${server.url}/preview/${token}?from=mail`)).status);
  expect([404, 503]).toContain((await fetch(`${server.url}/PREVIEW/${token}`)).status);
  await fetch(`${server.url}/graphql/?query=${encodeURIComponent(`{ preview(token: "${token}") { kind } }`)}`, { headers: { "apollo-require-preflight": "true" } });
  const logged = () => server.output().slice(before).split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as RequestLine).filter((line) => line.req);
  for (let i = 0; i < 50 && logged().length < 3; i++) await new Promise((r) => setTimeout(r, 100));
  expect(logged().map((line) => line.req.url)).toEqual(["/preview/[token]?from=mail", "/preview/[token]", "/graphql/?[query]"]);
  expect(server.output()).not.toContain(token);
});

test("a reset token in an absolute-form target never reaches the log: the line shows the path Express routed", async () => {
  const before = server.output().length;
  const token = "YWJzb2x1dGUtZm9ybS1yZXNldC10b2tlbi1mb3ItdGhlLWxvZw";
  const { port } = new URL(server.url);
  // fetch and http.get only ever send a path: the request line goes out as written.
  const rawGet = (target: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
      socket.on("data", () => undefined).on("end", () => resolve()).on("error", reject);
    });
  await rawGet(`http://x.example/admin-edit-tool/reset-password/${token}`);
  await rawGet(`http://x.example/api/password-reset/${token}?from=mail`);
  // The page is a 503 where the client is not built ("request errored"): logged either way.
  const logged = () => server.output().slice(before).split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as RequestLine).filter((line) => line.req).map((line) => line.req.url);
  for (let i = 0; i < 50 && logged().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
  expect(logged()).toEqual(["/admin-edit-tool/reset-password/[token]", "/api/password-reset/[token]?from=mail"]);
  expect(server.output()).not.toContain(token);
});
