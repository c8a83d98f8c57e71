import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { startTwoInstances, type TwoInstances } from "../../../test/two-instances";
import { watchStatements } from "../../../test/statements-sent";
import { until } from "../../../test/until";
import { soldPlay } from "../box-office.fixtures";
import type { StoredSales } from "../sales.types";
import { WAITLIST_OFFERS } from "../waitlist/waitlist.service";
import { SeatState } from "./seats.types";

jest.setTimeout(120_000);

const LIFTED = { holdLimits: { perMinute: 1_000_000, livePerAddress: 0 } };
const HOLD = `mutation ($performanceId: ID!, $seatIds: [ID!], $withoutCompanion: Boolean) { holdTickets(performanceId: $performanceId, seatIds: $seatIds, withoutCompanion: $withoutCompanion) { id token quantity seatIds seats { label restricted } } }`;
const PLAN = `query ($id: ID!) { seatPlan(performanceId: $id) { sections { name rows { label seats { id label number kind state note companionId column } } } } }`;
const PLACE = `mutation ($holdId: ID!, $holdToken: String!, $tickets: [TicketChoiceInput!]!) {
  placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: { name: "Ann Seat", email: "ann@example.org" }, tickets: $tickets) { reference total ticketsUrl }
}`;
const HOUSE = `mutation ($id: ID!, $seatIds: [ID!]!, $blocked: Boolean!) { setHouseSeats(performanceId: $id, seatIds: $seatIds, blocked: $blocked) { sections { rows { seats { label state } } } } }`;

const seat = (number: string | null, kind = "standard", extra: { note?: string; companionFor?: string } = {}) => ({ number, kind, note: extra.note ?? null, companionFor: extra.companionFor ?? null });
/** Row A: a wheelchair space, its companion, a seat, an aisle, a seat and a restricted view; row B: six seats. 11 seats. */
const PLAN_A_B = {
  sections: [
    {
      name: "Stalls",
      rows: [
        { label: "A", seats: [seat("1", "wheelchair"), seat("2", "companion", { companionFor: "1" }), seat("3"), seat(null, "gap"), seat("4"), seat("5", "restricted", { note: "Behind a pillar" })] },
        { label: "B", seats: ["1", "2", "3", "4", "5", "6"].map((n) => seat(n)) },
      ],
    },
  ],
};

type Seat = { id: string; label: string; number: string; kind: string; state: string; note: string | null; companionId: string | null; column: number };
type Answer = { body: { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, any> }[] } };
const codeOf = (a: Answer) => a.body.errors?.[0]?.extensions?.code;

async function reservedPlay(db: TestDatabase["db"], slug: string, sales: Partial<StoredSales> = {}, days = 30) {
  const made = await soldPlay(db, slug, { capacity: 11, reserved: true, ...sales }, {}, days);
  await db.query(`INSERT INTO venue (id, slug, name, address, seat_plan) VALUES ($1, $2, $3, '1 Fen Street', $4) ON CONFLICT (id) DO UPDATE SET seat_plan = EXCLUDED.seat_plan`, [made.venueId, `hall-${slug}`, `Hall for ${slug}`, JSON.stringify(PLAN_A_B)]);
  return made;
}

/** A confirmed place on a performance's waitlist for one ticket, as a join confirmed by its link leaves it. */
async function waitingFor(db: TestDatabase["db"], performance: { performanceId: string; playId: string }, email: string) {
  await db.query(
    `INSERT INTO waitlist_entry (performance_id, play_id, starts_at, email, mailbox, quantity, confirm_token_hash, confirm_expires_at, confirmed_at, leave_token_hash)
     VALUES ($1, $2, now() + interval '30 days', $3, $3, 1, 'confirm ' || $3, now() + interval '1 day', now(), 'leave ' || $3)`,
    [performance.performanceId, performance.playId, email],
  );
}

/** A performance's capacity as its play stores it. */
async function storedCapacity(db: TestDatabase["db"], performanceId: string): Promise<number> {
  const [row] = await db.query(`SELECT (perf->'sales'->>'capacity')::int AS capacity FROM play p CROSS JOIN LATERAL jsonb_array_elements(p.performances) perf WHERE perf->>'id' = $1`, [performanceId]);
  return row.capacity;
}

async function seatsOf(site: TestApp, performanceId: string): Promise<Map<string, Seat>> {
  const plan = (await site.graphql<{ seatPlan: { sections: { rows: { label: string; seats: Seat[] }[] }[] } }>(PLAN, { id: performanceId })).body.data!.seatPlan;
  return new Map(plan.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((x) => [`${r.label}${x.number}`, x] as const))));
}

