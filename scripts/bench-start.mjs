#!/usr/bin/env node
// `npm run bench:start`: how long `npm start` takes until GET /healthz answers 200, measured from
// spawning `npm start` (npm's own start-up included) on a free port with its own DATA_DIR:
//
//   first start   a new data folder: initdb, migrations and the demo content (once, for reference)
//   (a)           an unchanged, already built checkout (BENCH_RUNS times, default 5)
//   (b)           after a change to one server source file: a new file server/src/bench-start-probe.ts
//                 with different content each run, so the server is rebuilt (BENCH_RUNS times)
//   (c)           after touching a server source file without changing it (content is what counts)
//   before        `npm run build && npm run serve`, what `npm start` was before (once)
//
// Each start is stopped with SIGTERM before the next. The probe file and its output are removed
// afterwards and the server rebuilt, so the checkout is left as it was.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.BENCH_RUNS ?? 5);
const probe = path.join(root, "server", "src", "bench-start-probe.ts");
const probeOutputs = ["bench-start-probe.js", "bench-start-probe.js.map"].map((f) => path.join(root, "server", "dist", f));
const touched = path.join(root, "server", "src", "config.ts");

const freePort = () => new Promise((resolve) => {
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-bench-start-"));
fs.chmodSync(dataDir, 0o755);

/** Seconds from spawning `npm start` (or `command`) to the first 200 from /healthz; then stops it. */
async function timedStart(command = "npm start --silent") {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("sh", ["-c", command], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true, // its own process group: npm, its shell and the server stop together
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let seconds;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 300_000) throw new Error("not healthy within 300 s");
    await sleep(25);
  }
  process.kill(-child.pid, "SIGTERM");
  await exited;
  // The server lets go of its data folder last (after PostgreSQL has stopped).
  while (fs.existsSync(path.join(dataDir, "instance.pid"))) await sleep(25);
  return seconds;
}

function summary(label, times) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const fmt = (s) => s.toFixed(2);
  console.log(`${label}: median ${fmt(median)} s (min ${fmt(sorted[0])}, max ${fmt(sorted.at(-1))}; ${times.map(fmt).join(", ")})`);
  return median;
}

function cleanUpProbe() {
  for (const file of [probe, ...probeOutputs]) fs.rmSync(file, { force: true });
}

process.on("SIGINT", () => {
  cleanUpProbe();
  process.exit(130);
});

try {
  console.log(`Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${os.platform()} ${os.release()}`);
  if (spawnSync(process.execPath, ["scripts/start.mjs", "--build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);

  summary("first start (new data folder: initdb, migrations, demo content)", [await timedStart()]);

  const unchanged = [];
  for (let i = 0; i < runs; i++) unchanged.push(await timedStart());
  summary("(a) unchanged built checkout", unchanged);

  const changed = [];
  for (let i = 0; i < runs; i++) {
    fs.writeFileSync(probe, `// Written by scripts/bench-start.mjs; removed when it ends.\nexport const benchStartProbe = ${Date.now()};\n`);
    changed.push(await timedStart());
  }
  summary("(b) one server source file changed (server rebuilt)", changed);

  const touchedTimes = [];
  for (let i = 0; i < runs; i++) {
    const now = new Date();
    fs.utimesSync(touched, now, now);
    touchedTimes.push(await timedStart());
  }
  summary("(c) a server source file touched, content unchanged", touchedTimes);

  summary("before: npm run build && npm run serve (everything rebuilt)", [await timedStart("npm run build --silent >/dev/null && npm run serve --silent")]);
} finally {
  cleanUpProbe();
  // Leave the checkout built for its real sources.
  spawnSync(process.execPath, ["scripts/start.mjs", "--build"], { cwd: root, stdio: "inherit" });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
