// The built site on a free port with a fresh data folder (embedded database, demo content), for the
// benchmarks. Its admin logs in as ADMIN below.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ADMIN = { email: "bench@example.org", password: "bench password" };

const freePort = () => new Promise((resolve) => {
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

/** A bearer token for the site's admin. */
export async function adminToken(url) {
  const response = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  return (await response.json()).token;
}

export async function startSite() {
  const entry = path.join(root, "server", "dist", "index.js");
  if (!fs.existsSync(entry)) throw new Error("Build first: npm run build");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-bench-"));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "info", NODE_ENV: "production", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => new Promise((r) => { child.once("exit", r); child.kill("SIGTERM"); }), dataDir };
}
