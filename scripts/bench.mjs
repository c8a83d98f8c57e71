#!/usr/bin/env node
// `npm run bench`: public reads under load (autocannon, 50 connections, BENCH_SECONDS each) against
// the built site on the embedded database with demo content, beside a bare Node http server
// answering the same bytes as the ceiling. Prints requests per second, p50/p99 latency, errors and
// the ratio to the ceiling, then the p99 of sequential full-play saves and the delivery of 100 stock
// updates to 1,000 graphql-ws subscribers. Numbers, not a test.
import autocannon from "autocannon";
import { fork } from "node:child_process";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminToken, startBuiltSite } from "./built-site.mjs";
import { benchSubscriptions } from "./bench-subscriptions.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One answer of the site as it goes out to these load tests (no Accept-Encoding): headers and bytes. */
function sample(url, { method, body, headers }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk)).on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject).end(body);
  });
}

/**
 * A bare Node server (scripts/ceiling-server.mjs, its own process like the site) answering exactly
 * these bytes, headers included, from memory and at once: what the hardware allows.
 */
async function ceiling(answer, method, requestBody) {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name)));
  const server = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), "ceiling-server.mjs"));
  try {
    const port = await new Promise((resolve) => {
      server.once("message", (reply) => resolve(reply.port));
      server.send({ headers, body: answer.body.toString("base64") });
    });
    return await run({ url: `http://127.0.0.1:${port}/`, method, body: requestBody, headers: { "content-type": "application/json" } });
  } finally {
    server.kill();
  }
}

const site = await startBuiltSite();
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
    const answer = await sample(`${site.url}${target.path}`, target);
    const result = await run({ url: `${site.url}${target.path}`, method: target.method, body: target.body, headers: target.headers });
    const bare = await ceiling(answer, target.method, target.body);
    rows.push({
      target: target.name,
      bytes: answer.body.length,
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
  const token = await adminToken(site.url);
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
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

  // Drafts: the editor's autosave, the whole form 50 times in a row; then the public reads of the
  // same play again, which a draft save must leave as they were (the read cache stays warm).
  const INPUT_FIELDS = ["title", "slug", "mainimage", "message", "blurb", "blurbExcerpt", "buylink", "status", "dates", "venues", "prices", "images", "reviews", "videolinks", "productionteam", "castlist", "auditionEmailRecipient"];
  const asInput = (rest) => JSON.parse(JSON.stringify(Object.fromEntries(INPUT_FIELDS.map((k) => [k, rest[k]]))).replaceAll('"_id":', '"id":'));
  const saveDraft = "mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }";
  const publicRead = targets.find((t) => t.name === "GraphQL one play");
  const before = await run({ url: `${site.url}${publicRead.path}`, method: publicRead.method, body: publicRead.body, headers: publicRead.headers });
  let version = play.version;
  const draftTimes = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    const response = await fetch(`${site.url}/graphql`, { method: "POST", headers: auth, body: JSON.stringify({ query: saveDraft, variables: { id: play._id, input: { ...asInput(play), message: `Draft ${i}`, version } } }) });
    draftTimes.push(performance.now() - started);
    const answer = await response.json();
    if (answer.errors) throw new Error(`draft save failed: ${JSON.stringify(answer.errors)}`);
    version = answer.data.savePlayDraft.version;
  }
  draftTimes.sort((a, b) => a - b);
  console.log(`Draft save (autosave), sequential ×50: p50 ${draftTimes[24].toFixed(1)} ms, p99 ${draftTimes[48].toFixed(1)} ms`);
  const after = await run({ url: `${site.url}${publicRead.path}`, method: publicRead.method, body: publicRead.body, headers: publicRead.headers });
  console.log(`GraphQL one play, public reads before and after the draft saves: ${Math.round(before.requests.average)} and ${Math.round(after.requests.average)} req/s, p99 ${before.latency.p99} and ${after.latency.p99} ms`);

  console.log("\nStock updates to graphql-ws subscribers:");
  console.table(await benchSubscriptions(site.url, { token }));
} finally {
  await site.stop();
}
