#!/usr/bin/env node
// `npm run bench:requests` (after `npm run build`): what one request of each kind of an on-sale
// rush costs the built site (scripts/built-site.mjs) and its PostgreSQL, alone and at a steady
// rate, so that a change to a hold, an order or what every request goes through can be weighed
// before a whole rush is run (bench:onsale, whose numbers move with its queues).
//
// Kinds: `floor`, a mutation that does nothing (releaseHold of a malformed id: Express, Apollo, the
// request log and the socket writes of any GraphQL request, and no statement); `refused`, a hold of
// a sold-out performance (SOLD_OUT); `granted`, a hold that is granted; `ordered`, a hold and its
// placeOrder (two requests, counted as one). REQUESTS_KINDS (all unless set, comma-separated)
// chooses them. Each kind is sent REQUESTS_COUNT (3,000) times at REQUESTS_RATE (200) a second over
// 100 kept-alive connections, twice: the first round warms the code up and is not reported. Prints
// each kind's latency (p50, p99) and the CPU the site, its PostgreSQL and this script spent a
// request (from /proc); on this 2-core VM each moves by about a fifth from run to run.
import { adminToken, startBuiltSite } from "./built-site.mjs";
import { graphqlClient } from "./graphql-client.mjs";
import { putOnSale } from "./on-sale-setup.mjs";
import { cpuMeter, describeCpu } from "./process-cpu.mjs";

const COUNT = Number(process.env.REQUESTS_COUNT ?? 3000);
const RATE = Number(process.env.REQUESTS_RATE ?? 200);
const ALL_KINDS = ["floor", "refused", "granted", "ordered"];
const KINDS = (process.env.REQUESTS_KINDS ?? ALL_KINDS.join(",")).split(",").map((k) => k.trim()).filter(Boolean);

const HOLD = "mutation ($performanceId: ID!, $quantity: Int!) { holdTickets(performanceId: $performanceId, quantity: $quantity) { id token } }";
const RELEASE = "mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) }";
const PLACE = `mutation ($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) {
  placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) { reference }
}`;

const graphql = graphqlClient(100);
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];

/** The requests of each kind: each answers an error message when the answer was not the one expected. */
function kinds(url, { soldOut, onSale }) {
  let buyer = 0;
  const expect = (answer, code) => (code ? (answer.error?.code === code ? undefined : `expected ${code}, got ${JSON.stringify(answer)}`) : answer.error && `${answer.error.code}: ${answer.error.message}`);
  return {
    floor: async () => expect(await graphql(url, RELEASE, { id: "not-an-id", token: "none" })),
    refused: async () => expect(await graphql(url, HOLD, { performanceId: soldOut, quantity: 1 }), "SOLD_OUT"),
    granted: async () => expect(await graphql(url, HOLD, { performanceId: onSale, quantity: 1 })),
    ordered: async () => {
      const held = await graphql(url, HOLD, { performanceId: onSale, quantity: 1 });
      if (held.error) return expect(held);
      const i = buyer++;
      const { id, token } = held.data.holdTickets;
      return expect(await graphql(url, PLACE, { holdId: id, holdToken: token, buyer: { name: `Buyer ${i}`, email: `buyer${i}@example.org` }, tickets: [{ ticketType: "Full", count: 1 }] }));
    },
  };
}

/** COUNT requests of `ask` at RATE a second: their latencies (sorted) and the first unexpected answer. */
async function steady(ask) {
  const latencies = [];
  let wrong;
  const started = performance.now();
  const all = [];
  for (let i = 0; i < COUNT; i++) {
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    all.push(ask().then((problem) => {
      latencies.push(performance.now() - sent);
      wrong ??= problem;
    }));
  }
  await Promise.all(all);
  return { latencies: latencies.sort((a, b) => a - b), wrong };
}

if (KINDS.length === 0 || KINDS.some((kind) => !ALL_KINDS.includes(kind))) throw new Error(`REQUESTS_KINDS: ${ALL_KINDS.join(", ")} (comma-separated), not ${JSON.stringify(process.env.REQUESTS_KINDS)}`);

const site = await startBuiltSite({ env: { HOLDS_PER_MINUTE: "1000000", LIVE_HOLDS_PER_ADDRESS: "0", TICKETS_PER_ADDRESS: "0" } });
let failed = false;
try {
  const admin = await adminToken(site.url);
  const hall = (name) => ({ name, address: "1 Queue Street, Cambridge" });
  const soldOut = await putOnSale(graphql, site.url, admin, { venue: hall("Full Hall"), slug: "requests-sold-out", title: "Sold out", sales: { capacity: 1 } });
  // Enough tickets for every granted and ordered request of both rounds.
  const onSale = await putOnSale(graphql, site.url, admin, { venue: hall("Open Hall"), slug: "requests-on-sale", title: "On sale", sales: { capacity: 10_000 } });
  const last = await graphql(site.url, HOLD, { performanceId: soldOut, quantity: 1 });
  if (last.error) throw new Error(`holding the sold-out performance's one ticket: ${last.error.message}`);
  if (COUNT * 2 * KINDS.filter((kind) => kind === "granted" || kind === "ordered").length > 10_000) throw new Error("REQUESTS_COUNT too large: the on-sale performance has 10,000 tickets");
  const requests = kinds(site.url, { soldOut, onSale });
  console.log(`${COUNT} requests of each kind at ${RATE} a second, after a round as large to warm up`);
  const rows = [];
  for (const kind of KINDS) {
    await steady(requests[kind]);
    const cpu = cpuMeter(site.pid);
    const { latencies, wrong } = await steady(requests[kind]);
    const spent = cpu.stop();
    if (wrong) {
      failed = true;
      console.log(`${kind}: an unexpected answer: ${wrong}`);
    }
    rows.push({ kind, "p50 / p99": `${percentile(latencies, 0.5).toFixed(1)} / ${percentile(latencies, 0.99).toFixed(1)} ms`, CPU: describeCpu(spent, COUNT, "a request") });
  }
  console.table(rows);
} finally {
  await site.stop();
}
process.exitCode = failed ? 1 : 0;
