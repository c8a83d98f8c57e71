#!/usr/bin/env node
// `npm run bench:onsale` (after `npm run build`): issue 34's on-sale rush against the built site
// (scripts/built-site.mjs: a fresh embedded PostgreSQL, NODE_ENV=production, request logs at info
// level), with the per-address limits lifted through the environment (HOLDS_PER_MINUTE,
// LIVE_HOLDS_PER_ADDRESS=0, TICKETS_PER_ADDRESS=0: every buyer here shares one address).
//
// An admin puts on a performance of ONSALE_CAPACITY (500) tickets paid at the door, holds lasting
// 1 minute. ONSALE_WATCHERS (200) graphql-ws sockets subscribe to its `availabilityChanged`. Then
// ONSALE_BUYERS (2,000) buyers arrive, spread evenly over ONSALE_ARRIVAL_SECONDS (10), their
// requests sharing ONSALE_CONNECTIONS (100) kept-alive connections as behind a proxy, each asking
// to hold 1 to 4 tickets (fewer when the answer says only so many are left). A buyer who gets a
// hold thinks for 0.1 to 1 s, then 80% order it (placeOrder), 10% release it and 10% leave it to
// expire. A buyer told it is sold out goes away, or (one in four) stays on the page and tries again
// when the live count shows tickets back (released or expired holds), after 0.2 to 2 s, and buys
// what they get. Buyers keep coming until every ticket is ordered.
//
// Meanwhile the database is sampled every 100 ms: tickets sold + held + left must equal the capacity
// at every sample (one statement, so one snapshot). At the end: the SQL count of tickets sold must
// equal the capacity; every ticket's code (read through booking(token) of each order's tickets
// link) is scanned twice at once by an editor (checkInTicket): exactly one `admitted` each; and every
// watcher's count must be `remaining: 0` within 1 s of the last sale. Prints holds per second and
// hold latency (p50, p99) against the targets (0 oversold, hold p99 < 100 ms, all watchers
// updated) and exits non-zero when one is missed.
import { createClient } from "graphql-ws";
import http from "node:http";
import os from "node:os";
import WebSocket from "ws";
import { adminToken, startBuiltSite } from "./built-site.mjs";
import { openSiteDatabase } from "./seed-people.mjs";

const BUYERS = Number(process.env.ONSALE_BUYERS ?? 2000);
const CAPACITY = Number(process.env.ONSALE_CAPACITY ?? 500);
const WATCHERS = Number(process.env.ONSALE_WATCHERS ?? 200);
const ARRIVAL_SECONDS = Number(process.env.ONSALE_ARRIVAL_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.ONSALE_CONNECTIONS ?? 100);
/** Long enough for holds left to expire (1 minute, then the expiry job) to come back and sell. */
const GIVE_UP_MS = 5 * 60_000;

/** Issue 34's targets. */
const HOLD_P99_MS = 100;
const WATCHER_LAG_MS = 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low, high) => low + Math.random() * (high - low);
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];

const HOLD = "mutation ($performanceId: ID!, $quantity: Int!) { holdTickets(performanceId: $performanceId, quantity: $quantity) { id token quantity } }";
const RELEASE = "mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) }";
const PLACE = `mutation ($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) {
  placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) { reference status ticketsUrl }
}`;
const BOOKING = "query ($token: String!) { booking(token: $token) { tickets { code } } }";
const CHECK_IN = "mutation ($code: String!) { checkInTicket(code: $code) { result } }";
const WATCH = "subscription ($id: ID!) { availabilityChanged(performanceId: $id) { remaining } }";

/**
 * Buyers' requests share ONSALE_CONNECTIONS (100) kept-alive connections, as a reverse proxy's pool
 * to the app would: a request waiting for a free one waits in its latency too.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** POST /graphql: the answer's data, or its first error as `{ code, message }` (code NETWORK when no answer came). */
