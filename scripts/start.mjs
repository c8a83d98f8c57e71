#!/usr/bin/env node
// `npm start`: builds what is stale, then runs the server in this process.
//
// Each part (server with the shared rules of packages/common, client) is rebuilt only when its inputs changed since its last successful
// build, or its output is missing or was rewritten by something else since (the test set-up's
// compile, a `npm run build -w server`). Inputs are compared by content: a SHA-256 over every
// input file's path and bytes, kept with the output's modification time in
// node_modules/.cache/theatre-build.json after each successful build (`npm run build` writes it
// too, through `--stamp`). A fresh clone or `npm ci` has no stamp, so it builds everything.
//
//   node scripts/start.mjs              build what is stale, then start the server
//   node scripts/start.mjs --build      build what is stale, then stop
//   node scripts/start.mjs --stamp      record the current sources as built (after npm run build)
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import module from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampFile = path.join(root, "node_modules", ".cache", "theatre-build.json");
const shared = ["package.json", "package-lock.json"];
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** The shared rules: the server's build compiles them (it requires packages/common/dist), the client bundles their source. */
const common = ["packages/common/package.json", "packages/common/tsconfig.json", "packages/common/tsconfig.build.json", "packages/common/src"];

/** What each part is built from and into, and how. */
export const parts = {
  server: {
    inputs: [...shared, ...common, "server/package.json", "server/tsconfig.json", "server/tsconfig.build.json", "server/src"],
    // As server/tsconfig.build.json: tests and their helpers are not compiled into dist.
    skip: (file) => isTest(file) || file.startsWith("server/src/test/"),
    // One file every build rewrites, and the schema file the client is generated from.
    outputs: ["server/dist/index.js", "schema.graphql", "packages/common/dist/slug.js"],
    build: ["run", "build", "-w", "server"],
  },
  client: {
    inputs: [...shared, ...common, "client/package.json", "client/tsconfig.json", "client/vite.config.ts", "client/typename-transform.cjs", "client/index.html", "client/public", "client/src", "codegen.yml", "schema.graphql"],
    skip: isTest,
    outputs: ["client/dist/index.html", "client/dist/.ssr/entry-server.cjs"],
    build: ["run", "build", "-w", "client"],
  },
};

function listFiles(relative, skip, into) {
  const full = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    into.push([relative, null]); // a missing input counts too (deleting one is a change)
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) listFiles(path.posix.join(relative, name), skip, into);
  } else if (!skip(relative)) {
    into.push([relative, full]);
  }
}

/** SHA-256 over every input file's path and content. */
export function sourceHash(part) {
  const files = [];
  for (const input of part.inputs) listFiles(input, part.skip, files);
  const hash = createHash("sha256");
  for (const [relative, full] of files) {
    hash.update(`${relative}\0`);
    hash.update(full === null ? "(missing)" : fs.readFileSync(full));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The first output's modification time, or null when an output is missing. */
function outputTime(part) {
  let time = null;
  for (const output of part.outputs) {
    try {
      // Every output is looked at (a missing one means a rebuild); the first one's time is kept.
      const mtime = fs.statSync(path.join(root, output)).mtimeMs;
      time ??= mtime;
    } catch {
      return null;
    }
  }
  return time;
}

function readStamps() {
  try {
    return JSON.parse(fs.readFileSync(stampFile, "utf8"));
  } catch {
    return {};
  }
}

function writeStamps(stamps) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
}

function stamp(name, stamps) {
  stamps[name] = { sources: sourceHash(parts[name]), output: outputTime(parts[name]) };
}

/** Why `name` must be rebuilt, or null when its output matches its sources. */
export function staleReason(name, stamps = readStamps()) {
  const part = parts[name];
  const output = outputTime(part);
  const last = stamps[name];
  if (output === null) return "not built yet";
  if (!last) return "no record of its last build";
  if (last.output !== output) return "its output was rebuilt outside npm start";
  if (last.sources !== sourceHash(part)) return "its sources changed";
  return null;
}

/** Builds every stale part, server first (it writes schema.graphql, which the client reads). */
export function buildStale() {
  const stamps = readStamps();
  for (const name of Object.keys(parts)) {
    const reason = staleReason(name, stamps);
    if (!reason) continue;
    console.log(`Building the ${name} (${reason})...`);
    // Forget the old build first: a build that fails halfway must not count as current later.
    delete stamps[name];
    writeStamps(stamps);
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const result = spawnSync(npm, parts[name].build, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) {
      console.error(`The ${name} build failed (see above); fix it and run npm start again.`);
      process.exit(result.status ?? 1);
    }
    stamp(name, stamps);
    writeStamps(stamps);
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const mode = process.argv[2];
  if (mode === "--stamp") {
    const stamps = readStamps();
    for (const name of Object.keys(parts)) stamp(name, stamps);
    writeStamps(stamps);
  } else {
    if (!fs.existsSync(path.join(root, "node_modules", "typescript"))) {
      console.error("The dependencies are not installed: run npm install (or npm ci) first, then npm start.");
      process.exit(1);
    }
    buildStale();
    if (mode !== "--build") {
      // Node 22.1+ keeps compiled module code between starts (a no-op on Node 20).
      module.enableCompileCache?.(path.join(root, "node_modules", ".cache", "node-compile-cache"));
      // The server runs in this process: signals (Ctrl+C, SIGTERM) reach it directly.
      await import(pathToFileURL(path.join(root, "server", "dist", "index.js")).href);
    }
  }
}
