#!/usr/bin/env node
// `npm run bench`: public reads under load (autocannon, 50 connections, BENCH_SECONDS each) against
// the built site on the embedded database with demo content, beside a bare Node http server
// answering the same bytes as the ceiling. Prints requests per second, p50/p99 latency, errors and
// the ratio to the ceiling, then the p99 of sequential full-play saves. Numbers, not a test.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const freePort = () => new Promise((resolve) => {
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

async function startSite() {
  const entry = path.join(root, "server", "dist", "index.js");
  if (!fs.existsSync(entry)) throw new Error("Build first: npm run build");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-bench-"));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "info", NODE_ENV: "production", ADMIN_EMAIL: "bench@example.org", ADMIN_PASSWORD: "bench password" },
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

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A bare Node server answering exactly these bytes: what the hardware allows. */
async function ceiling(body, contentType, method, requestBody) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": contentType, "content-length": Buffer.byteLength(body) });
      res.end(body);
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const result = await run({ url: `http://127.0.0.1:${server.address().port}/`, method, body: requestBody, headers: { "content-type": "application/json" } });
  await new Promise((r) => server.close(r));
  return result;
}

const site = await startSite();
const graphql = (query, variables = {}) => ({ method: "POST", path: "/graphql", body: JSON.stringify({ query, variables }), headers: { "content-type": "application/json" } });
const targets = [
  { name: "REST what's on", kind: "rest", method: "GET", path: "/api/plays/whatson" },
  { name: "REST one play", kind: "rest", method: "GET", path: "/api/plays/twelfth-night" },
  { name: "GraphQL what's on", kind: "graphql", ...graphql("{ whatsOn { currentPlays { id slug title blurb dates { startdate } venues { name } prices { title price } } upcomingPlays { id slug title } } }") },
  { name: "GraphQL one play", kind: "graphql", ...graphql("query ($slug: String!) { play(slug: $slug) { id title blurb reviews { reviewer text } castlist { members { charactername realname } } } }", { slug: "twelfth-night" }) },
  { name: "Home page HTML", kind: "html", method: "GET", path: "/" },
];

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
console.log(`Load: ${connections} connections, ${seconds} s per target\n`);
const rows = [];
try {
  for (const target of targets) {
    const sample = await fetch(`${site.url}${target.path}`, { method: target.method, body: target.body, headers: target.headers });
    const body = await sample.text();
    const result = await run({ url: `${site.url}${target.path}`, method: target.method, body: target.body, headers: target.headers });
    const bare = await ceiling(body, sample.headers.get("content-type") ?? "text/plain", target.method, target.body);
    rows.push({
      target: target.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
      "ceiling req/s": Math.round(bare.requests.average),
      "of ceiling": `${Math.round((result.requests.average / bare.requests.average) * 100)}%`,
    });
  }
  console.table(rows);

  // Writes: a full play saved 50 times in a row.
  const login = await (await fetch(`${site.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "bench@example.org", password: "bench password" }) })).json();
  const auth = { authorization: `Bearer ${login.token}`, "content-type": "application/json" };
  let play = await (await fetch(`${site.url}/api/plays/twelfth-night`, { headers: auth })).json();
  const times = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    const response = await fetch(`${site.url}/api/plays/${play._id}`, { method: "PUT", headers: auth, body: JSON.stringify({ ...play, message: `Save ${i}` }) });
    times.push(performance.now() - started);
    play = await response.json();
  }
  times.sort((a, b) => a - b);
  console.log(`\nFull play save, sequential ×50: p50 ${times[24].toFixed(1)} ms, p99 ${times[48].toFixed(1)} ms`);
} finally {
  await site.stop();
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}