function graphql(url, query, variables, token) {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve) => {
    const request = http.request(`${url}/graphql`, {
      method: "POST",
      agent,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk)).on("end", () => {
        try {
          const { data, errors } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          resolve(errors ? { error: { code: errors[0].extensions?.code, message: errors[0].message } } : { data });
        } catch {
          resolve({ error: { code: "NETWORK", message: `a ${response.statusCode} answer that is not GraphQL's` } });
        }
      });
    });
    request.on("error", (error) => resolve({ error: { code: "NETWORK", message: error.message } }));
    request.end(body);
  });
}

/** An editor's token: an account registered, made editor by the admin, signed in again (its old token ends with the role change). */
async function editorToken(url, admin) {
  const input = { name: "Door", email: "door@example.org", password: "door staff password" };
  const { data, error } = await graphql(url, "mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }", { input });
  if (error) throw new Error(`register: ${error.message}`);
  const promoted = await graphql(url, "mutation ($id: ID!) { setUserRole(userId: $id, role: editor) { id } }", { id: data.register.user.id }, admin);
  if (promoted.error) throw new Error(`setUserRole: ${promoted.error.message}`);
  return (await graphql(url, "mutation ($input: LoginInput!) { login(input: $input) { token } }", { input: { email: input.email, password: input.password } })).data.login.token;
}

/** A published play with one performance of CAPACITY tickets sold here, paid at the door, holds of 1 minute: its id. */
async function putOnSale(url, admin) {
  const venue = await graphql(url, "mutation ($input: VenueDetailsInput!) { createVenue(input: $input) { id } }", { input: { name: "Rush Hall", address: "1 Queue Street, Cambridge" } }, admin);
  const created = await graphql(url, "mutation { createPlay { id version } }", {}, admin);
  if (venue.error || created.error) throw new Error(`setting up: ${(venue.error ?? created.error).message}`);
  const input = {
    version: created.data.createPlay.version,
    slug: "on-sale-rush",
    title: "On-sale rush",
    venueIds: [venue.data.createVenue.id],
    performances: [{
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      venueId: venue.data.createVenue.id,
      sales: { capacity: CAPACITY, ticketTypes: [{ name: "Full", pricePence: 1500 }, { name: "Concession", pricePence: 1000 }], holdMinutes: 1, maxPerOrder: 4, payment: "door" },
    }],
  };
  const saved = await graphql(url, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { performances { id } } }", { id: created.data.createPlay.id, input }, admin);
  if (saved.error) throw new Error(`updatePlay: ${saved.error.message}`);
  return saved.data.updatePlay.performances[0].id;
}

