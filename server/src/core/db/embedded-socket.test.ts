import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres";

/** Where the server says this connection came from: null through a Unix socket, the address through TCP. */
async function peerOf(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return ((await client.query("SELECT inet_server_addr()::text AS addr")).rows[0] as { addr: string | null }).addr;
  } finally {
    await client.end();
  }
}

test("the site reaches its embedded PostgreSQL through a Unix socket in the data folder; TCP on loopback where the folder's path is too long for one", async () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "pg-socket-"));
  fs.chmodSync(base, 0o755);
  const short = path.join(base, "pg");
  const long = path.join(base, "x".repeat(90), "pg");
  fs.mkdirSync(path.dirname(long), { recursive: true, mode: 0o755 });
  const servers = [];
  try {
    const near = await startEmbeddedPostgres({ dataDir: short, password: "pw", database: "socket" });
    servers.push(near);
    expect(near.url).toContain(`host=${encodeURIComponent(short)}`);
    expect(await peerOf(near.url)).toBeNull();
    // Tools beside the site still have TCP.
    expect(await peerOf(near.url.replace(/\?.*$/, ""))).toMatch(/^127\.0\.0\.1/);

    const far = await startEmbeddedPostgres({ dataDir: long, password: "pw", database: "socket" });
    servers.push(far);
    expect(far.url).not.toContain("host=");
    expect(await peerOf(far.url)).toMatch(/^127\.0\.0\.1/);
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(base, { recursive: true, force: true });
  }
}, 120_000);
