import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { readyServer, type ReadyServer } from "../../test/server-process";

jest.setTimeout(120_000);

let server: ReadyServer;

beforeAll(async () => {
  server = await readyServer({});
});

afterAll(async () => {
  await server?.stop();
});

const get = async (url: string, init?: RequestInit) => {
  const response = await fetch(`${server.url}${url}`, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
};
const until = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
  expect(await check()).toBe(true);
};

/**
 * Takes the port as soon as it is free and drops every connection: PostgreSQL cannot start there
 * again until `release`, which holds the outage open for as long as the test needs.
 */
async function holdPort(port: number): Promise<{ release(): Promise<void> }> {
  const blocker = net.createServer((socket) => socket.destroy());
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        blocker.once("error", reject);
        blocker.listen(port, "127.0.0.1", () => resolve());
      });
      return { release: () => new Promise((resolve) => blocker.close(() => resolve())) };
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

test("the site restarts its embedded PostgreSQL after a kill -9, serving cached pages meanwhile", async () => {
  const whatson = await get("/api/plays/whatson");
  const about = await get("/api/about");
  expect([whatson.status, about.status]).toEqual([200, 200]);
  const registered = await get("/api/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Outage", email: "outage@example.org", password: "correct horse battery" }) });
  expect(registered.status).toBe(201);
  const authorization = `Bearer ${(JSON.parse(registered.body) as { token: string }).token}`;

  const pgDir = path.join(server.dataDir, "postgres");
  const pid = Number(fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const port = Number(fs.readFileSync(path.join(server.dataDir, "postgres.port"), "utf8"));
  process.kill(pid, "SIGKILL");
  const held = await holdPort(port);

  await until(async () => (await get("/healthz")).status === 503, 10_000);
  // Anonymous reads the cache holds are still answered, marked stale.
  for (const [url, before] of [["/api/plays/whatson", whatson], ["/api/about", about]] as const) {
    const cached = await get(url);
    expect(cached.status).toBe(200);
    expect(cached.body).toBe(before.body);
    expect(cached.headers.get("x-cache-status")).toBe("stale");
  }
  // Reads it does not hold answer 503 with Retry-After, never 500.
  const uncached = await get("/api/plays/previousproductions?page=1");
  expect(uncached.status).toBe(503);
  expect(uncached.headers.get("retry-after")).toBe("5");
  expect(JSON.parse(uncached.body)).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  const graphql = (query: string, headers: Record<string, string> = {}) =>
    get("/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query }) });
  // Anonymous (a resolver fails) and signed in (looking up the caller fails before any resolver).
  for (const answer of [await graphql("{ previousProductions(page: 2) { pages } }"), await graphql("{ me { name } }", { authorization })]) {
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(JSON.parse(answer.body).errors[0]).toMatchObject({ message: "The database is not available right now; please try again shortly", extensions: { code: "SERVICE_UNAVAILABLE" } });
  }

  // A restart fails while the port is held; the next one, after a longer wait, succeeds.
  await until(async () => server.output().includes("restarting the embedded PostgreSQL server failed (attempt 1 of 8)"), 10_000);
  expect(server.output()).toContain("the embedded PostgreSQL server stopped unexpectedly (killed by SIGKILL); restarting it");
  await held.release();
  await until(async () => (await get("/healthz")).status === 200, 30_000);
  expect((await get("/api/plays/previousproductions?page=2")).status).toBe(200);
  expect((await graphql("{ me { name } }", { authorization })).status).toBe(200);
  await until(async () => server.output().includes("the embedded PostgreSQL server is running again"), 5000);
  // Still the same process.
  expect(server.child.exitCode).toBeNull();
});
