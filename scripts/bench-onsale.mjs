#!/usr/bin/env node
// `npm run bench:onsale` (after `npm run build`): on-sale rushes against the built site
// (scripts/built-site.mjs: a fresh embedded PostgreSQL, NODE_ENV=production, request logs at info
// level), with the per-address limits lifted through the environment (HOLDS_PER_MINUTE,
// LIVE_HOLDS_PER_ADDRESS=0, TICKETS_PER_ADDRESS=0, SEAT_PLANS_PER_MINUTE: every buyer here shares one address).
// ONSALE_RUNS (`unreserved,reserved` unless set) chooses the runs, in that order, on one site.
// Each is measured as a site that has been selling would meet it: the same rush on a performance of
// its own goes first (its results are printed, but not held to the targets), so that the site's
// code is compiled and its connections open; a site just started answers its first seconds of a
// rush several times slower while Node compiles the code the rush runs. ONSALE_WARM_UP=0 skips it.
//
// The unreserved run (issue 34): an admin puts on a performance of ONSALE_CAPACITY (500) tickets
// paid at the door, holds lasting 1 minute. ONSALE_WATCHERS (200) graphql-ws sockets subscribe to
// its `availabilityChanged`. Then ONSALE_BUYERS (2,000) buyers arrive, spread evenly over
// ONSALE_ARRIVAL_SECONDS (10), their requests sharing ONSALE_CONNECTIONS (100) kept-alive
// connections as behind a proxy, each asking to hold 1 to 4 tickets (fewer when the answer says
// only so many are left). A buyer who gets a hold thinks for 0.1 to 1 s, then 80% order it
// (placeOrder), 10% release it and 10% leave it to expire. A buyer told it is sold out goes away,
// or (one in four) stays on the page and tries again when the live count shows tickets back
// (released or expired holds), after 0.2 to 2 s, and buys what they get. Buyers keep coming until
// every ticket is ordered.
//
// Meanwhile the database is sampled every 100 ms: tickets sold + held + left must equal the capacity
// at every sample (one statement, so one snapshot). At the end: the SQL count of tickets sold must
// equal the capacity; every ticket's code (read through booking(token) of each order's tickets
// link) is scanned twice at once by an editor (checkInTicket): exactly one `admitted` each; and every
// watcher's count must be `remaining: 0` within 1 s of the last sale. Prints holds per second and
// hold latency (p50, p99) against the targets (0 oversold, hold p99 < 100 ms, all watchers
// updated) and exits non-zero when one is missed.
//
// The reserved run (issue 35): the same buyers, arrivals, pool and fates for a 300-seat plan,
// choosing seats; see scripts/bench-onsale-reserved.mjs. The helpers both runs share are here and
// handed to it as `kit`.
import { createClient } from "graphql-ws";
import os from "node:os";
import WebSocket from "ws";
import { adminToken, startBuiltSite } from "./built-site.mjs";
import { reservedRun } from "./bench-onsale-reserved.mjs";
import { graphqlClient } from "./graphql-client.mjs";
import { putOnSale as putOnSaleWith } from "./on-sale-setup.mjs";
import { cpuMeter, describeCpu } from "./process-cpu.mjs";
import { openSiteDatabase } from "./seed-people.mjs";

const BUYERS = Number(process.env.ONSALE_BUYERS ?? 2000);
const CAPACITY = Number(process.env.ONSALE_CAPACITY ?? 500);
const WATCHERS = Number(process.env.ONSALE_WATCHERS ?? 200);
const ARRIVAL_SECONDS = Number(process.env.ONSALE_ARRIVAL_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.ONSALE_CONNECTIONS ?? 100);
/** Each run follows the same rush on its own performance first, unless ONSALE_WARM_UP=0: see the top. */
const WARM_UP = process.env.ONSALE_WARM_UP !== "0";
const RUNS = (process.env.ONSALE_RUNS ?? "unreserved,reserved").split(",").map((r) => r.trim()).filter(Boolean);
/** Long enough for holds left to expire (1 minute, then the expiry job) to come back and sell. */
const GIVE_UP_MS = 5 * 60_000;

/** The issues' targets. */
const HOLD_P99_MS = 100;
const WATCHER_LAG_MS = 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low, high) => low + Math.random() * (high - low);
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
/** "p50 … ms, p99 … ms" of a list of latencies (sorted in place). */
const spread = (list) => (list.sort((a, b) => a - b), `p50 ${percentile(list, 0.5)?.toFixed(0)} ms, p99 ${percentile(list, 0.99)?.toFixed(0)} ms`);
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(", ");

