// The reserved run of `npm run bench:onsale` (issue 35): ONSALE_BUYERS (2,000) buyers race for the
// 300 seats of a reserved performance, most wanting seats in the same front rows. Arrivals, the
// connection pool, the thinking and the fates after a hold (80% order, 10% release, 10% expire) are
// the unreserved run's, through `kit` (scripts/bench-onsale.mjs); what differs is choosing seats.
//
// The plan: one section, 12 rows A–L of 25 standard seats, an aisle (a gap) after seat 12.
// ONSALE_WATCHERS (200) graphql-ws sockets subscribe to `availabilityChanged { remaining seats { id
// state } }`; each reads `seatPlan` as it subscribes and keeps its own map of seat states, applying
// each message's seats (messages arriving before its plan are applied after it, in order).
//
// The buyers' view of the plan is watcher 0's map, with the seats of SEAT_TAKEN answers marked held
// (unless watcher 0 has heard of that seat since the request was sent). Each buyer wants 1–4 seats
// together; 80% prefer the front 3 rows (any block of free seats side by side there, at random;
// then the nearest row to the front with such a block), the others any row. No such block: fewer
// seats together (as the unreserved buyer asks for fewer). A hold refused with SEAT_TAKEN is
// chosen again from the view as it is 0.5–1.5 s later (RECHOOSE_MS: a person reading that their
// seats went and picking others on the plan; until 2026-11-27 at once, as no person could), up to
// MAX_TRIES asks; then, or when the view shows no
// seat free, the buyer goes away or (one in four) stays on the page: asks again 0.2–2 s later (when
// the view shows no seat free, once watcher 0 hears of a seat free: the count need not rise, as a
// hold sweeps expired holds of its seats itself), up to MAX_TRIES asks again, and buys what they get. Buyers keep coming until all 300 are ordered.
//
// Checks: every 100 ms, in one statement, ticket_stock.taken must equal the performance's seat
// claims and no seat may be on two live tickets; at the end (1 s after the last order) 300 seats
// sold in SQL (claims of orders, and seats of live tickets), no seat on two live tickets, taken =
// claims, and every watcher's map equal to the database's states (performance_seat LEFT JOIN
// seat_claim). Reported: holds a second, hold p50/p99 (first asks, retries after SEAT_TAKEN, asks
// after tickets came back), SEAT_TAKEN answers, watchers matching, unexpected errors.

const ROWS = "ABCDEFGHIJKL".split("");
const SEATS_PER_ROW = 25;
const AISLE_AFTER = 12;
const CAPACITY = ROWS.length * SEATS_PER_ROW;
const FRONT_ROWS = 3;
const MAX_TRIES = 4;
/** How long a buyer told SEAT_TAKEN takes to choose other seats on the plan (ms, at random between). */
const RECHOOSE_MS = [500, 1500];

const PLAN = "query ($id: ID!) { seatPlan(performanceId: $id) { sections { rows { label seats { id label state kind column } } } } }";
const HOLD_SEATS = "mutation ($performanceId: ID!, $seatIds: [ID!]!) { holdTickets(performanceId: $performanceId, seatIds: $seatIds) { id token quantity seatIds } }";
const RELEASE = "mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) }";
const WATCH = "subscription ($id: ID!) { availabilityChanged(performanceId: $id) { remaining seats { id state } } }";

/** Seat states in SQL, as seatPlan answers them (SEAT_STATE_SQL of seats.service.ts). */
const STATES_SQL = `SELECT s.id::text AS id, CASE WHEN c.house THEN 'blocked' WHEN c.order_id IS NOT NULL THEN 'sold' WHEN c.hold_id IS NOT NULL THEN 'held' ELSE 'free' END AS state
  FROM performance_seat s LEFT JOIN seat_claim c ON c.seat_id = s.id WHERE s.performance_id = $1`;
/** Seats on more than one live ticket (of this performance). */
const TWICE_SQL = `SELECT t.seat_id, count(*)::int AS tickets FROM ticket t JOIN ticket_order o ON o.id = t.order_id
  WHERE o.performance_id = $1 AND o.status IN ('reserved', 'paid') AND t.seat_id IS NOT NULL GROUP BY t.seat_id HAVING count(*) > 1`;

/** The venue's plan: 12 rows of 25 standard seats, a gap after seat 12. */
function seatPlanInput() {
  const row = (label) => {
    const seats = [];
    for (let n = 1; n <= SEATS_PER_ROW; n++) {
      seats.push({ number: String(n), kind: "standard" });
      if (n === AISLE_AFTER) seats.push({ kind: "gap" });
    }
    return { label, seats };
  };
  return { sections: [{ name: "Stalls", rows: ROWS.map(row) }] };
}

