import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../../core/auth";
import { startTwoInstances, type TwoInstances } from "../../test/two-instances";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { soldPlay } from "./box-office.fixtures";
import { EXPIRE_HOLDS, HoldService } from "./holds.service";
import { until } from "../../test/until";

jest.setTimeout(120_000);

const HOLD = `mutation ($performanceId: ID!, $quantity: Int!) { holdTickets(performanceId: $performanceId, quantity: $quantity) { id token expiresAt quantity } }`;
const AVAILABILITY = `query ($id: ID!) { availability(performanceId: $id) { remaining capacity status } }`;
const LIFTED = { holdLimits: { perMinute: 1_000_000, livePerAddress: 0 } };

type Answer = Awaited<ReturnType<TestApp["graphql"]>>;
const codeOf = (answer: { body: Answer["body"] }) => answer.body.errors?.[0]?.extensions?.code;

/** Counts holds made and SOLD_OUT refusals, failing on anything else. */
function tally(answers: { body: { data?: { holdTickets?: unknown } | null; errors?: Answer["body"]["errors"] } }[]) {
  const other = answers.filter((a) => !a.body.data?.holdTickets && codeOf(a) !== "SOLD_OUT");
  expect(other.map((a) => a.body.errors)).toEqual([]);
  return { held: answers.filter((a) => a.body.data?.holdTickets).length, soldOut: answers.filter((a) => codeOf(a) === "SOLD_OUT").length };
}

function watcher(url: string): Client {
  return createClient({ url: url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, lazy: false });
}

/** The events of a subscription to a performance's availability, as they come. */
function watch(client: Client, performanceId: string) {
  const seen: { remaining: number; status: string }[] = [];
  const ready = new Promise<void>((resolve) => setTimeout(resolve, 300));
  client.subscribe<{ availabilityChanged: { remaining: number; status: string } }>(
    { query: `subscription ($id: ID!) { availabilityChanged(performanceId: $id) { remaining capacity status } }`, variables: { id: performanceId } },
    { next: ({ data }) => data && seen.push(data.availabilityChanged), error: () => undefined, complete: () => undefined },
  );
  return { seen, ready };
}