const HOLD = "mutation ($performanceId: ID!, $quantity: Int!) { holdTickets(performanceId: $performanceId, quantity: $quantity) { id token quantity } }";
const RELEASE = "mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) }";
const PLACE = `mutation ($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) {
  placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) { reference status ticketsUrl }
}`;
const BOOKING = "query ($token: String!) { booking(token: $token) { tickets { code } } }";
const CHECK_IN = "mutation ($code: String!) { checkInTicket(code: $code) { result } }";
const WATCH = "subscription ($id: ID!) { availabilityChanged(performanceId: $id) { remaining } }";

/** Buyers' requests share ONSALE_CONNECTIONS (100) kept-alive connections (see graphql-client.mjs). */
const graphql = graphqlClient(CONNECTIONS);

/** An editor's token: an account registered, made editor by the admin, signed in again (its old token ends with the role change). */
async function editorToken(url, admin) {
  const input = { name: "Door", email: "door@example.org", password: "door staff password" };
  const { data, error } = await graphql(url, "mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }", { input });
  if (error) throw new Error(`register: ${error.message}`);
  const promoted = await graphql(url, "mutation ($id: ID!) { setUserRole(userId: $id, role: editor) { id } }", { id: data.register.user.id }, admin);
  if (promoted.error) throw new Error(`setUserRole: ${promoted.error.message}`);
  return (await graphql(url, "mutation ($input: LoginInput!) { login(input: $input) { token } }", { input: { email: input.email, password: input.password } })).data.login.token;
}

/** A performance on sale at a new venue (see on-sale-setup.mjs), through this script's connections. */
const putOnSale = (url, admin, options) => putOnSaleWith(graphql, url, admin, options);

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

/**
 * WATCHERS sockets subscribed to `query` (an availabilityChanged subscription), `onMessage(i,
 * availability)` told each message of watcher i. `heard[i]` counts watcher i's messages.
 */
