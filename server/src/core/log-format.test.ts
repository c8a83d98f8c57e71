import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { spawnServer, waitReady, type ServerProcess } from "../test/server-process";

jest.setTimeout(120_000);

const PASSWORD = "a password for the log format test";

let database: TestDatabase;
const running: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill("SIGTERM");
  await Promise.all(running.map((server) => server.exited));
  await database.drop();
});

async function start(env: Record<string, string>, options?: { terminal: boolean }): Promise<ServerProcess> {
  const server = await spawnServer(
    {
      DATABASE_URL: database.url,
      NODE_ENV: "production",
      JWT_SECRET: "a-secret-for-the-log-format-test-0123456789",
      ADMIN_EMAIL: "admin@example.org",
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: "false",
      ...env,
    },
    options,
  );
  running.push(server);
  await waitReady(server);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill("SIGTERM");
  await server.exited;
}

/** A few requests: anonymous twice (the second from the read cache), then signed in. */
async function makeRequests(server: ServerProcess): Promise<string> {
  await fetch(`${server.url}/api/plays/whatson`);
  await fetch(`${server.url}/api/plays/whatson`);
  const login = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "admin@example.org", password: PASSWORD }) });
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query: "{ me { id } }" }) });
  return ((await me.json()) as { data: { me: { id: string } } }).data.me.id;
}

/** The output's lines, without a terminal's colours and carriage returns. */
const lines = (server: ServerProcess) =>
  server
    .output()
    .replace(/\u001b\[[0-9;]*m/g, "") // eslint-disable-line no-control-regex
    .replace(/\r/g, "")
    .split("\n");

async function eventually(check: () => void): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (error) {
      if (i >= 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const TIME = String.raw`\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\]`;

function expectReadable(server: ServerProcess, userId: string): void {
  const output = lines(server);
  expect(output).toContainEqual(expect.stringMatching(new RegExp(`^${TIME} INFO: site ready at http://`)));
  expect(output).toContainEqual(expect.stringMatching(new RegExp(`^${TIME} INFO: request completed GET /api/plays/whatson 200 \\d+ ms$`)));
  expect(output).toContainEqual(expect.stringMatching(new RegExp(`^${TIME} INFO: request completed GET /api/plays/whatson 200 \\d+ ms \\(cache hit\\)$`)));
  expect(output).toContainEqual(expect.stringMatching(new RegExp(`^${TIME} INFO: request completed POST /graphql 200 \\d+ ms user ${userId}$`)));
  expect(output.filter((line) => line.startsWith("{"))).toEqual([]);
  expect(server.output()).not.toContain(PASSWORD);
}

test("LOG_FORMAT=pretty: readable lines with time, level, message, and a request's method, path, status, duration and user", async () => {
  const server = await start({ LOG_FORMAT: "pretty" });
  const userId = await makeRequests(server);
  await eventually(() => expectReadable(server, userId));
  await stop(server);
});

test("on a terminal, readable lines without being asked", async () => {
  const server = await start({}, { terminal: true });
  const userId = await makeRequests(server);
  await eventually(() => expectReadable(server, userId));
  await stop(server);
});

test("when standard output is not a terminal, or with LOG_FORMAT=json, one JSON object a line as before", async () => {
  for (const env of [{}, { LOG_FORMAT: "json" }] as Record<string, string>[]) {
    const server = await start(env);
    const userId = await makeRequests(server);
    await eventually(() => {
      const logged = lines(server).filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual(expect.objectContaining({ level: 30, msg: expect.stringMatching(/^site ready at http:\/\//) }));
      expect(logged).toContainEqual(expect.objectContaining({ msg: "request completed", req: { method: "POST", url: "/graphql" }, res: { status: 200 }, userId }));
      expect(lines(server).filter((line) => /^\[\d{4}-/.test(line))).toEqual([]);
    });
    await stop(server);
  }
});

test("a LOG_FORMAT other than json or pretty stops start-up with an error naming it", async () => {
  const server = await spawnServer({ LOG_FORMAT: "colourful" });
  running.push(server);
  expect(await server.exited).toBe(1);
  expect(server.stderr()).toContain('LOG_FORMAT must be json or pretty (got "colourful")');
});