describe("reserved seating on one instance", () => {
  let database: TestDatabase;
  let site: TestApp;
  let editor: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: LIFTED });
    editor = await site.tokenFor(Role.editor, "Usher");
  });
  afterAll(async () => {
    await site.app.close();
    await database.drop();
  });

  test("the plan is the venue's, copied when on sale: labels in words, kinds, aisles as columns, companions linked, every seat free", async () => {
    const { performanceId } = await reservedPlay(database.db, "plan-copy");
    const seats = await seatsOf(site, performanceId);
    expect(seats.size).toBe(11);
    expect(seats.get("A1")).toMatchObject({ label: "Row A, seat 1, wheelchair space", kind: "wheelchair", state: "free", column: 0, companionId: seats.get("A2")!.id });
    expect(seats.get("A2")).toMatchObject({ label: "Row A, seat 2, companion seat", companionId: seats.get("A1")!.id });
    expect(seats.get("A4")).toMatchObject({ column: 4 });
    expect(seats.get("A5")).toMatchObject({ kind: "restricted", note: "Behind a pillar", label: "Row A, seat 5, restricted view" });
  });

  test("a restricted view whose note was not given: named a restricted view on the plan, in its hold and on its ticket, at the restricted price", async () => {
    const { performanceId, venueId } = await reservedPlay(database.db, "restricted-unsaid", { ticketTypes: [{ name: "Full", pricePence: 1200, note: null, restrictedPricePence: 900 }] });
    const unsaid = { sections: [{ name: "Stalls", rows: [{ ...PLAN_A_B.sections[0].rows[0], seats: PLAN_A_B.sections[0].rows[0].seats.map((s) => (s.kind === "restricted" ? { ...s, note: null } : s)) }, PLAN_A_B.sections[0].rows[1]] }] };
    await database.db.query(`UPDATE venue SET seat_plan = $2 WHERE id = $1`, [venueId, JSON.stringify(unsaid)]);
    const a5 = (await seatsOf(site, performanceId)).get("A5")!;
    expect(a5).toMatchObject({ kind: "restricted", note: null, label: "Row A, seat 5, restricted view" });
    const hold = (await site.graphql(HOLD, { performanceId, seatIds: [a5.id] })).body.data!.holdTickets as { id: string; token: string; seats: unknown[] };
    expect(hold.seats).toEqual([{ label: "Row A, seat 5, restricted view", restricted: true }]);
    const order = (await site.graphql(PLACE, { holdId: hold.id, holdToken: hold.token, tickets: [{ ticketType: "Full", count: 1 }] })) as Answer;
    expect(order.body.data!.placeOrder.total).toBe(900);
  });

  test("a seat hold is its seats' read, then one statement outside any transaction: its claims' locks end with it", async () => {
    const { performanceId } = await reservedPlay(database.db, "one-statement");
    const seats = await seatsOf(site, performanceId);
    const statements = watchStatements();
    try {
      const answer = (await site.graphql(HOLD, { performanceId, seatIds: [seats.get("B1")!.id, seats.get("B2")!.id] })) as Answer;
      expect(answer.body.errors).toBeUndefined();
      // Only the hold's own connection (a job may use another meanwhile).
      const calls = statements.sent();
      const hold = calls.findIndex((call) => call.sql.includes("hold_seats("));
      expect(hold).toBeGreaterThanOrEqual(0);
      const mine = calls.filter((call, i) => call.connection === calls[hold].connection && i >= hold - 1 && i <= hold + 1).map((call) => call.sql);
      expect(mine).not.toContainEqual(expect.stringMatching(/^(START TRANSACTION|BEGIN|COMMIT)/));
      // No other write on that connection: no sweep (no claim of a hold run out), no separate inserts.
      expect(calls.filter((call) => call.connection === calls[hold].connection && /^(WITH|INSERT|UPDATE|DELETE)\b/.test(call.sql))).toHaveLength(0);
    } finally {
      statements.restore();
    }
    const after = await seatsOf(site, performanceId);
    expect([after.get("B1")!.state, after.get("B2")!.state]).toEqual(["held", "held"]);
    const [{ taken }] = await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    expect(taken).toBe(2);
  });

  test("a seat hold refused leaves nothing behind: no hold, no claim of the seats it did get, the counter as it was", async () => {
    const { performanceId } = await reservedPlay(database.db, "all-or-none");
    const seats = await seatsOf(site, performanceId);
    const [b4, b5, b6] = ["B4", "B5", "B6"].map((label) => seats.get(label)!);
    expect(((await site.graphql(HOLD, { performanceId, seatIds: [b5.id] })) as Answer).body.errors).toBeUndefined();
    // The second buyer's read sees B5 free (held between that read and the hold): the claims' key decides.
    const service = site.services.holds.seats;
    const read = service.seats.bind(service);
    const race = jest.spyOn(service, "seats").mockImplementationOnce(async (...args) => (await read(...args)).map((seat) => (seat.id === b5.id ? { ...seat, state: SeatState.free, claimed: false } : seat)));
    try {
      const answer = (await site.graphql(HOLD, { performanceId, seatIds: [b4.id, b5.id, b6.id] })) as Answer;
      expect(codeOf(answer)).toBe("SEAT_TAKEN");
      expect(answer.body.errors![0].extensions!.seats).toEqual([b5.id]);
    } finally {
      race.mockRestore();
    }
    const [{ holds, claims, taken }] = await database.db.query(
      `SELECT (SELECT count(*)::int FROM ticket_hold WHERE performance_id = $1) AS holds,
              (SELECT count(*)::int FROM seat_claim WHERE seat_id = ANY($2::uuid[])) AS claims,
              (SELECT taken FROM ticket_stock WHERE performance_id = $1) AS taken`,
      [performanceId, [b4.id, b6.id]],
    );
    expect({ holds, claims, taken }).toEqual({ holds: 1, claims: 0, taken: 1 });
  });

  test("a seat hold the counter refuses although its seats are free: SOLD_OUT saying how many are left", async () => {
    const { performanceId } = await reservedPlay(database.db, "counter-refuses");
    const seats = await seatsOf(site, performanceId);
    expect(((await site.graphql(HOLD, { performanceId, seatIds: [seats.get("A3")!.id] })) as Answer).body.errors).toBeUndefined();
    // Ten of the eleven taken by the counter's account, as if its seats were out of step with it.
    await database.db.query(`UPDATE ticket_stock SET taken = 10 WHERE performance_id = $1`, [performanceId]);
    const answer = (await site.graphql(HOLD, { performanceId, seatIds: [seats.get("B4")!.id, seats.get("B6")!.id] })) as Answer;
    expect(codeOf(answer)).toBe("SOLD_OUT");
    expect(answer.body.errors![0].message).toBe("Not enough tickets left: only 1 left");
  });

  test("hold_seats: its path pinned, its commit not waiting for the disk, and a list of seats with one twice refused", async () => {
    const { performanceId } = await reservedPlay(database.db, "seat-function");
    const b1 = (await seatsOf(site, performanceId)).get("B1")!.id;
    const [{ config }] = await database.db.query(`SELECT proconfig AS config FROM pg_proc WHERE proname = 'hold_seats'`);
    expect(config).toEqual([expect.stringMatching(/^search_path=pg_catalog, /)]);
    const call = (runner: { query(sql: string, params: unknown[]): Promise<unknown> }, seats: string[]) =>
      runner.query(`SELECT * FROM hold_seats($1, 'digest', 'test', now() + interval '1 minute', $2::uuid[], 11, 0, now())`, [performanceId, seats]);
    const runner = database.db.createQueryRunner();
    try {
      await runner.startTransaction();
      const [made] = (await call(runner, [b1])) as { held_id: string | null; taken_now: number }[];
      expect(made.held_id).not.toBeNull();
      // Set inside the function, it lasts to the transaction's commit (the function's own SET clause would not).
      expect(await runner.query(`SHOW synchronous_commit`)).toEqual([{ synchronous_commit: "off" }]);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    await expect(call(database.db, [b1, b1])).rejects.toThrow(/the seats must be one or more, each once/);
    await expect(call(database.db, [])).rejects.toThrow(/the seats must be one or more, each once/);
  });

  test("a waitlist round never waits on a seat someone is claiming at that moment: it stops at once and is made again by the job queue, so a buyer is never cancelled by a deadlock", async () => {
    const { performanceId, playId } = await reservedPlay(database.db, "waitlist-race");
    const seats = await seatsOf(site, performanceId);
    // Every seat the waitlist may offer is held, but B6.
    await site.services.holds.hold(performanceId, { seatIds: ["A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5"].map((label) => seats.get(label)!.id) }, "192.0.2.7");
    await waitingFor(database.db, { performanceId, playId }, "next@example.org");
    // A buyer's hold claiming B6, not yet committed (it would take the counter next).
    const buyer = database.db.createQueryRunner();
    await buyer.connect();
    await buyer.startTransaction();
    await buyer.query(`INSERT INTO seat_claim (seat_id, performance_id, house) VALUES ($1, $2, true)`, [seats.get("B6")!.id, performanceId]);
    const buyerDone = new Promise((resolve) => setTimeout(resolve, 3000)).then(() => buyer.rollbackTransaction()).finally(() => buyer.release());
    const again = jest.spyOn(site.services.jobs, "at");
    const started = Date.now();
    try {
      // Well before PostgreSQL's deadlock check (a second), and before the buyer is done (3 s).
      expect(await site.services.waitlist.offer(performanceId)).toBe(0);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(again).toHaveBeenCalledWith(WAITLIST_OFFERS, expect.any(Date), WAITLIST_OFFERS);
    } finally {
      again.mockRestore();
    }
    const [{ offered, taken }] = await database.db.query(
      `SELECT (SELECT count(*)::int FROM waitlist_entry WHERE performance_id = $1 AND status = 'offered') AS offered, (SELECT taken FROM ticket_stock WHERE performance_id = $1) AS taken`,
      [performanceId],
    );
    expect({ offered, taken }).toEqual({ offered: 0, taken: 8 });
    // The buyer gave up: the round made again offers B6.
    await buyerDone;
    expect(await site.services.waitlist.offer(performanceId)).toBe(1);
    expect((await seatsOf(site, performanceId)).get("B6")!.state).toBe("held");
  });

  test("a house seat released goes to the waitlist at once: the first in line is offered it", async () => {
    const { performanceId, playId } = await reservedPlay(database.db, "house-to-waitlist");
    const seats = await seatsOf(site, performanceId);
    const auth = { authorization: `Bearer ${editor}` };
    // Every seat the waitlist may offer is held, but B6, kept as a house seat.
    await site.services.holds.hold(performanceId, { seatIds: ["A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5"].map((label) => seats.get(label)!.id) }, "192.0.2.8");
    expect((await site.graphql(HOUSE, { id: performanceId, seatIds: [seats.get("B6")!.id], blocked: true }, auth)).body.errors).toBeUndefined();
    await waitingFor(database.db, { performanceId, playId }, "house@example.org");
    expect((await site.graphql(HOUSE, { id: performanceId, seatIds: [seats.get("B6")!.id], blocked: false }, auth)).body.errors).toBeUndefined();
    const [{ status }] = await database.db.query(`SELECT status FROM waitlist_entry WHERE performance_id = $1`, [performanceId]);
    expect(status).toBe("offered");
    expect((await seatsOf(site, performanceId)).get("B6")!.state).toBe("held");
  });

  test("fifty buyers asking for the same seat at once: one hold, and SEAT_TAKEN naming it for the rest", async () => {
    const { performanceId } = await reservedPlay(database.db, "one-seat");
    const b3 = (await seatsOf(site, performanceId)).get("B3")!;
    const answers = (await Promise.all(Array.from({ length: 50 }, () => site.graphql(HOLD, { performanceId, seatIds: [b3.id] })))) as Answer[];
    const held = answers.filter((a) => a.body.data?.holdTickets);
    expect(held).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === "SEAT_TAKEN")).toHaveLength(49);
    const refused = answers.find((a) => codeOf(a) === "SEAT_TAKEN")!;
    expect(refused.body.errors![0].extensions!.seats).toEqual([b3.id]);
    expect(refused.body.errors![0].message).toMatch(/Row B, seat 3/);
    expect((await seatsOf(site, performanceId)).get("B3")!.state).toBe("held");
    const [{ taken }] = await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    expect(taken).toBe(1);
  });

  test("a plan edited after going on sale leaves sold seats where they were; tickets and the email name the seat; a restricted view costs its lower price", async () => {
    const { performanceId, venueId } = await reservedPlay(database.db, "edited-later", {
      ticketTypes: [{ name: "Full", pricePence: 1200, note: null, restrictedPricePence: 900 }],
    });
    const before = await seatsOf(site, performanceId);
    const hold = (await site.graphql(HOLD, { performanceId, seatIds: [before.get("B6")!.id, before.get("A5")!.id] })).body.data!.holdTickets as { id: string; token: string; seats: unknown[] };
    // In plan order, the order the tickets get them: the booking page prices them so.
    expect(hold.seats).toEqual([{ label: "Row A, seat 5, restricted view", restricted: true }, { label: "Row B, seat 6", restricted: false }]);
    const order = (await site.graphql(PLACE, { holdId: hold.id, holdToken: hold.token, tickets: [{ ticketType: "Full", count: 2 }] })) as Answer;
    expect(order.body.errors).toBeUndefined();
    expect(order.body.data!.placeOrder.total).toBe(1200 + 900);
    // The venue's plan loses row B and gains a row C.
    await database.db.query(`UPDATE venue SET seat_plan = $2 WHERE id = $1`, [venueId, JSON.stringify({ sections: [{ name: "Stalls", rows: [PLAN_A_B.sections[0].rows[0], { label: "C", seats: [seat("1")] }] }] })]);
    const after = await seatsOf(site, performanceId);
    expect(after.get("B6")).toMatchObject({ id: before.get("B6")!.id, state: "sold", label: "Row B, seat 6" });
    expect(after.has("C1")).toBe(false);
    const token = new URL(order.body.data!.placeOrder.ticketsUrl).pathname.split("/").pop();
    const booking = await site.graphql<{ booking: { tickets: { seat: string; pricePence: number }[] } }>(`query ($token: String!) { booking(token: $token) { tickets { seat pricePence } } }`, { token });
    expect(booking.body.data!.booking.tickets).toEqual([
      { seat: "Row A, seat 5, restricted view", pricePence: 900 },
      { seat: "Row B, seat 6", pricePence: 1200 },
    ]);
    const [message] = await database.db.query(`SELECT body FROM message WHERE type = 'tickets' AND recipient = 'ann@example.org' ORDER BY created_at DESC LIMIT 1`);
    expect(message.body).toMatch(/Ticket 1: Row A, seat 5, restricted view, Full/);
  });

  test("a wheelchair space comes with its companion seat unless none is needed: held alone, its companion seat is added; companion seats are kept for wheelchair users until the release time", async () => {
    const { performanceId } = await reservedPlay(database.db, "access-rules");
    const seats = await seatsOf(site, performanceId);
    const [a1, a2] = [seats.get("A1")!.id, seats.get("A2")!.id];
    const companionOnly = (await site.graphql(HOLD, { performanceId, seatIds: [a2] })) as Answer;
    expect(codeOf(companionOnly)).toBe("BAD_USER_INPUT");
    expect(companionOnly.body.errors![0].message).toMatch(/kept for a wheelchair user's companion/);
    // The space alone: its companion seat is held with it, and the hold says so.
    const alone = (await site.graphql(HOLD, { performanceId, seatIds: [a1] })) as Answer;
    expect(alone.body.errors).toBeUndefined();
    expect(alone.body.data!.holdTickets).toMatchObject({ quantity: 2, seatIds: [a1, a2].sort(), seats: [{ label: "Row A, seat 1, wheelchair space", restricted: false }, { label: "Row A, seat 2, companion seat", restricted: false }] });
    const after = await seatsOf(site, performanceId);
    expect([after.get("A1")!.state, after.get("A2")!.state]).toEqual(["held", "held"]);
    const [{ taken, quantity }] = await database.db.query(`SELECT s.taken, h.quantity FROM ticket_stock s JOIN ticket_hold h ON h.performance_id = s.performance_id WHERE s.performance_id = $1`, [performanceId]);
    expect({ taken, quantity }).toEqual({ taken: 2, quantity: 2 });
    // Its two tickets are booked as two.
    const { id, token } = alone.body.data!.holdTickets;
    const order = (await site.graphql(PLACE, { holdId: id, holdToken: token, tickets: [{ ticketType: "Full", count: 2 }] })) as Answer;
    expect(order.body.errors).toBeUndefined();
    expect(order.body.data!.placeOrder.total).toBe(2400);

    // Chosen together, as before.
    const other = await reservedPlay(database.db, "access-together");
    const otherSeats = await seatsOf(site, other.performanceId);
    const together = (await site.graphql(HOLD, { performanceId: other.performanceId, seatIds: [otherSeats.get("A2")!.id, otherSeats.get("A1")!.id] })) as Answer;
    expect(together.body.data?.holdTickets.quantity).toBe(2);

    // Another performance: the space without a companion, then (within 48 hours of the start) the companion seat for anyone.
    const soon = await reservedPlay(database.db, "access-soon", {}, 1);
    const soonSeats = await seatsOf(site, soon.performanceId);
    const spaceOnly = (await site.graphql(HOLD, { performanceId: soon.performanceId, seatIds: [soonSeats.get("A1")!.id], withoutCompanion: true })) as Answer;
    expect(spaceOnly.body.data?.holdTickets).toMatchObject({ quantity: 1, seatIds: [soonSeats.get("A1")!.id] });
    expect((await site.graphql(HOLD, { performanceId: soon.performanceId, seatIds: [soonSeats.get("A2")!.id] })).body.data?.holdTickets).toBeTruthy();
  });

  test("a wheelchair space held alone whose companion seat is taken: SEAT_TAKEN naming the companion seat, and nothing held", async () => {
    const { performanceId } = await reservedPlay(database.db, "companion-taken", {}, 1);
    const seats = await seatsOf(site, performanceId);
    const [a1, a2] = [seats.get("A1")!.id, seats.get("A2")!.id];
    // Companion seats are open to anyone this near the day: someone else holds A2.
    expect(((await site.graphql(HOLD, { performanceId, seatIds: [a2] })) as Answer).body.errors).toBeUndefined();
    const refused = (await site.graphql(HOLD, { performanceId, seatIds: [a1] })) as Answer;
    expect(codeOf(refused)).toBe("SEAT_TAKEN");
    expect(refused.body.errors![0].extensions!.seats).toEqual([a2]);
    expect(refused.body.errors![0].message).toMatch(/Row A, seat 2, companion seat/);
    expect((await seatsOf(site, performanceId)).get("A1")!.state).toBe("free");
    // Without a companion, the space alone.
    expect(((await site.graphql(HOLD, { performanceId, seatIds: [a1], withoutCompanion: true })) as Answer).body.data?.holdTickets.quantity).toBe(1);
  });

  test("a wheelchair space whose companion seat would take the hold past the most per order: BAD_USER_INPUT at seatIds, and nothing held", async () => {
    const { performanceId } = await reservedPlay(database.db, "companion-past-max", { maxPerOrder: 2 });
    const seats = await seatsOf(site, performanceId);
    const refused = (await site.graphql(HOLD, { performanceId, seatIds: [seats.get("A1")!.id, seats.get("B1")!.id] })) as Answer;
    expect(refused.body.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "seatIds", message: expect.stringMatching(/^seatIds must be at most 2, the most tickets one order may have, with the companion seats their wheelchair spaces bring \(3 in all\)/) }] });
    const [{ claims }] = await database.db.query(`SELECT count(*)::int AS claims FROM seat_claim WHERE performance_id = $1`, [performanceId]);
    expect(claims).toBe(0);
    const spaceOnly = (await site.graphql(HOLD, { performanceId, seatIds: [seats.get("A1")!.id, seats.get("B1")!.id], withoutCompanion: true })) as Answer;
    expect(spaceOnly.body.data?.holdTickets.quantity).toBe(2);
  });

  test("house seats: an editor keeps free seats back and releases them; a kept or held seat cannot be taken; members may not", async () => {
    const { performanceId } = await reservedPlay(database.db, "house-seats");
    const seats = await seatsOf(site, performanceId);
    const [b1, b2] = [seats.get("B1")!.id, seats.get("B2")!.id];
    const auth = { authorization: `Bearer ${editor}` };
    const kept = (await site.graphql(HOUSE, { id: performanceId, seatIds: [b1], blocked: true }, auth)) as Answer;
    expect(kept.body.errors).toBeUndefined();
    expect((await seatsOf(site, performanceId)).get("B1")!.state).toBe("blocked");
    expect(codeOf((await site.graphql(HOLD, { performanceId, seatIds: [b1] })) as Answer)).toBe("SEAT_TAKEN");
    expect((await site.graphql(HOLD, { performanceId, seatIds: [b2] })).body.data?.holdTickets).toBeTruthy();
    const heldSeat = (await site.graphql(HOUSE, { id: performanceId, seatIds: [b2], blocked: true }, auth)) as Answer;
    expect(codeOf(heldSeat)).toBe("CONFLICT");
    expect(heldSeat.body.errors![0].message).toMatch(/Row B, seat 2/);
    const member = await site.tokenFor(Role.member, "Nosy");
    expect(codeOf((await site.graphql(HOUSE, { id: performanceId, seatIds: [b1], blocked: false }, { authorization: `Bearer ${member}` })) as Answer)).toBe("FORBIDDEN");
    expect(codeOf((await site.graphql(HOUSE, { id: performanceId, seatIds: [b1], blocked: false })) as Answer)).toBe("UNAUTHENTICATED");
    const [{ taken: whileKept }] = await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    expect(whileKept).toBe(2);
    // The box office counts the house seat apart: held is the buyer's hold alone.
    const summary = await site.graphql(`query ($id: ID!) { boxOffice(performanceId: $id) { sold held houseSeats left } }`, { id: performanceId }, auth);
    expect(summary.body.data!.boxOffice).toEqual({ sold: 0, held: 1, houseSeats: 1, left: 9 });
    expect((await site.graphql(HOUSE, { id: performanceId, seatIds: [b1], blocked: false }, auth)).body.errors).toBeUndefined();
    expect((await seatsOf(site, performanceId)).get("B1")!.state).toBe("free");
    const [{ taken }] = await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    expect(taken).toBe(1);
  });

  test("released holds, expired holds and cancelled orders free their seats; watchers are told which seats changed", async () => {
    const { performanceId } = await reservedPlay(database.db, "seats-back");
    const seats = await seatsOf(site, performanceId);
    const client = createClient({ url: site.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, lazy: false });
    const heard: { remaining: number; seats: { id: string; state: string }[] }[] = [];
    client.subscribe<{ availabilityChanged: (typeof heard)[number] }>(
      { query: `subscription ($id: ID!) { availabilityChanged(performanceId: $id) { remaining seats { id state } } }`, variables: { id: performanceId } },
      { next: ({ data }) => data && heard.push(data.availabilityChanged), error: () => undefined, complete: () => undefined },
    );
    await new Promise((r) => setTimeout(r, 300));
    const b4 = seats.get("B4")!.id;
    const hold = (await site.graphql(HOLD, { performanceId, seatIds: [b4] })).body.data!.holdTickets as { id: string; token: string };
    await until(() => heard, (h) => h.some((m) => m.seats.some((s) => s.id === b4 && s.state === "held")), (h) => JSON.stringify(h));
    await site.graphql(`mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) }`, hold);
    await until(() => heard.at(-1), (m) => m?.seats.some((s) => s.id === b4 && s.state === "free") === true && m.remaining === 11, (m) => JSON.stringify(m));
    const again = (await site.graphql(HOLD, { performanceId, seatIds: [b4] })).body.data!.holdTickets as { id: string; token: string };
    const order = (await site.graphql(PLACE, { holdId: again.id, holdToken: again.token, tickets: [{ ticketType: "Full", count: 1 }] })) as Answer;
    await until(() => heard.at(-1), (m) => m?.seats.some((s) => s.id === b4 && s.state === "sold") === true, (m) => JSON.stringify(m));
    await site.services.orders.cancelWhere(`reference = $1`, [order.body.data!.placeOrder.reference], { why: "a test", notify: false });
    await until(() => heard.at(-1), (m) => m?.seats.some((s) => s.id === b4 && s.state === "free") === true && m.remaining === 11, (m) => JSON.stringify(m));
    expect((await seatsOf(site, performanceId)).get("B4")!.state).toBe("free");
    await client.dispose();
  });

  test("a seat whose hold has run out is free at once, before the sweep: shown free, and held by the next buyer", async () => {
    const { performanceId } = await reservedPlay(database.db, "ran-out");
    const b1 = (await seatsOf(site, performanceId)).get("B1")!.id;
    const first = (await site.graphql(HOLD, { performanceId, seatIds: [b1] })).body.data!.holdTickets as { id: string };
    await database.db.query(`UPDATE ticket_hold SET expires_at = now() - interval '1 second' WHERE id = $1`, [first.id]);
    expect((await seatsOf(site, performanceId)).get("B1")!.state).toBe("free");
    expect((await site.graphql(HOLD, { performanceId, seatIds: [b1] })).body.data?.holdTickets).toBeTruthy();
    const [{ taken }] = await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    expect(taken).toBe(1);
  });

  test("a venue plan edited to another number of seats before the copy: nothing is copied and the performance is not on sale until saved again", async () => {
    const { performanceId, venueId } = await reservedPlay(database.db, "plan-changed");
    await database.db.query(`UPDATE venue SET seat_plan = $2 WHERE id = $1`, [venueId, JSON.stringify({ sections: [{ name: "Stalls", rows: [{ label: "A", seats: [seat("1")] }] }] })]);
    const answer = (await site.graphql(PLAN, { id: performanceId })) as Answer;
    expect(codeOf(answer)).toBe("NOT_ON_SALE");
    const [{ count }] = await database.db.query(`SELECT count(*)::int AS count FROM performance_seat WHERE performance_id = $1`, [performanceId]);
    expect(count).toBe(0);
  });

  test("publishing reserved seating needs a venue with a seat plan, reported at its field; its capacity is the plan's number of seats, whatever capacity was given", async () => {
    const admin = { id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin };
    const planned = await site.services.venues.create(admin, { name: "Planned Hall", address: "2 Fen Street" });
    await database.db.query(`UPDATE venue SET seat_plan = $2 WHERE id = $1`, [planned.id, JSON.stringify(PLAN_A_B)]);
    const bare = await site.services.venues.create(admin, { name: "Bare Hall", address: "3 Fen Street" });
    const auth = { authorization: `Bearer ${editor}` };
    const startsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const publish = async (slug: string, venueId: string, capacity: number) => {
      const { id, version } = (await site.graphql<Record<string, any>>("mutation { createPlay { id version } }", {}, auth)).body.data!.createPlay;
      const input = { title: slug, slug, version, venueIds: [venueId], dates: { displayedText: [] }, performances: [{ startsAt, venueId, sales: { capacity, reserved: true, ticketTypes: [{ name: "Full", pricePence: 1000 }] } }] };
      return (await site.graphql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { performances { id sales { reserved capacity companionReleaseHours } } } }`, { id, input }, auth)) as Answer;
    };
    const noPlan = await publish("reserved-bare", bare.id, 11);
    expect(noPlan.body.errors![0].extensions!.fields).toEqual([expect.objectContaining({ path: "performances[0].sales.reserved" })]);
    // More, fewer, or none at all (out of an unreserved capacity's range): the plan's 11 seats.
    for (const [slug, capacity] of [["reserved-more", 12], ["reserved-fewer", 3], ["reserved-zero", 0], ["reserved-right", 11]] as const) {
      const published = await publish(slug, planned.id, capacity);
      expect(published.body.errors).toBeUndefined();
      const [performance] = published.body.data!.updatePlay.performances;
      expect(performance.sales).toEqual({ reserved: true, capacity: 11, companionReleaseHours: 48 });
      expect(await storedCapacity(database.db, performance.id)).toBe(11);
      // On sale with every seat of the plan.
      expect((await seatsOf(site, performance.id)).size).toBe(11);
    }
    // Unreserved, the capacity given is the capacity, within its range.
    const { id, version } = (await site.graphql<Record<string, any>>("mutation { createPlay { id version } }", {}, auth)).body.data!.createPlay;
    const unreserved = { title: "Unreserved", slug: "unreserved-zero", version, venueIds: [planned.id], dates: { displayedText: [] }, performances: [{ startsAt, venueId: planned.id, sales: { capacity: 0, ticketTypes: [{ name: "Full", pricePence: 1000 }] } }] };
    const zero = (await site.graphql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { id } }`, { id, input: unreserved }, auth)) as Answer;
    expect(zero.body.errors![0].extensions!.fields).toEqual([{ path: "performances[0].sales.capacity", message: "capacity must be at least 1" }]);
  });

  test("once its seats are on sale, a performance keeps reserved, its venue and its capacity (its copy's seats), whatever the venue's plan becomes", async () => {
    const admin = { id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin };
    const hall = await site.services.venues.create(admin, { name: "Settled Hall", address: "4 Fen Street" });
    await database.db.query(`UPDATE venue SET seat_plan = $2 WHERE id = $1`, [hall.id, JSON.stringify(PLAN_A_B)]);
    const other = await site.services.venues.create(admin, { name: "Other Hall", address: "5 Fen Street" });
    await database.db.query(`UPDATE venue SET seat_plan = $2 WHERE id = $1`, [other.id, JSON.stringify(PLAN_A_B)]);
    const auth = { authorization: `Bearer ${editor}` };
    const startsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const created = (await site.graphql<Record<string, any>>("mutation { createPlay { id version } }", {}, auth)).body.data!.createPlay;
    const id: string = created.id;
    let version: number = created.version;
    const save = async (performance: Record<string, unknown>) => {
      const input = { title: "Settled", slug: "settled-seats", version, venueIds: [performance.venueId], dates: { displayedText: [] }, performances: [{ startsAt, ...performance }] };
      const answer = (await site.graphql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version performances { id } } }`, { id, input }, auth)) as Answer;
      if (answer.body.data?.updatePlay) version = answer.body.data.updatePlay.version;
      return answer;
    };
    const sales = (over: Record<string, unknown> = {}) => ({ capacity: 11, reserved: true, ticketTypes: [{ name: "Full", pricePence: 1000 }], ...over });
    const first = await save({ venueId: hall.id, sales: sales() });
    expect(first.body.errors).toBeUndefined();
    const performanceId = first.body.data!.updatePlay.performances[0].id;
    await seatsOf(site, performanceId);
    // The venue's plan changes afterwards: the performance's copy stands, and so must its settings.
    await database.db.query(`UPDATE venue SET seat_plan = $2 WHERE id = $1`, [hall.id, JSON.stringify({ sections: [{ name: "Stalls", rows: [{ label: "A", seats: [seat("1")] }] }] })]);
    const fields = (answer: Answer) => (answer.body.errors?.[0]?.extensions?.fields as { path: string }[] | undefined)?.map((f) => f.path);
    expect(fields(await save({ id: performanceId, venueId: hall.id, sales: sales({ reserved: false }) }))).toEqual(["performances[0].sales.reserved"]);
    expect(fields(await save({ id: performanceId, venueId: other.id, sales: sales() }))).toEqual(["performances[0].venueId"]);
    expect((await save({ id: performanceId, venueId: hall.id, sales: sales({ holdMinutes: 15 }) })).body.errors).toBeUndefined();
    // Another capacity is not refused but not taken either: the copy's 11 seats, not the plan's one now.
    expect((await save({ id: performanceId, venueId: hall.id, sales: sales({ capacity: 12 }) })).body.errors).toBeUndefined();
    expect(await storedCapacity(database.db, performanceId)).toBe(11);
  });

  test("asking for a quantity of a reserved performance, or seats of an unreserved one, or a seat of another plan: BAD_USER_INPUT naming the field", async () => {
    const { performanceId } = await reservedPlay(database.db, "wrong-asks");
    const quantity = (await site.graphql(`mutation ($p: ID!) { holdTickets(performanceId: $p, quantity: 2) { id } }`, { p: performanceId })) as Answer;
    expect(quantity.body.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "seatIds" }] });
    const other = await reservedPlay(database.db, "wrong-asks-other");
    const foreign = (await seatsOf(site, other.performanceId)).get("B1")!.id;
    expect(codeOf((await site.graphql(HOLD, { performanceId, seatIds: [foreign] })) as Answer)).toBe("BAD_USER_INPUT");
    const unreserved = await soldPlay(database.db, "wrong-asks-unreserved");
    expect(codeOf((await site.graphql(HOLD, { performanceId: unreserved.performanceId, seatIds: [foreign] })) as Answer)).toBe("BAD_USER_INPUT");
  });
});

describe("seat holds within the limits per client address", () => {
  let database: TestDatabase;
  let site: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: { holdLimits: { perMinute: 4, livePerAddress: 1, ticketsPerAddress: 3 } } });
  });
  afterAll(async () => {
    await site.app.close();
    await database.drop();
  });

  test("a wheelchair space with its companion seat is one hold of the address's, its two tickets count towards the address's share, and every ask counts a minute", async () => {
    const { performanceId } = await reservedPlay(database.db, "seat-limits");
    const seats = await seatsOf(site, performanceId);
    const ids = (...labels: string[]) => labels.map((l) => seats.get(l)!.id);
    // The space alone: its companion seat comes with it, and counts as a ticket.
    const pair = (await site.graphql(HOLD, { performanceId, seatIds: ids("A1") })) as Answer;
    expect(pair.body.data?.holdTickets).toMatchObject({ quantity: 2, seatIds: ids("A1", "A2").sort() });
    const second = (await site.graphql(HOLD, { performanceId, seatIds: ids("B1") })) as Answer;
    expect(codeOf(second)).toBe("RATE_LIMITED");
    expect(second.body.errors![0].message).toMatch(/already have 1 holds/);
    const { id, token } = pair.body.data!.holdTickets;
    expect((await site.graphql(PLACE, { holdId: id, holdToken: token, tickets: [{ ticketType: "Full", count: 2 }] })).body.errors).toBeUndefined();
    const more = (await site.graphql(HOLD, { performanceId, seatIds: ids("B1", "B2") })) as Answer;
    const refused = (await site.graphql(PLACE, { holdId: more.body.data!.holdTickets.id, holdToken: more.body.data!.holdTickets.token, tickets: [{ ticketType: "Full", count: 2 }] })) as Answer;
    expect(codeOf(refused)).toBe("RATE_LIMITED");
    expect(refused.body.errors![0].message).toMatch(/already have 2 tickets for this performance, and one address may book 3/);
    // The fourth ask of the minute is refused by the live hold; the fifth by the minute's count.
    expect(codeOf((await site.graphql(HOLD, { performanceId, seatIds: ids("B5") })) as Answer)).toBe("RATE_LIMITED");
    const fifth = (await site.graphql(HOLD, { performanceId, seatIds: ids("B6") })) as Answer;
    expect(fifth.body.errors![0].message).toMatch(/^Too many holds from your address/);
    const [{ taken }] = await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    expect(taken).toBe(4);
  });
});

describe("seat holds asked together from one address", () => {
  let database: TestDatabase;
  let site: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: { holdLimits: { perMinute: 100, livePerAddress: 1, ticketsPerAddress: 0 } } });
  });
  afterAll(async () => {
    await site.app.close();
    await database.drop();
  });

  test("six seat holds at once from an address allowed one live hold: one granted, five RATE_LIMITED, the counter at its seat", async () => {
    const { performanceId } = await reservedPlay(database.db, "seat-burst");
    const seats = await seatsOf(site, performanceId);
    const answers = (await Promise.all(["B1", "B2", "B3", "B4", "B5", "B6"].map((label) => site.graphql(HOLD, { performanceId, seatIds: [seats.get(label)!.id] })))) as Answer[];
    expect(answers.filter((a) => a.body.data?.holdTickets)).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === "RATE_LIMITED")).toHaveLength(5);
    const [{ taken, claims }] = await database.db.query(`SELECT taken, (SELECT count(*)::int FROM seat_claim WHERE performance_id = $1) AS claims FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    expect({ taken, claims }).toEqual({ taken: 1, claims: 1 });
  });
});