describe("holds on one instance", () => {
  let database: TestDatabase;
  let site: TestApp;
  let now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: { ...LIFTED, clock: () => now } });
  });
  afterAll(async () => {
    await site.app.close();
    await database.drop();
  });
  beforeEach(() => (now = new Date()));

  test("anonymous watchers asking the same share each announcement's answer; a signed-in watcher, or another selection, has its own", async () => {
    const { performanceId } = await soldPlay(database.db, "shared-answers");
    const editor = await site.tokenFor(Role.editor);
    const url = site.url.replace("http", "ws") + "/graphql";
    const clients = [
      ...[1, 2, 3].map(() => watcher(site.url)),
      createClient({ url, webSocketImpl: WebSocket, lazy: false, connectionParams: { authorization: `Bearer ${editor}` } }),
    ];
    const other = watcher(site.url);
    const answers = jest.spyOn(HoldService.prototype, "current");
    try {
      const watches = clients.map((client) => watch(client, performanceId));
      const remaining: number[] = [];
      other.subscribe<{ availabilityChanged: { remaining: number } }>(
        { query: `subscription ($id: ID!) { availabilityChanged(performanceId: $id) { remaining } }`, variables: { id: performanceId } },
        { next: ({ data }) => data && remaining.push(data.availabilityChanged.remaining), error: () => undefined, complete: () => undefined },
      );
      await Promise.all(watches.map((w) => w.ready));
      const held = await site.graphql(HOLD, { performanceId, quantity: 3 });
      expect(held.body.errors).toBeUndefined();
      await until(
        () => [...watches.map((w) => w.seen.at(-1)?.remaining), remaining.at(-1)],
        (last) => last.every((r) => r === 147),
        (last) => `watchers last heard ${JSON.stringify(last)}`,
      );
      // Each announcement answered three times: once for the three anonymous watchers, once for the other selection, once for the editor.
      const perAnnouncement = new Map<unknown, number>();
      for (const [announced] of answers.mock.calls) perAnnouncement.set(announced, (perAnnouncement.get(announced) ?? 0) + 1);
      expect(perAnnouncement.size).toBeGreaterThan(0);
      expect([...perAnnouncement.values()].every((calls) => calls === 3)).toBe(true);
    } finally {
      answers.mockRestore();
      await Promise.all([...clients, other].map((client) => client.dispose()));
    }
  });

  test("300 parallel holds of 2 for 150 tickets: exactly 75 holds and 225 SOLD_OUT, and the counter agrees", async () => {
    const { performanceId } = await soldPlay(database.db, "race-one");
    const answers = await Promise.all(Array.from({ length: 300 }, () => site.graphql(HOLD, { performanceId, quantity: 2 })));
    expect(tally(answers)).toEqual({ held: 75, soldOut: 225 });
    const [{ taken }] = await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    const [{ held }] = await database.db.query(`SELECT sum(quantity)::int AS held FROM ticket_hold WHERE performance_id = $1`, [performanceId]);
    expect([taken, held]).toEqual([150, 150]);
    const availability = await site.graphql(AVAILABILITY, { id: performanceId });
    expect(availability.body.data).toEqual({ availability: { remaining: 0, capacity: 150, status: "soldout" } });
  });

  test("SOLD_OUT says how many are left; asking past maxPerOrder or for none is BAD_USER_INPUT", async () => {
    const { performanceId } = await soldPlay(database.db, "few-left", { capacity: 3 });
    expect((await site.graphql(HOLD, { performanceId, quantity: 2 })).body.data?.holdTickets).toBeTruthy();
    const refused = await site.graphql(HOLD, { performanceId, quantity: 2 });
    expect(codeOf(refused)).toBe("SOLD_OUT");
    expect(refused.body.errors?.[0].message).toMatch(/only 1 left/);
    expect((await site.graphql(HOLD, { performanceId, quantity: 1 })).body.data?.holdTickets).toBeTruthy();
    const none = await site.graphql(HOLD, { performanceId, quantity: 1 });
    expect(codeOf(none)).toBe("SOLD_OUT");
    expect(none.body.errors?.[0].message).toBe("Sold out: 0 tickets left");
    expect(codeOf(await site.graphql(HOLD, { performanceId, quantity: 9 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await site.graphql(HOLD, { performanceId, quantity: 0 }))).toBe("BAD_USER_INPUT");
  });

  test("not sold on this site (its Book link leads elsewhere), not on sale yet, no longer, or cancelled: NOT_ON_SALE; no such performance: BAD_USER_INPUT", async () => {
    const elsewhere = await soldPlay(database.db, "booked-elsewhere", {}, { sales: undefined, bookingLink: "https://tickets.example/fen" });
    expect(codeOf(await site.graphql(HOLD, { performanceId: elsewhere.performanceId, quantity: 1 }))).toBe("NOT_ON_SALE");
    const unknown = await site.graphql(HOLD, { performanceId: "6f1c2a9e-0000-4000-8000-000000000000", quantity: 1 });
    expect(codeOf(unknown)).toBe("BAD_USER_INPUT");
    expect(unknown.body.errors?.[0].message).toMatch(/performanceId/);
    const later = await soldPlay(database.db, "on-sale-later", { onSaleFrom: new Date(Date.now() + 86_400_000).toISOString() });
    expect(codeOf(await site.graphql(HOLD, { performanceId: later.performanceId, quantity: 1 }))).toBe("NOT_ON_SALE");
    const over = await soldPlay(database.db, "sales-over", { onSaleUntil: new Date(Date.now() - 60_000).toISOString() });
    expect(codeOf(await site.graphql(HOLD, { performanceId: over.performanceId, quantity: 1 }))).toBe("NOT_ON_SALE");
    const cancelled = await soldPlay(database.db, "called-off", {}, { status: "cancelled" as never });
    expect(codeOf(await site.graphql(HOLD, { performanceId: cancelled.performanceId, quantity: 1 }))).toBe("NOT_ON_SALE");
  });

  test("every watcher of a change is sent the count of one read, not a read each", async () => {
    const { performanceId } = await soldPlay(database.db, "watched-by-many", { capacity: 10 });
    const clients = Array.from({ length: 5 }, () => watcher(site.url));
    const watches = clients.map((client) => watch(client, performanceId));
    await Promise.all(watches.map((w) => w.ready));
    const reads = jest.spyOn(site.services.holds, "availability");
    try {
      await site.graphql(HOLD, { performanceId, quantity: 3 });
      await until(() => watches.map((w) => w.seen.at(-1)?.remaining), (last) => last.every((r) => r === 7), (last) => `last heard ${JSON.stringify(last)}`);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
      await Promise.all(clients.map((client) => client.dispose()));
    }
  });

  test("an expired hold's tickets go back on sale, and watchers hear of it; a released one at once", async () => {
    const { performanceId } = await soldPlay(database.db, "expiring", { capacity: 4, holdMinutes: 1 });
    const client = watcher(site.url);
    const { seen, ready } = watch(client, performanceId);
    await ready;
    const first = (await site.graphql(HOLD, { performanceId, quantity: 3 })).body.data!.holdTickets as { id: string; token: string };
    await until(() => seen, (events) => events.some((e) => e.remaining === 1), (events) => `heard ${JSON.stringify(events)}`);
    expect(seen.at(-1)).toEqual({ remaining: 1, capacity: 4, status: "fewleft" });
    now = new Date(Date.now() + 61_000);
    expect(await site.services.holds.expireDue()).toBe(1);
    await until(() => seen.at(-1), (last) => last?.remaining === 4, (last) => `last heard ${JSON.stringify(last)}`);
    expect((await site.graphql(`mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) }`, first)).body.data).toEqual({ releaseHold: false });
    now = new Date();
    const second = (await site.graphql(HOLD, { performanceId, quantity: 2 })).body.data!.holdTickets as { id: string; token: string };
    await until(() => seen.at(-1), (last) => last?.remaining === 2, (last) => `last heard ${JSON.stringify(last)}`);
    expect((await site.graphql(`mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) }`, { id: second.id, token: "wrong" })).body.data).toEqual({ releaseHold: false });
    expect((await site.graphql(`mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) }`, second)).body.data).toEqual({ releaseHold: true });
    await until(() => seen.at(-1), (last) => last?.remaining === 4, (last) => `last heard ${JSON.stringify(last)}`);
    await client.dispose();
  });
});