function startWatchers(url, query, variables, onMessage) {
  const heard = Array.from({ length: WATCHERS }, () => 0);
  const clients = heard.map((_, i) => {
    const client = createClient({ url: `${url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
    client.subscribe({ query, variables }, {
      next: ({ data }) => {
        if (!data) return;
        heard[i]++;
        onMessage(i, data.availabilityChanged);
      },
      error: () => undefined,
      complete: () => undefined,
    });
    return client;
  });
  return { heard, close: () => Promise.all(clients.map((client) => client.dispose())) };
}

/** graphql-ws does not acknowledge a subscription: `holdAndRelease()` until every watcher has heard two messages. */
async function warmUp(watchers, holdAndRelease) {
  for (let tries = 0; ; tries++) {
    if (tries === 60) throw new Error("the watchers did not all hear the warm-up hold and release");
    watchers.heard.fill(0);
    await holdAndRelease();
    await sleep(500);
    if (watchers.heard.every((count) => count >= 2)) return;
  }
}

/** Runs `sql` ($1: the performance) every 100 ms until stopped, keeping each row (one statement: one snapshot). */
function startSampler(db, sql, performanceId) {
  const samples = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const [row] = await db.query(sql, [performanceId]);
      samples.push(row);
      await sleep(100);
    }
  })();
  return { samples, stop: async () => { running = false; await done; } };
}

/** Every hold request's latency, by kind (`first`: a buyer's first ask; the others are the run's). */
function holdTimings() {
  const all = [];
  const byKind = {};
  /** Latencies by the second of the run each request was sent in (from the first request). */
  const bySecond = [];
  let first;
  return {
    all,
    byKind,
    bySecond,
    /** The answer of `ask()`, its latency recorded under `kind`. */
    async time(kind, ask) {
      const started = performance.now();
      first ??= started;
      const answer = await ask();
      const ms = performance.now() - started;
      all.push(ms);
      (byKind[kind] ??= []).push(ms);
      (bySecond[Math.floor((started - first) / 1000)] ??= []).push(ms);
      return answer;
    },
  };
}

/** "second: requests, p99" for each second of the run that sent hold requests, to show when a queue built up. */
const secondBySecond = (timings) =>
  timings.bySecond.flatMap((list, second) => (list ? [`${second}: ${list.length}, ${percentile(list.sort((a, b) => a - b), 0.99).toFixed(0)} ms`] : [])).join("; ");

/**
 * What a run's buyers share: the orders placed, tickets sold (`allSold` settles when the capacity
 * is), outcomes counted, and the first unexpected answer.
 */
function newSale(capacity) {
  const sale = {
    capacity,
    sold: 0,
    lastSaleAt: 0,
    orders: [],
    allSold: signal(),
    outcomes: { held: 0, other: 0, ordered: 0, released: 0, abandoned: 0, wentAway: 0, orderFailed: 0 },
    firstOther: undefined,
    unexpected(error) {
      sale.outcomes.other++;
      sale.firstOther ??= error;
    },
  };
  return sale;
}

/**
 * What a buyer with a hold of `quantity` does: thinks 0.1–1 s, then (unless `waited` for tickets
 * back: they buy) 10% leave it to expire, 10% release it and the rest order it, half Full (rounded
 * up) and the rest Concession.
 */
async function afterHold(url, sale, { id, token }, quantity, i, waited) {
  const fate = Math.random();
  await sleep(between(100, 1000));
  if (!waited && fate < 0.1) {
    sale.outcomes.abandoned++;
    return;
  }
  if (!waited && fate < 0.2) {
    await graphql(url, RELEASE, { id, token });
    sale.outcomes.released++;
    return;
  }
  const full = Math.ceil(quantity / 2);
  const tickets = [{ ticketType: "Full", count: full }, ...(quantity > full ? [{ ticketType: "Concession", count: quantity - full }] : [])];
  const placed = await graphql(url, PLACE, { holdId: id, holdToken: token, buyer: { name: `Buyer ${i}`, email: `buyer${i}@example.org` }, tickets });
  if (placed.error) {
    sale.outcomes.orderFailed++;
    sale.firstOther ??= placed.error;
    return;
  }
  sale.outcomes.ordered++;
  sale.orders.push(placed.data.placeOrder);
  sale.sold += quantity;
  if (sale.sold >= sale.capacity) {
    sale.lastSaleAt = performance.now();
    sale.allSold.resolve();
  }
}

/**
 * BUYERS buyers (`buyer(i)`, a journey) arriving evenly over ARRIVAL_SECONDS, until everything is
 * sold (or GIVE_UP_MS). Answers hold requests answered a second while buyers arrived, the run's
 * seconds, and whether it gave up.
 */
async function arrivals(buyer, sale, timings) {
  const started = performance.now();
  const journeys = [];
  for (let i = 0; i < BUYERS; i++) {
    const arrival = started + (i * ARRIVAL_SECONDS * 1000) / BUYERS;
    await sleep(Math.max(0, arrival - performance.now()));
    journeys.push(buyer(i));
  }
  const arrivalsEnd = performance.now();
  const holdsInArrivals = timings.all.length;
  let giveUp;
  const timedOut = await Promise.race([sale.allSold.promise.then(() => false), new Promise((resolve) => (giveUp = setTimeout(resolve, GIVE_UP_MS, true)))]);
  // Not left to keep the script alive for minutes after its last run.
  clearTimeout(giveUp);
  if (!timedOut) await Promise.all(journeys);
  return { timedOut, holdRate: holdsInArrivals / ((arrivalsEnd - started) / 1000), seconds: (performance.now() - started) / 1000 };
}

/** The hold latency rows of a run's table. */
function latencyRows(timings, holdRate) {
  const latencies = [...timings.all].sort((a, b) => a - b);
  const p50 = percentile(latencies, 0.5) ?? NaN;
  const p99 = percentile(latencies, 0.99) ?? NaN;
  return [
    { measure: "hold p50 / p99", value: `${p50.toFixed(1)} / ${p99.toFixed(1)} ms`, target: `p99 < ${HOLD_P99_MS} ms`, result: p99 < HOLD_P99_MS ? "PASS" : "FAIL" },
    { measure: "holds answered a second", value: holdRate.toFixed(0), target: "(reported)", result: "" },
  ];
}

/** Prints a run's table; true when a target was missed. */
function report(rows) {
  console.table(rows);
  return rows.some((row) => row.result === "FAIL");
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

/** The unreserved run (issue 34), as described at the top: true when a target was missed. */
async function unreservedRun({ url, admin, editor, db, sitePid, warmingUp }) {
  const performanceId = await putOnSale(url, admin, { venue: { name: `Rush Hall${warmingUp ? " (warm-up)" : ""}`, address: "1 Queue Street, Cambridge" }, slug: `on-sale-rush${warmingUp ? "-warm-up" : ""}`, title: "On-sale rush", sales: { capacity: CAPACITY } });
  // Each watcher keeps [remaining, time] as it hears them; the buyers staying on the page follow watcher 0's count.
  const count = liveCount();
  const events = Array.from({ length: WATCHERS }, () => []);
  const watchers = startWatchers(url, WATCH, { id: performanceId }, (i, { remaining }) => {
    events[i].push([remaining, performance.now()]);
    if (i === 0) count.heard(remaining);
  });
  await warmUp(watchers, async () => {
    const { data } = await graphql(url, HOLD, { performanceId, quantity: 1 });
    await graphql(url, RELEASE, data.holdTickets);
  });
  for (const list of events) list.length = 0;
  console.log(`${WATCHERS} watchers subscribed; ${BUYERS} buyers arriving over ${ARRIVAL_SECONDS} s for ${CAPACITY} tickets`);

  const sampler = startSampler(db,
    `SELECT (SELECT taken FROM ticket_stock WHERE performance_id = $1) AS taken,
            (SELECT coalesce(sum(quantity), 0)::int FROM ticket_hold WHERE performance_id = $1) AS held,
            (SELECT count(*)::int FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1 AND o.status IN ('pending', 'reserved', 'paid')) AS sold`,
    performanceId);
  const sale = newSale(CAPACITY);
  sale.outcomes.soldOut = 0;
  const timings = holdTimings();

  /** The rush: every buyer's journey, as described above. */
  async function buyer(i) {
    let quantity = 1 + Math.floor(Math.random() * 4);
    const staysOnPage = Math.random() < 0.25;
    // Who waited for tickets to come back buys them: otherwise each round of holds left to expire
    // would add another minute before the last tickets sell.
    let waited = false;
    let asked = false;
    while (sale.sold < CAPACITY) {
      const answer = await timings.time(asked ? "later" : "first", () => graphql(url, HOLD, { performanceId, quantity }));
      asked = true;
      if (answer.data) {
        sale.outcomes.held++;
        await afterHold(url, sale, answer.data.holdTickets, quantity, i, waited);
        return;
      }
      if (answer.error.code !== "SOLD_OUT") return sale.unexpected(answer.error);
      sale.outcomes.soldOut++;
      const left = Number(/only (\d+) left/.exec(answer.error.message)?.[1] ?? 0);
      if (left > 0) {
        quantity = Math.min(quantity, left);
        continue;
      }
      if (!staysOnPage) {
        sale.outcomes.wentAway++;
        return;
      }
      await Promise.race([count.ticketsBack(), sale.allSold.promise]);
      await sleep(between(200, 2000));
      waited = true;
    }
  }

  const cpu = cpuMeter(sitePid);
  const result = await arrivals(buyer, sale, timings);
  const spent = cpu.stop();
  await sleep(WATCHER_LAG_MS);
  await sampler.stop();
  const loadAfter = loadAverage();
  const [{ sold: sqlSold }] = await db.query(
    `SELECT count(*)::int AS sold FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1 AND o.status IN ('pending', 'reserved', 'paid')`,
    [performanceId],
  );
  const samples = sampler.samples.map((row) => ({ sold: row.sold, held: row.held, left: CAPACITY - (row.taken ?? 0) }));
  const broken = samples.filter((s) => s.sold + s.held + s.left !== CAPACITY || s.left < 0 || s.sold > CAPACITY);
  const scans = await scanTwice(url, editor, sale.orders);
  // Each watcher's count as it stood 1 s after the last sale.
  const deadline = sale.lastSaleAt + WATCHER_LAG_MS;
  const countAt = (heard) => heard.filter(([, at]) => at <= deadline).at(-1)?.[0];
  const updated = events.filter((heard) => countAt(heard) === 0).length;
  const lastZero = events.map((heard) => heard.filter(([remaining]) => remaining === 0).at(-1)?.[1]).filter((at) => at !== undefined).map((at) => at - sale.lastSaleAt).sort((a, b) => a - b);
  await watchers.close();

  const o = sale.outcomes;
  console.log(`Run: ${result.seconds.toFixed(1)} s until sold out${result.timedOut ? " (GAVE UP: not sold out)" : ""}; load average after it ${loadAfter}`);
  console.log(`Hold requests: ${timings.all.length} (${o.held} held, ${o.soldOut} SOLD_OUT, ${o.other} other errors); ${result.holdRate.toFixed(0)} a second while buyers arrived`);
  console.log(`  each buyer's first ask (${timings.byKind.first?.length ?? 0}): ${spread(timings.byKind.first ?? [])}; asks after that (${timings.byKind.later?.length ?? 0}: fewer tickets, or tickets back): ${spread(timings.byKind.later ?? [])}`);
  console.log(`  by the second they were sent (requests, p99): ${secondBySecond(timings)}`);
  console.log(`CPU until sold out: ${describeCpu(spent, timings.all.length)}`);
  console.log(`Buyers with a hold: ${o.ordered} ordered, ${o.released} released, ${o.abandoned} left it to expire; ${o.wentAway} went away sold out; ${o.orderFailed} orders refused`);
  if (scans.firstError) console.log(`First refused scan: ${scans.firstError.code}: ${scans.firstError.message}`);
  if (sale.firstOther) console.log(`First unexpected answer: ${sale.firstOther.code}: ${sale.firstOther.message}`);
  console.log(`Samples of sold + held + left: ${samples.length}, ${broken.length} not equal to ${CAPACITY}${broken.length ? ` (first: ${JSON.stringify(broken[0])})` : ""}`);
  const stale = events.find((heard) => countAt(heard) !== 0);
  if (stale) console.log(`A watcher not at 0 a second after the last sale heard last: ${stale.slice(-4).map(([remaining, at]) => `${remaining} at ${(at - sale.lastSaleAt).toFixed(0)} ms`).join(", ")}`);
  console.log(`Watchers' last remaining: 0, after the last sale: from ${lastZero[0]?.toFixed(0)} to ${lastZero.at(-1)?.toFixed(0)} ms (negative: the count reached 0 with the last hold, before its order)`);
  return report([
    { measure: "tickets sold (SQL) = capacity", value: `${sqlSold} of ${CAPACITY}`, target: "0 oversold, sold out", result: sqlSold === CAPACITY ? "PASS" : "FAIL" },
    { measure: "sold + held + left = capacity", value: `${samples.length - broken.length} of ${samples.length} samples`, target: "every sample", result: broken.length === 0 && samples.length > 0 ? "PASS" : "FAIL" },
    { measure: "codes admitted once (2 scans each)", value: `${scans.once} of ${scans.codes} (twice: ${scans.twice}, never: ${scans.never}, scans refused: ${scans.errors})`, target: "every code once", result: scans.once === scans.codes && scans.codes === sqlSold ? "PASS" : "FAIL" },
    ...latencyRows(timings, result.holdRate),
    { measure: `watchers at remaining: 0 within ${WATCHER_LAG_MS} ms of the last sale`, value: `${updated} of ${WATCHERS}`, target: "all", result: updated === WATCHERS ? "PASS" : "FAIL" },
    { measure: "unexpected errors", value: String(o.other + o.orderFailed), target: "0", result: o.other + o.orderFailed === 0 ? "PASS" : "FAIL" },
  ]);
}

/** What the reserved run uses of this file. */
const kit = {
  BUYERS, WATCHERS, ARRIVAL_SECONDS, WATCHER_LAG_MS,
  sleep, between, spread, loadAverage, signal,
  graphql, putOnSale, liveCount, startWatchers, warmUp, startSampler, holdTimings, secondBySecond, newSale, afterHold, arrivals, latencyRows, report, cpuMeter, describeCpu,
};

const unknown = RUNS.filter((run) => run !== "unreserved" && run !== "reserved");
if (unknown.length || RUNS.length === 0) throw new Error(`ONSALE_RUNS: unreserved, reserved or both (comma-separated), not ${JSON.stringify(process.env.ONSALE_RUNS)}`);

let dataDir;
const site = await startBuiltSite({
  env: { HOLDS_PER_MINUTE: "1000000", LIVE_HOLDS_PER_ADDRESS: "0", TICKETS_PER_ADDRESS: "0", SEAT_PLANS_PER_MINUTE: "1000000" },
  prepare: (dir) => {
    dataDir = dir;
  },
});
let failed = true;
try {
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadAverage()} (1, 5, 15 min) before the runs`);
  const admin = await adminToken(site.url);
  const editor = await editorToken(site.url, admin);
  const { database } = await openSiteDatabase({ DATA_DIR: dataDir });
  try {
    const context = { url: site.url, admin, editor, db: database.db, sitePid: site.pid };
    const missed = [];
    for (const run of RUNS) {
      const rush = (warmingUp) => (run === "unreserved" ? unreservedRun({ ...context, warmingUp }) : reservedRun(kit, { ...context, warmingUp }));
      if (WARM_UP) {
        console.log(`\n== ${run} run, warming up (not counted against the targets); load average ${loadAverage()} ==`);
        await rush(true);
      }
      console.log(`\n== ${run} run; load average ${loadAverage()} ==`);
      if (await rush(false)) missed.push(run);
    }
    failed = missed.length > 0;
    if (failed) console.log(`Missed a target: the ${missed.join(" and ")} run`);
  } finally {
    await database.close();
  }
} finally {
  await site.stop();
}
console.log(failed ? "A target was missed." : "Every target met.");
process.exitCode = failed ? 1 : 0;
