import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { spawnServer, waitReady, type ServerProcess } from "../../test/server-process";

jest.setTimeout(120_000);

const PASSWORD = "a password nobody may log";
const MESSAGE = "A message body nobody may log";

let database: TestDatabase;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-log-"));
  server = await spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    JWT_SECRET: "a-secret-for-the-request-log-test-0123456789",
    ADMIN_EMAIL: "admin@example.org",
    ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO: "false",
  });
  await waitReady(server);
});

afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface RequestLine {
  msg: string;
  req: { method: string; url: string };
  res: { status: number };
  responseTime: number;
  userId: string | null;
}

const json = (body: unknown, token?: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
  body: JSON.stringify(body),
});

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
    const logged = server.output().slice(before).split("\n").filter((line) => line.startsWith("{"));
    lines = logged.map((line) => JSON.parse(line) as RequestLine).filter((line) => line.msg === "request completed");
  }
  expect(lines.map((line) => [line.req.method, line.req.url, line.res.status, line.userId])).toEqual([
    ["GET", "/api/plays/whatson", 200, null],
    ["GET", "/api/plays/whatson", 200, null],
    ["POST", "/api/login", 200, null],
    ["POST", "/api/login", 401, null],
    ["POST", "/graphql", 200, adminId],
    ["POST", "/api/sendemail", 201, null],
  ]);
  for (const line of lines) expect(line.responseTime).toEqual(expect.any(Number));
  const everything = server.output();
  for (const secret of [PASSWORD, token, MESSAGE]) expect(everything).not.toContain(secret);
});