describe("hold expiry through the job queue", () => {
  let database: TestDatabase;
  let site: TestApp;
  let now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: { ...LIFTED, clock: () => now, jobs: { pollingSeconds: 1 } } });
    await site.services.jobs.start([{ name: EXPIRE_HOLDS, cron: "* * * * *", run: () => site.services.holds.expireDue() }]);
  });
  afterAll(async () => {
    await site.services.jobs.stop();
    await site.app.close();
    await database.drop();
  });

  test("an order is announced to watchers as well as its hold, the count unchanged", async () => {
    const { performanceId } = await soldPlay(database.db, "ordered-announced", { capacity: 10 });
    const client = watcher(site.url);
    const { seen, ready } = watch(client, performanceId);
    await ready;
    const hold = (await site.graphql(HOLD, { performanceId, quantity: 2 })).body.data!.holdTickets as { id: string; token: string };
    await until(() => seen, (events) => events.some((e) => e.remaining === 8), (events) => `heard ${JSON.stringify(events)}`);
    const heard = seen.length;
    const placed = await site.graphql(
      `mutation ($holdId: ID!, $holdToken: String!) { placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: { name: "Ada Buyer", email: "ada@example.org" }, tickets: [{ ticketType: "Full", count: 2 }]) { status } }`,
      { holdId: hold.id, holdToken: hold.token },
    );
    expect(placed.body.errors).toBeUndefined();
    await until(() => seen.length, (length) => length > heard, () => `heard only ${JSON.stringify(seen)}`, { ms: 3000 });
    expect(seen.at(-1)).toMatchObject({ remaining: 8, capacity: 10 });
    await client.dispose();
  });

  test("holds expiring in one second ask for one job, at that second's end, which gives their tickets back once that time comes", async () => {
    const { performanceId } = await soldPlay(database.db, "job-expiry", { capacity: 5, holdMinutes: 1 });
    const second = Math.floor(Date.now() / 1000) * 1000;
    now = new Date(second + 100);
    const first = (await site.graphql(HOLD, { performanceId, quantity: 2 })).body.data!.holdTickets as { expiresAt: string };
    now = new Date(second + 900);
    const last = (await site.graphql(HOLD, { performanceId, quantity: 1 })).body.data!.holdTickets as { expiresAt: string };
    // The jobs asked for about these holds' expiry (not the minute's sweep).
    const jobs = (await database.db.query(`SELECT start_after FROM pgboss.job WHERE name = $1 AND start_after BETWEEN $2 AND $3`, [EXPIRE_HOLDS, new Date(second + 30_000), new Date(second + 90_000)])) as { start_after: Date }[];
    expect(jobs.map((j) => j.start_after.getTime())).toEqual([second + 61_000]);
    expect([first, last].map((h) => Date.parse(h.expiresAt))).toEqual([second + 60_100, second + 60_900]);
    // The minute passes: for the hold (our clock) and for the queue (the job is due now).
    now = new Date(Date.now() + 61_000);
    await database.db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND start_after > now()`, [EXPIRE_HOLDS]);
    await until(() => site.services.holds.availability(performanceId), (a) => a.remaining === 5, (a) => `still ${a.remaining} left`, { ms: 15_000 });
  });
});

describe("check-in at a performance's door", () => {
  let database: TestDatabase;
  let site: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: LIFTED });
  });
  afterAll(async () => {
    await site.app.close();
    await database.drop();
  });

  test("a ticket for another performance is not_valid at this door, and the answer says which it is for and what is left to pay", async () => {
    const tonight = await soldPlay(database.db, "tonight");
    const other = await soldPlay(database.db, "another-night");
    const hold = await site.services.holds.hold(other.performanceId, { quantity: 2 }, "192.0.2.9");
    const order = await site.services.orders.place(hold.id, hold.token, { name: "Sam Elsewhere", email: "sam@example.org" }, [{ ticketType: "Full", count: 1 }, { ticketType: "Concession", count: 1 }]);
    const code = (await site.services.orders.booking(order.ticketsUrl!.split("/tickets/")[1]))!.tickets[0].code;
    const wrongDoor = await site.services.orders.checkIn(code, tonight.performanceId);
    expect(wrongDoor).toMatchObject({ result: "not_valid", order: { reference: order.reference }, performance: { id: other.performanceId, playTitle: "another night" }, toPayPence: 2000 });
    const rightDoor = await site.services.orders.checkIn(code, other.performanceId);
    expect(rightDoor).toMatchObject({ result: "admitted", toPayPence: 2000, performance: { id: other.performanceId } });
    expect((await site.services.orders.checkIn(code, tonight.performanceId)).result).toBe("not_valid");
    expect((await site.services.orders.checkIn(code, other.performanceId)).result).toBe("already_admitted");
  });

  test("two concurrent scans of one code: one admitted, one already_admitted with the first scan's time; made-up codes are not_valid", async () => {
    const { performanceId } = await soldPlay(database.db, "door");
    const hold = (await site.graphql(HOLD, { performanceId, quantity: 1 })).body.data!.holdTickets as { id: string; token: string };
    const placed = await site.graphql(
      `mutation ($holdId: ID!, $holdToken: String!) { placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: { name: "Ada Buyer", email: "ada@example.org" }, tickets: [{ ticketType: "Full", count: 1 }]) { reference status total ticketsUrl } }`,
      { holdId: hold.id, holdToken: hold.token },
    );
    expect(placed.body.errors).toBeUndefined();
    const order = placed.body.data!.placeOrder as { reference: string; status: string; total: number; ticketsUrl: string };
    expect(order).toMatchObject({ status: "reserved", total: 1200 });
    const token = order.ticketsUrl.split("/tickets/")[1];
    const booking = await site.graphql<{ booking: { tickets: { code: string }[] } }>(`query ($token: String!) { booking(token: $token) { tickets { code } } }`, { token });
    const code = booking.body.data!.booking.tickets[0].code;
    expect(code.length).toBeGreaterThanOrEqual(22);
    const editor = await site.tokenFor(Role.editor);
    const scan = () => site.graphql(`mutation ($code: String!) { checkInTicket(code: $code) { result firstAdmittedAt ticket { type } order { reference buyerName } } }`, { code }, { authorization: `Bearer ${editor}` });
    const scans = await Promise.all(Array.from({ length: 10 }, scan));
    const results = scans.map((s) => (s.body.data!.checkInTicket as { result: string }).result);
    expect(results.sort()).toEqual(["admitted", ...Array(9).fill("already_admitted")]);
    expect(results.filter((r) => r === "already_admitted")).toHaveLength(9);
    const admitted = scans.find((s) => (s.body.data!.checkInTicket as { result: string }).result === "admitted")!.body.data!.checkInTicket;
    expect(admitted).toMatchObject({ ticket: { type: "Full" }, order: { reference: order.reference, buyerName: "Ada Buyer" } });
    const again = (await scan()).body.data!.checkInTicket as { firstAdmittedAt: string };
    expect(again.firstAdmittedAt).toBeTruthy();
    expect(((await site.graphql(`mutation { checkInTicket(code: "made-up") { result } }`, {}, { authorization: `Bearer ${editor}` })).body.data!.checkInTicket as { result: string }).result).toBe("not_valid");
    // Someone inside: their booking can no longer be cancelled, by them or the box office, and the seat stays taken.
    const taken = async () => ((await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId])) as { taken: number }[])[0].taken;
    expect(await taken()).toBe(1);
    const booked = await site.graphql<{ booking: { canCancel: boolean } }>(`query ($token: String!) { booking(token: $token) { canCancel } }`, { token });
    expect(booked.body.data!.booking.canCancel).toBe(false);
    expect(await site.services.orders.cancelWhere(`reference = $1`, [order.reference], { why: "test", notify: false })).toEqual([]);
    expect(await taken()).toBe(1);
    expect(codeOf(await site.graphql(`mutation { checkInTicket(code: "made-up") { result } }`))).toBe("UNAUTHENTICATED");
  });
});

describe("holds per address", () => {
  let database: TestDatabase;
  let site: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: { holdLimits: { perMinute: 5, livePerAddress: 2 } } });
  });
  afterAll(async () => {
    await site.app.close();
    await database.drop();
  });

  test("an address may have 2 live holds at once, even asked for together", async () => {
    const { performanceId } = await soldPlay(database.db, "per-address");
    const burst = await Promise.all(Array.from({ length: 6 }, () => site.graphql(HOLD, { performanceId, quantity: 1 })));
    expect(burst.filter((a) => a.body.data?.holdTickets)).toHaveLength(2);
    expect(burst.filter((a) => codeOf(a) === "RATE_LIMITED").length).toBe(4);
    const [{ taken }] = await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    expect(taken).toBe(2);
  });
});

describe("holds on two instances sharing Redis", () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await startTwoInstances(() => ({ settings: LIFTED }));
  });
  afterAll(async () => two.close());

  test("300 parallel holds of 2 for 150 tickets split across both: exactly 75 holds and 225 SOLD_OUT; both instances' watchers end on the last count, told at most every 100 ms", async () => {
    const { performanceId } = await soldPlay(two.database.db, "race-two");
    const clients = [watcher(two.one.url), watcher(two.two.url)];
    const watches = clients.map((c) => watch(c, performanceId));
    await Promise.all(watches.map((w) => w.ready));
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 ? two.one : two.two).graphql(HOLD, { performanceId, quantity: 2 })));
    expect(tally(answers)).toEqual({ held: 75, soldOut: 225 });
    for (const w of watches) {
      await until(() => w.seen, (events) => events.at(-1)?.remaining === 0, (events) => `heard ${JSON.stringify(events.slice(-3))} last of ${events.length}`);
      // 75 changes in a burst: watchers are told the latest count, not every one.
      expect(w.seen.length).toBeLessThan(75);
    }
    for (const c of clients) await c.dispose();
  });
});