/** A plan answer's seats as a Map of id → state. */
const statesOf = (plan) => new Map(plan.sections.flatMap((section) => section.rows.flatMap((row) => row.seats.map((seat) => [seat.id, seat.state]))));

/**
 * The buyers' view: watcher 0's states, and seats a SEAT_TAKEN answer named, marked held unless
 * watcher 0 heard of them after that request was sent (then its word is newer).
 */
function buyersView(signal) {
  const state = new Map();
  const heardAt = new Map();
  let freed = signal();
  return {
    /** Settles the next time watcher 0 hears of a seat free (released, expired, or swept by another hold). */
    seatsBack: () => freed.promise,
    heard(seats) {
      const now = performance.now();
      for (const { id, state: s } of seats) {
        state.set(id, s);
        heardAt.set(id, now);
      }
      if (seats.some((seat) => seat.state === "free")) {
        freed.resolve();
        freed = signal();
      }
    },
    taken(ids, askedAt) {
      for (const id of ids) if ((heardAt.get(id) ?? 0) < askedAt) state.set(id, "held");
    },
    isFree: (id) => state.get(id) === "free",
    load(map) {
      for (const [id, s] of map) state.set(id, s);
    },
  };
}

/**
 * Seats to ask for: `quantity` free seats side by side (consecutive columns) in one row, at random
 * among the front rows' blocks for a buyer preferring them (else the nearest row to the front with
 * a block), among every row's for the others; fewer together when no block is that long. Null
 * when the view shows no seat free.
 */
function chooseSeats(rows, view, quantity, front) {
  const blocksIn = (row, q) => {
    const blocks = [];
    for (let j = 0; j + q <= row.seats.length; j++) {
      const block = row.seats.slice(j, j + q);
      if (block.every((seat, k) => view.isFree(seat.id) && (k === 0 || seat.column === block[k - 1].column + 1))) blocks.push(block);
    }
    return blocks;
  };
  const pick = (blocks) => blocks[Math.floor(Math.random() * blocks.length)].map((seat) => seat.id);
  for (let q = quantity; q >= 1; q--) {
    if (front) {
      const preferred = rows.slice(0, FRONT_ROWS).flatMap((row) => blocksIn(row, q));
      if (preferred.length) return pick(preferred);
      for (const row of rows.slice(FRONT_ROWS)) {
        const blocks = blocksIn(row, q);
        if (blocks.length) return pick(blocks);
      }
    } else {
      const any = rows.flatMap((row) => blocksIn(row, q));
      if (any.length) return pick(any);
    }
  }
  return null;
}