describe("seat plans read per client address", () => {
  let database: TestDatabase;
  let site: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: { ...LIFTED, seatPlansPerMinute: 5 } });
  });
  afterAll(async () => {
    await site.app.close();
    await database.drop();
  });

  test("each seat plan read counts, alias by alias, and a performance's and a venue's share one budget, in GraphQL and REST", async () => {
    const { performanceId } = await reservedPlay(database.db, "plan-reads");
    const aliases = Array.from({ length: 4 }, (_, i) => `p${i}: seatPlan(performanceId: $id) { performanceId }`).join(" ");
    const many = (await site.graphql(`query ($id: ID!) { ${aliases} }`, { id: performanceId })) as Answer;
    expect(many.body.errors).toBeUndefined();
    // The fifth plan: a venue's (its seat count is no plan read).
    expect((await site.graphql(`{ venue(slug: "hall-for-plan-reads") { seats seatPlan { sections { name } } } }`)).body.errors).toBeUndefined();
    expect((await site.graphql(`{ venue(slug: "hall-for-plan-reads") { seats } }`)).body.errors).toBeUndefined();
    const past = (await site.graphql(`query ($id: ID!) { ${aliases} }`, { id: performanceId })) as Answer;
    expect(past.body.errors!.map((e) => e.extensions?.code)).toEqual(["RATE_LIMITED", "RATE_LIMITED", "RATE_LIMITED", "RATE_LIMITED"]);
    expect(past.body.errors![0].message).toMatch(/^Too many seat plans read from your address/);
    expect(codeOf((await site.graphql(`{ venues { seatPlan { sections { name } } } }`)) as Answer)).toBe("RATE_LIMITED");
    expect((await fetch(`${site.url}/api/venues/hall-for-plan-reads`)).status).toBe(429);
  });
});

