import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnServer, waitReady, type ServerProcess } from "./test/server-process";

jest.setTimeout(120_000);

let dataDir: string;
const running: ServerProcess[] = [];

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-startup-"));
  fs.chmodSync(dataDir, 0o755);
});

afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await spawnServer({ DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
}

async function about(server: ServerProcess): Promise<{ _id: string; text: string }> {
  const response = await fetch(`${server.url}/api/about`);
  expect(response.status).toBe(200);
  return (await response.json()) as { _id: string; text: string };
}

describe("the server process with the embedded database", () => {
  let firstId: string;
  let adminPassword: string;

  test("the first start creates the database, seeds demo content and serves it", async () => {
    const server = await start();
    await waitReady(server);
    expect(server.output()).toContain("demo content seeded");
    const printed = /username: admin\s+password: (\S+)/.exec(server.output());
    expect(printed).not.toBeNull();
    adminPassword = printed![1];
    const page = await about(server);
    expect(page.text).toContain("Cambridge");
    firstId = page._id;
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, "postgres", "PG_VERSION"))).toBe(true);
    expect(fs.statSync(path.join(dataDir, "secrets.json")).mode & 0o777).toBe(0o600);
  });

  test("a second instance on the same DATA_DIR stops with a clear message and leaves the first running", async () => {
    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/DATA_DIR .* is in use by another running instance \(pid \d+\)/);
    expect((await about(running[0]))._id).toBe(firstId);
  });

  test("the printed admin login works, and user:create adds an editor beside the running site", async () => {
    const server = running[0];
    const login = async (email: string, password: string) =>
      fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
    expect((await login("admin", adminPassword)).status).toBe(200);

    const cli = spawn(process.execPath, [path.join(__dirname, "..", "dist", "scripts", "create-user.js"), "--email", "viola@example.org", "--username", "Viola", "--role", "editor"], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, USER_PASSWORD: "illyria shore" },
    });
    let output = "";
    cli.stdout.on("data", (c: Buffer) => (output += c.toString()));
    cli.stderr.on("data", (c: Buffer) => (output += c.toString()));
    expect(await new Promise((resolve) => cli.on("exit", resolve))).toBe(0);
    expect(output).toContain("Created account Viola <viola@example.org> with role editor");
    const response = await login("viola", "illyria shore");
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const profile = await fetch(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(await profile.json()).toEqual({ name: "Viola", email: "viola@example.org", role: "editor" });
  });

  test("SIGTERM stops the server, its pool and the embedded PostgreSQL cleanly", async () => {
    const server = running[0];
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "instance.pid"))).toBe(false);
  });

  test("starting again keeps the data and does not seed twice", async () => {
    const server = await start();
    await waitReady(server);
    expect(server.output()).not.toContain("demo content seeded");
    expect(server.output()).not.toContain("password:");
    expect((await about(server))._id).toBe(firstId);
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
  });

  test("after a crash (SIGKILL) the next start takes over the folder and the left-over PostgreSQL", async () => {
    const crashed = await start();
    await waitReady(crashed);
    crashed.child.kill("SIGKILL");
    await crashed.exited;
    const server = await start();
    await waitReady(server);
    expect((await about(server))._id).toBe(firstId);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  test("a bad setting stops start-up with an error that names it", async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, PORT: "99999", LOG_LEVEL: "loud" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT must be a whole number");
    expect(server.output()).toContain("LOG_LEVEL must be one of");
  });
});