/** The reserved run: true when a target was missed. */
export async function reservedRun(kit, { url, admin, db, sitePid, warmingUp }) {
  const { BUYERS, WATCHERS, ARRIVAL_SECONDS, WATCHER_LAG_MS, sleep, between, spread, loadAverage, graphql } = kit;
  const performanceId = await kit.putOnSale(url, admin, {
    venue: { name: `Seated Rush Hall${warmingUp ? " (warm-up)" : ""}`, address: "2 Queue Street, Cambridge", seatPlan: seatPlanInput() },
    slug: `reserved-rush${warmingUp ? "-warm-up" : ""}`,
    title: "Reserved rush",
    sales: { capacity: CAPACITY, reserved: true },
  });
  const first = await graphql(url, PLAN, { id: performanceId });
  if (first.error || !first.data.seatPlan) throw new Error(`seatPlan: ${first.error?.message ?? "null"}`);
  // Rows front to back, each seat's id and column: what buyers choose from.
  const rows = first.data.seatPlan.sections.flatMap((section) => section.rows.map((row) => ({ label: row.label, seats: row.seats.map(({ id, column }) => ({ id, column })) })));
  const seatCount = rows.reduce((n, row) => n + row.seats.length, 0);
  if (seatCount !== CAPACITY) throw new Error(`the plan has ${seatCount} seats, not ${CAPACITY}`);

  // Each watcher's map, from its seatPlan read as it subscribes; messages before that wait for it.
  const view = buyersView(kit.signal);
  const maps = Array.from({ length: WATCHERS }, () => null);
  const early = Array.from({ length: WATCHERS }, () => []);
  let planFailures = 0;
  const apply = (i, seats) => {
    for (const { id, state } of seats) maps[i].set(id, state);
  };
  const watchers = kit.startWatchers(url, WATCH, { id: performanceId }, (i, { seats }) => {
    if (i === 0) view.heard(seats);
    if (maps[i]) apply(i, seats);
    else early[i].push(seats);
  });
  await Promise.all(maps.map(async (_, i) => {
    const { data, error } = await graphql(url, PLAN, { id: performanceId });
    if (error || !data.seatPlan) {
      planFailures++;
      maps[i] = new Map();
    } else maps[i] = statesOf(data.seatPlan);
    for (const seats of early[i]) apply(i, seats);
    early[i] = [];
  }));
  // Watcher 0's map has every seat by now (free ones included): the buyers' view starts from it.
  view.load(maps[0]);
  const lastSeat = rows.at(-1).seats.at(-1).id;
  await kit.warmUp(watchers, async () => {
    const { data, error } = await graphql(url, HOLD_SEATS, { performanceId, seatIds: [lastSeat] });
    if (error) throw new Error(`warm-up hold: ${error.message}`);
    await graphql(url, RELEASE, data.holdTickets);
  });
  console.log(`${WATCHERS} watchers subscribed (${planFailures} seatPlan reads failed); ${BUYERS} buyers arriving over ${ARRIVAL_SECONDS} s for ${CAPACITY} seats (rows ${ROWS[0]}–${ROWS.at(-1)} of ${SEATS_PER_ROW}), 80% preferring rows ${ROWS.slice(0, FRONT_ROWS).join(", ")}`);

  const sampler = kit.startSampler(db,
    `SELECT (SELECT taken FROM ticket_stock WHERE performance_id = $1) AS taken,
            (SELECT count(*)::int FROM seat_claim WHERE performance_id = $1) AS claims,
            (SELECT count(*)::int FROM (${TWICE_SQL}) twice) AS twice`,
    performanceId);
  const sale = kit.newSale(CAPACITY);
  Object.assign(sale.outcomes, { seatTaken: 0, seatsTakenNamed: 0, gaveUpTaken: 0, noSeatsSeen: 0 });
  const timings = kit.holdTimings();

  /** A buyer's journey, as described at the top. */
  async function buyer(i) {
    const quantity = 1 + Math.floor(Math.random() * 4);
    const front = Math.random() < 0.8;
    const staysOnPage = Math.random() < 0.25;
    let waited = false;
    let kind = "first";
    let tries = 0;
    while (sale.sold < CAPACITY) {
      const seatIds = chooseSeats(rows, view, quantity, front);
      if (seatIds && tries < MAX_TRIES) {
        tries++;
        const askedAt = performance.now();
        const answer = await timings.time(kind, () => graphql(url, HOLD_SEATS, { performanceId, seatIds }));
        if (answer.data) {
          sale.outcomes.held++;
          await kit.afterHold(url, sale, answer.data.holdTickets, seatIds.length, i, waited);
          return;
        }
        if (answer.error.code !== "SEAT_TAKEN") return sale.unexpected(answer.error);
        sale.outcomes.seatTaken++;
        sale.outcomes.seatsTakenNamed += answer.error.seats?.length ?? 0;
        view.taken(answer.error.seats ?? [], askedAt);
        if (kind === "first") kind = "retry";
        // A person reads that their seats went and picks others on the plan: a moment, not at once.
        await sleep(between(...RECHOOSE_MS));
        continue;
      }
      if (seatIds) sale.outcomes.gaveUpTaken++;
      else sale.outcomes.noSeatsSeen++;
      if (!staysOnPage) {
        sale.outcomes.wentAway++;
        return;
      }
      // Staying on the page: seats shown free are tried again after a pause; none free, once the plan shows one free.
      if (!seatIds) await Promise.race([view.seatsBack(), sale.allSold.promise]);
      await sleep(between(200, 2000));
      waited = true;
      kind = "later";
      tries = 0;
    }
  }

  const cpu = kit.cpuMeter(sitePid);
  const result = await kit.arrivals(buyer, sale, timings);
  const spent = cpu.stop();
  await sleep(WATCHER_LAG_MS);
  // Each watcher's map as it stood 1 s after the last order, against the database then.
  const heldMaps = maps.map((map) => new Map(map));
  // One after another, the sampler stopped first: the site database's connection takes one query at a time.
  await sampler.stop();
  const dbStates = await db.query(STATES_SQL, [performanceId]);
  const twice = await db.query(TWICE_SQL, [performanceId]);
  const [totals] = await db.query(
    `SELECT (SELECT taken FROM ticket_stock WHERE performance_id = $1) AS taken,
            (SELECT count(*)::int FROM seat_claim WHERE performance_id = $1) AS claims,
            (SELECT count(*)::int FROM seat_claim WHERE performance_id = $1 AND order_id IS NOT NULL) AS "soldClaims",
            (SELECT count(DISTINCT t.seat_id)::int FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1 AND o.status IN ('reserved', 'paid') AND t.seat_id IS NOT NULL) AS "soldSeats",
            (SELECT count(*)::int FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1 AND o.status IN ('reserved', 'paid')) AS tickets`,
    [performanceId],
  );
  const loadAfter = loadAverage();
  await watchers.close();
  const truth = new Map(dbStates.map((row) => [row.id, row.state]));
  const differences = heldMaps.map((map) => [...truth].filter(([id, state]) => map.get(id) !== state).length + [...map.keys()].filter((id) => !truth.has(id)).length);
  const matching = differences.filter((d) => d === 0).length;
  const badSamples = sampler.samples.filter((s) => s.taken !== s.claims || s.twice > 0);

  const o = sale.outcomes;
  const byKind = (k) => `${k} (${timings.byKind[k]?.length ?? 0}): ${spread(timings.byKind[k] ?? [])}`;
  console.log(`Run: ${result.seconds.toFixed(1)} s until sold out${result.timedOut ? " (GAVE UP: not sold out)" : ""}; load average after it ${loadAfter}`);
  console.log(`Hold requests: ${timings.all.length} (${o.held} held, ${o.seatTaken} SEAT_TAKEN naming ${o.seatsTakenNamed} seats, ${o.other} other errors); ${result.holdRate.toFixed(0)} a second while buyers arrived`);
  console.log(`  by the second they were sent (requests, p99): ${kit.secondBySecond(timings)}`);
  console.log(`CPU until sold out: ${kit.describeCpu(spent, timings.all.length)}`);
  console.log(`  ${byKind("first")}; ${byKind("retry")}; ${byKind("later")} (after tickets came back)`);
  console.log(`Buyers with a hold: ${o.ordered} ordered, ${o.released} released, ${o.abandoned} left it to expire; ${o.wentAway} went away (${o.gaveUpTaken} times after ${MAX_TRIES} asks, ${o.noSeatsSeen} times seeing no seat free); ${o.orderFailed} orders refused`);
  if (sale.firstOther) console.log(`First unexpected answer: ${sale.firstOther.code}: ${sale.firstOther.message}`);
  console.log(`SQL at the end: ${totals.soldClaims} seats sold (claims of orders), ${totals.soldSeats} seats on ${totals.tickets} live tickets, ${twice.length} seats on two live tickets, taken ${totals.taken} = claims ${totals.claims}; samples: ${sampler.samples.length}, ${badSamples.length} with taken ≠ claims or a seat sold twice${badSamples.length ? ` (first: ${JSON.stringify(badSamples[0])})` : ""}`);
  if (matching < WATCHERS) {
    // What the first differing watcher shows for the seats it has wrong, against the database.
    const wrong = heldMaps[differences.findIndex((d) => d > 0)];
    const pairs = {};
    for (const [id, state] of truth) if (wrong.get(id) !== state) pairs[`${wrong.get(id)} → ${state}`] = (pairs[`${wrong.get(id)} → ${state}`] ?? 0) + 1;
    const sameSeats = heldMaps.filter((map) => [...truth].every(([id, state]) => (map.get(id) === state) === (wrong.get(id) === state))).length;
    console.log(`Watchers' maps differing from the database: ${WATCHERS - matching}, by ${Math.min(...differences.filter((d) => d > 0))} to ${Math.max(...differences)} seats (the first: ${Object.entries(pairs).map(([pair, n]) => `${n} ${pair}`).join(", ")}, watcher's → database's; ${sameSeats} watchers wrong on the same seats)`);
  }
  return kit.report([
    { measure: "seats sold (SQL)", value: `${totals.soldClaims} of ${CAPACITY} (${totals.soldSeats} on ${totals.tickets} tickets)`, target: "sold out", result: totals.soldClaims === CAPACITY && totals.soldSeats === CAPACITY && totals.tickets === CAPACITY ? "PASS" : "FAIL" },
    { measure: "seats sold twice (SQL)", value: String(twice.length), target: "0", result: twice.length === 0 ? "PASS" : "FAIL" },
    { measure: "taken = claims, no seat sold twice", value: `${sampler.samples.length - badSamples.length} of ${sampler.samples.length} samples; end: ${totals.taken} = ${totals.claims}`, target: "every sample", result: badSamples.length === 0 && sampler.samples.length > 0 && totals.taken === totals.claims ? "PASS" : "FAIL" },
    ...kit.latencyRows(timings, result.holdRate),
    { measure: "SEAT_TAKEN answers", value: `${o.seatTaken} (${o.seatsTakenNamed} seats named)`, target: "(reported)", result: "" },
    { measure: `watchers' plans = the database ${WATCHER_LAG_MS} ms after the last order`, value: `${matching} of ${WATCHERS}`, target: "all", result: matching === WATCHERS ? "PASS" : "FAIL" },
    { measure: "unexpected errors", value: String(o.other + o.orderFailed + planFailures), target: "0", result: o.other + o.orderFailed + planFailures === 0 ? "PASS" : "FAIL" },
  ]);
}