/** A promise and what settles it (Promise.withResolvers, which Node 20 lacks). */
function signal() {
  let resolve;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

/** The live count as a buyer's page shows it: `ticketsBack()` settles the next time it rises (tickets released or expired). */
function liveCount() {
  let waiting = signal();
  let last = Infinity;
  return {
    ticketsBack: () => waiting.promise,
    heard(remaining) {
      const rose = remaining > last;
      last = remaining;
      if (!rose) return;
      waiting.resolve();
      waiting = signal();
    },
  };
}

/** WATCHERS sockets on availabilityChanged, each keeping [remaining, time] as it hears them; `onEvent` hears watcher 0's. */
function startWatchers(url, performanceId, onEvent) {
  const heard = Array.from({ length: WATCHERS }, () => []);
  const clients = heard.map((events, i) => {
    const client = createClient({ url: `${url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
    client.subscribe({ query: WATCH, variables: { id: performanceId } }, {
      next: ({ data }) => {
        if (!data) return;
        events.push([data.availabilityChanged.remaining, performance.now()]);
        if (i === 0) onEvent(data.availabilityChanged.remaining);
      },
      error: () => undefined,
      complete: () => undefined,
    });
    return client;
  });
  return { heard, close: () => Promise.all(clients.map((client) => client.dispose())) };
}

/** Samples sold, held and left in one statement (one snapshot) every 100 ms until stopped. */
function startSampler(db, performanceId) {
  const samples = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const [row] = await db.query(
        `SELECT (SELECT taken FROM ticket_stock WHERE performance_id = $1) AS taken,
                (SELECT coalesce(sum(quantity), 0)::int FROM ticket_hold WHERE performance_id = $1) AS held,
                (SELECT count(*)::int FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1 AND o.status IN ('pending', 'reserved', 'paid')) AS sold`,
        [performanceId],
      );
      samples.push({ sold: row.sold, held: row.held, left: CAPACITY - (row.taken ?? 0) });
      await sleep(100);
    }
  })();
  return { samples, stop: async () => { running = false; await done; } };
}

/**
 * The rush: every buyer's journey, as described above. Answers every hold request's latency and
 * outcome, the orders made (with their tickets links) and when the last sale was answered.
 */
async function rush(url, performanceId, count) {
  const latencies = [];
  const firstAsks = [];
  const laterAsks = [];
  const outcomes = { held: 0, soldOut: 0, other: 0, ordered: 0, released: 0, abandoned: 0, wentAway: 0, orderFailed: 0 };
  const orders = [];
  let sold = 0;
  let lastSaleAt = 0;
  let firstOther;
  const allSold = signal();

  /** Each request's latency, and whether it was its buyer's first ask (the rush itself) or a later one. */
  async function hold(quantity, first) {
    const started = performance.now();
    const answer = await graphql(url, HOLD, { performanceId, quantity });
    latencies.push(performance.now() - started);
    (first ? firstAsks : laterAsks).push(performance.now() - started);
    if (answer.data) outcomes.held++;
    else if (answer.error.code === "SOLD_OUT") outcomes.soldOut++;
    else {
      outcomes.other++;
      firstOther ??= answer.error;
    }
    return answer;
  }

  async function buyer(i) {
    const fate = Math.random();
    let quantity = 1 + Math.floor(Math.random() * 4);
    const staysOnPage = Math.random() < 0.25;
    // Who waited for tickets to come back buys them: otherwise each round of holds left to expire
    // would add another minute before the last tickets sell.
    let waited = false;
    let asked = false;
    while (sold < CAPACITY) {
      const answer = await hold(quantity, !asked);
      asked = true;
      if (answer.data) {
        const { id, token } = answer.data.holdTickets;
        await sleep(between(100, 1000));
        if (!waited && fate < 0.1) {
          outcomes.abandoned++;
        } else if (!waited && fate < 0.2) {
          await graphql(url, RELEASE, { id, token });
          outcomes.released++;
        } else {
          const full = Math.ceil(quantity / 2);
          const tickets = [{ ticketType: "Full", count: full }, ...(quantity > full ? [{ ticketType: "Concession", count: quantity - full }] : [])];
          const placed = await graphql(url, PLACE, { holdId: id, holdToken: token, buyer: { name: `Buyer ${i}`, email: `buyer${i}@example.org` }, tickets });
          if (placed.error) {
            outcomes.orderFailed++;
            firstOther ??= placed.error;
            return;
          }
          outcomes.ordered++;
          orders.push(placed.data.placeOrder);
          sold += quantity;
          if (sold >= CAPACITY) {
            lastSaleAt = performance.now();
            allSold.resolve();
          }
        }
        return;
      }
      if (answer.error.code !== "SOLD_OUT") return;
      const left = Number(/only (\d+) left/.exec(answer.error.message)?.[1] ?? 0);
      if (left > 0) {
        quantity = Math.min(quantity, left);
        continue;
      }
      if (!staysOnPage) {
        outcomes.wentAway++;
        return;
      }
      await Promise.race([count.ticketsBack(), allSold.promise]);
      await sleep(between(200, 2000));
      waited = true;
    }
  }

  const started = performance.now();
  const journeys = [];
  for (let i = 0; i < BUYERS; i++) {
    const arrival = started + (i * ARRIVAL_SECONDS * 1000) / BUYERS;
    await sleep(Math.max(0, arrival - performance.now()));
    journeys.push(buyer(i));
  }
  const arrivalsEnd = performance.now();
  const holdsInArrivals = latencies.length;
  const timedOut = await Promise.race([allSold.promise.then(() => false), sleep(GIVE_UP_MS).then(() => true)]);
  if (!timedOut) await Promise.all(journeys);
  return { latencies, firstAsks, laterAsks, outcomes, orders, sold, lastSaleAt, firstOther, timedOut, holdRate: holdsInArrivals / ((arrivalsEnd - started) / 1000), seconds: (performance.now() - started) / 1000 };
}

/** Every code of every order, scanned twice at once by an editor, 25 codes at a time: how many were admitted once, twice or never. */
async function scanTwice(url, editor, orders) {
  const codes = [];
  for (const order of orders) {
    const token = order.ticketsUrl.split("/tickets/")[1];
    const { data, error } = await graphql(url, BOOKING, { token });
    if (error || !data.booking) throw new Error(`booking(token) of ${order.reference}: ${error?.message ?? "none"}`);
    codes.push(...data.booking.tickets.map((t) => t.code));
  }
  const tally = { codes: codes.length, once: 0, twice: 0, never: 0, errors: 0, firstError: undefined };
  for (let i = 0; i < codes.length; i += 25) {
    await Promise.all(codes.slice(i, i + 25).map(async (code) => {
      const scans = await Promise.all([graphql(url, CHECK_IN, { code }, editor), graphql(url, CHECK_IN, { code }, editor)]);
      const failed = scans.find((s) => s.error);
      if (failed) {
        tally.errors++;
        tally.firstError ??= failed.error;
      }
      const admitted = scans.filter((s) => s.data?.checkInTicket.result === "admitted").length;
      tally[admitted === 1 ? "once" : admitted === 2 ? "twice" : "never"]++;
    }));
  }
  return tally;
}

let dataDir;
const site = await startBuiltSite({
  env: { HOLDS_PER_MINUTE: "1000000", LIVE_HOLDS_PER_ADDRESS: "0", TICKETS_PER_ADDRESS: "0" },
  prepare: (dir) => {
    dataDir = dir;
  },
});
let failed = true;
try {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(", ");
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load} (1, 5, 15 min) before the run`);
  const admin = await adminToken(site.url);
  const editor = await editorToken(site.url, admin);
  const performanceId = await putOnSale(site.url, admin);
  const { database } = await openSiteDatabase({ DATA_DIR: dataDir });
  try {
    // The buyers staying on the page follow watcher 0's count.
    const count = liveCount();
    const watchers = startWatchers(site.url, performanceId, count.heard);
    // graphql-ws does not acknowledge a subscription: a hold and its release, until every watcher has heard both.
    for (let tries = 0; !watchers.heard.every((events) => events.length >= 2); tries++) {
      if (tries === 60) throw new Error("the watchers did not all hear the warm-up hold and release");
      for (const events of watchers.heard) events.length = 0;
      const { data } = await graphql(site.url, HOLD, { performanceId, quantity: 1 });
      await graphql(site.url, RELEASE, data.holdTickets);
      await sleep(500);
    }
    for (const events of watchers.heard) events.length = 0;
    console.log(`${WATCHERS} watchers subscribed; ${BUYERS} buyers arriving over ${ARRIVAL_SECONDS} s for ${CAPACITY} tickets`);

    const sampler = startSampler(database.db, performanceId);
    const result = await rush(site.url, performanceId, count);
    await sleep(WATCHER_LAG_MS);
    await sampler.stop();
    const loadAfter = os.loadavg().map((l) => l.toFixed(1)).join(", ");
    const [{ sold: sqlSold }] = await database.db.query(
      `SELECT count(*)::int AS sold FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1 AND o.status IN ('pending', 'reserved', 'paid')`,
      [performanceId],
    );
    const broken = sampler.samples.filter((s) => s.sold + s.held + s.left !== CAPACITY || s.left < 0 || s.sold > CAPACITY);
    const scans = await scanTwice(site.url, editor, result.orders);
    // Each watcher's count as it stood 1 s after the last sale.
    const deadline = result.lastSaleAt + WATCHER_LAG_MS;
    const countAt = (events) => events.filter(([, at]) => at <= deadline).at(-1)?.[0];
    const updated = watchers.heard.filter((events) => countAt(events) === 0).length;
    const lastZero = watchers.heard.map((events) => events.filter(([remaining]) => remaining === 0).at(-1)?.[1]).filter((at) => at !== undefined).map((at) => at - result.lastSaleAt).sort((a, b) => a - b);
    await watchers.close();

    const latencies = result.latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 0.5);
    const p99 = percentile(latencies, 0.99);
    const o = result.outcomes;
    console.log(`Run: ${result.seconds.toFixed(1)} s until sold out${result.timedOut ? " (GAVE UP: not sold out)" : ""}; load average after it ${loadAfter}`);
    console.log(`Hold requests: ${latencies.length} (${o.held} held, ${o.soldOut} SOLD_OUT, ${o.other} other errors); ${result.holdRate.toFixed(0)} a second while buyers arrived`);
    const spread = (list) => (list.sort((a, b) => a - b), `p50 ${percentile(list, 0.5)?.toFixed(0)} ms, p99 ${percentile(list, 0.99)?.toFixed(0)} ms`);
    console.log(`  each buyer's first ask (${result.firstAsks.length}): ${spread(result.firstAsks)}; asks after that (${result.laterAsks.length}: fewer tickets, or tickets back): ${spread(result.laterAsks)}`);
    console.log(`Buyers with a hold: ${o.ordered} ordered, ${o.released} released, ${o.abandoned} left it to expire; ${o.wentAway} went away sold out; ${o.orderFailed} orders refused`);
    if (scans.firstError) console.log(`First refused scan: ${scans.firstError.code}: ${scans.firstError.message}`);
    if (result.firstOther) console.log(`First unexpected answer: ${result.firstOther.code}: ${result.firstOther.message}`);
    console.log(`Samples of sold + held + left: ${sampler.samples.length}, ${broken.length} not equal to ${CAPACITY}${broken.length ? ` (first: ${JSON.stringify(broken[0])})` : ""}`);
    const stale = watchers.heard.find((events) => countAt(events) !== 0);
    if (stale) console.log(`A watcher not at 0 a second after the last sale heard last: ${stale.slice(-4).map(([remaining, at]) => `${remaining} at ${(at - result.lastSaleAt).toFixed(0)} ms`).join(", ")}`);
    console.log(`Watchers' last remaining: 0, after the last sale: from ${lastZero[0]?.toFixed(0)} to ${lastZero.at(-1)?.toFixed(0)} ms (negative: the count reached 0 with the last hold, before its order)`);
    const rows = [
      { measure: "tickets sold (SQL) = capacity", value: `${sqlSold} of ${CAPACITY}`, target: "0 oversold, sold out", result: sqlSold === CAPACITY ? "PASS" : "FAIL" },
      { measure: "sold + held + left = capacity", value: `${sampler.samples.length - broken.length} of ${sampler.samples.length} samples`, target: "every sample", result: broken.length === 0 && sampler.samples.length > 0 ? "PASS" : "FAIL" },
      { measure: "codes admitted once (2 scans each)", value: `${scans.once} of ${scans.codes} (twice: ${scans.twice}, never: ${scans.never}, scans refused: ${scans.errors})`, target: "every code once", result: scans.once === scans.codes && scans.codes === sqlSold ? "PASS" : "FAIL" },
      { measure: "hold p50 / p99", value: `${p50.toFixed(1)} / ${p99.toFixed(1)} ms`, target: `p99 < ${HOLD_P99_MS} ms`, result: p99 < HOLD_P99_MS ? "PASS" : "FAIL" },
      { measure: "holds answered a second", value: result.holdRate.toFixed(0), target: "(reported)", result: "" },
      { measure: `watchers at remaining: 0 within ${WATCHER_LAG_MS} ms of the last sale`, value: `${updated} of ${WATCHERS}`, target: "all", result: updated === WATCHERS ? "PASS" : "FAIL" },
      { measure: "unexpected errors", value: String(o.other + o.orderFailed), target: "0", result: o.other + o.orderFailed === 0 ? "PASS" : "FAIL" },
    ];
    console.table(rows);
    failed = rows.some((row) => row.result === "FAIL");
  } finally {
    await database.close();
  }
} finally {
  await site.stop();
}
console.log(failed ? "A target was missed." : "Every target met.");
process.exitCode = failed ? 1 : 0;
