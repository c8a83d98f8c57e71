// Starts the built site (`npm run build` first) as its own process on a free port, with the
// embedded PostgreSQL in a fresh temporary DATA_DIR, demo content and NODE_ENV=production: what
// the measuring scripts run against. `stop()` ends it and removes the data folder. Its admin logs in
// as ADMIN; requests are logged at info level, as in production.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ADMIN = { email: "bench@example.org", password: "bench password" };

/** A bearer token for the site's admin. */
export async function adminToken(url) {
  const response = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  return (await response.json()).token;
}

const freePort = () => new Promise((resolve) => {
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

/** `prepare(dataDir)`, when given, runs before the site starts on that folder (to seed its database, say). */
export async function startBuiltSite({ env = {}, prepare } = {}) {
  const entry = path.join(root, "server", "dist", "index.js");
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, "client", "dist", "index.html"))) throw new Error("Build first: npm run build");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-site-"));
  fs.chmodSync(dataDir, 0o755);
  try {
    await prepare?.(dataDir);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  // SITE_NODE_ARGS go to the site's node alone (such as --cpu-prof to see where a benchmark's time goes);
  // SITE_STDOUT, a file to keep its standard output in (its request log, or --trace-gc's lines).
  const nodeArgs = process.env.SITE_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const stdout = process.env.SITE_STDOUT ? fs.openSync(process.env.SITE_STDOUT, "w") : "ignore";
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "info", NODE_ENV: "production", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
    stdio: ["ignore", stdout, "inherit"],
  });
  if (typeof stdout === "number") fs.closeSync(stdout);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop, pid: child.pid };
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("The site did not start");
}