describe("reserved seating on two instances sharing Redis", () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await startTwoInstances(() => ({ settings: LIFTED }));
  });
  afterAll(async () => two.close());

  test("200 buyers racing for overlapping pairs of seats on both instances: no seat held twice, and the counter agrees with the seats", async () => {
    const { performanceId } = await reservedPlay(two.database.db, "seat-race");
    const seats = [...(await seatsOf(two.one, performanceId)).values()].filter((s) => s.kind === "standard").map((s) => s.id);
    const answers = (await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? two.one : two.two).graphql(HOLD, { performanceId, seatIds: [seats[i % seats.length], seats[(i + 1) % seats.length]] })),
    )) as Answer[];
    expect(answers.filter((a) => !a.body.data?.holdTickets && codeOf(a) !== "SEAT_TAKEN").map((a) => a.body.errors)).toEqual([]);
    const held = answers.flatMap((a) => (a.body.data?.holdTickets?.seatIds as string[]) ?? []);
    expect(new Set(held).size).toBe(held.length);
    const [{ claims }] = await two.database.db.query(`SELECT count(*)::int AS claims FROM seat_claim WHERE performance_id = $1`, [performanceId]);
    const [{ taken }] = await two.database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    expect([claims, taken]).toEqual([held.length, held.length]);
  });
});
