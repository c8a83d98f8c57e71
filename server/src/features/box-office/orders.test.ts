import { deliveryTo } from "../../test/mail-delivery";
import { startSmtp, type TestSmtp } from "../../test/smtp";
import { watchStatements } from "../../test/statements-sent";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { type MessageDelivery } from "../messages/message-delivery.service";
import { soldPlay } from "./box-office.fixtures";
import { PaymentMethod } from "./sales.types";

jest.setTimeout(60_000);

const HOLD = `mutation ($performanceId: ID!, $quantity: Int!) { holdTickets(performanceId: $performanceId, quantity: $quantity) { id token expiresAt quantity } }`;
const PLACE = `mutation ($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) {
  placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) { reference status total ticketsUrl checkoutUrl } }`;
const BOOKING = `query ($token: String!) { booking(token: $token) { reference status buyerName total toPayAtDoor playTitle startsAt canCancel cancelUntil tickets { type pricePence code qrSvg admittedAt } } }`;
const BUYER = { name: "Ada Buyer", email: "ada@example.org", accessNote: "I use a wheelchair" };

let database: TestDatabase;
let site: TestApp;
let smtp: TestSmtp;
let delivery: MessageDelivery;
let now = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp();
  site = await startTestApp(database.db, { settings: { holdLimits: { perMinute: 1000, livePerAddress: 0 }, clock: () => now } });
  delivery = deliveryTo(database.db, smtp, "box-office@example.org");
});
afterAll(async () => {
  await site.app.close();
  await smtp.close();
  await database.drop();
});
beforeEach(() => (now = new Date()));

type Hold = { id: string; token: string };
async function hold(performanceId: string, quantity: number): Promise<Hold> {
  const answer = await site.graphql<{ holdTickets: Hold }>(HOLD, { performanceId, quantity });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.holdTickets;
}
const place = (h: Hold, buyer: unknown, tickets: unknown) => site.graphql<{ placeOrder: { reference: string; status: string; total: number; ticketsUrl: string; checkoutUrl: string | null } }>(PLACE, { holdId: h.id, holdToken: h.token, buyer, tickets });
const tokenOf = (url: string) => url.split("/tickets/")[1];
const taken = async (performanceId: string) => ((await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId])) as { taken: number }[])[0]?.taken ?? 0;

test("an order paid at the door is reserved, keeps its tickets taken, and emails e-tickets with a QR code each and the codes in the text", async () => {
  const { performanceId } = await soldPlay(database.db, "door-order", { capacity: 10 });
  const h = await hold(performanceId, 2);
  const answer = await place(h, BUYER, [{ ticketType: "Full", count: 1 }, { ticketType: "concession", count: 1 }]);
  expect(answer.body.errors).toBeUndefined();
  const order = answer.body.data!.placeOrder;
  expect(order).toMatchObject({ status: "reserved", total: 2000, checkoutUrl: null });
  expect(order.reference).toMatch(/^FSP-[2-9A-HJKMNP-Z]{4}$/);
  expect(order.ticketsUrl).toMatch(/\/tickets\/[\w-]{43}$/);
  expect(await taken(performanceId)).toBe(2);
  expect(await database.db.query(`SELECT count(*)::int AS n FROM ticket_hold WHERE id = $1`, [h.id])).toEqual([{ n: 0 }]);

  const booking = (await site.graphql<{ booking: { tickets: { code: string; qrSvg: string; type: string }[]; toPayAtDoor: number; buyerName: string } }>(BOOKING, { token: tokenOf(order.ticketsUrl) })).body.data!.booking;
  expect(booking).toMatchObject({ buyerName: "Ada Buyer", toPayAtDoor: 2000 });
  expect(booking.tickets.map((t) => t.type)).toEqual(["Full", "Concession"]);
  expect(booking.tickets[0].qrSvg).toMatch(/^<svg[^>]*>/);
  expect(new Set(booking.tickets.map((t) => t.code)).size).toBe(2);

  expect(await delivery.tick()).toBe(1);
  const mail = smtp.received.at(-1)!;
  expect(mail.envelopeTo).toEqual(["ada@example.org"]);
  expect(mail.headers.subject).toBe(`Your tickets for door order: ${order.reference}`);
  for (const t of booking.tickets) expect(mail.body).toContain(t.code);
  expect(mail.body).toContain(order.ticketsUrl);
  expect(mail.body.match(/Content-Type: image\/png/g)).toHaveLength(2);
  expect(mail.body).toContain("Content-ID: <ticket-1@tickets>");
  // Sent: the stored copy no longer holds the link or the codes.
  const [stored] = await database.db.query(`SELECT body, html, inline_codes FROM message WHERE type = 'tickets' ORDER BY created_at DESC LIMIT 1`);
  expect(stored).toEqual({ body: "", html: null, inline_codes: null });
});

test("the ticket counts must add up to the hold and name its ticket types; the buyer's fields are checked; the hold stays", async () => {
  const { performanceId } = await soldPlay(database.db, "bad-orders");
  const h = await hold(performanceId, 2);
  const wrongCount = await place(h, BUYER, [{ ticketType: "Full", count: 1 }]);
  expect(wrongCount.body.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "tickets" }] });
  expect(wrongCount.body.errors?.[0].message).toMatch(/add up to the 2 tickets held/);
  const unknownType = await place(h, BUYER, [{ ticketType: "Gold", count: 2 }]);
  expect(unknownType.body.errors?.[0].extensions).toMatchObject({ fields: [{ path: "tickets[0].ticketType" }] });
  const badBuyer = await place(h, { name: "A", email: "not-an-email" }, [{ ticketType: "Full", count: 2 }]);
  expect((badBuyer.body.errors?.[0].extensions?.fields as { path: string }[]).map((f) => f.path).sort()).toEqual(["buyer.email", "buyer.name"]);
  expect((await place(h, BUYER, [{ ticketType: "Full", count: 2 }])).body.data?.placeOrder.status).toBe("reserved");
  // A hold becomes one order only.
  expect((await place(h, BUYER, [{ ticketType: "Full", count: 2 }])).body.errors?.[0].extensions?.code).toBe("HOLD_EXPIRED");
});

test("an order on an expired hold is refused with HOLD_EXPIRED and its tickets go back at once", async () => {
  const { performanceId } = await soldPlay(database.db, "late-order", { capacity: 5, holdMinutes: 1 });
  const h = await hold(performanceId, 3);
  now = new Date(Date.now() + 61_000);
  const late = await place(h, BUYER, [{ ticketType: "Full", count: 3 }]);
  expect(late.body.errors?.[0].extensions?.code).toBe("HOLD_EXPIRED");
  expect(await taken(performanceId)).toBe(0);
  expect((await place({ id: h.id, token: "made-up" }, BUYER, [{ ticketType: "Full", count: 3 }])).body.errors?.[0].extensions?.code).toBe("HOLD_EXPIRED");
});

test("free tickets are paid at once with nothing to pay", async () => {
  const { performanceId } = await soldPlay(database.db, "free-show", { payment: PaymentMethod.free, ticketTypes: [{ name: "Free", pricePence: 0, note: null }] });
  const order = (await place(await hold(performanceId, 3), BUYER, [{ ticketType: "Free", count: 3 }])).body.data!.placeOrder;
  expect(order).toMatchObject({ status: "paid", total: 0 });
  const booking = (await site.graphql<{ booking: { toPayAtDoor: number } }>(BOOKING, { token: tokenOf(order.ticketsUrl) })).body.data!.booking;
  expect(booking.toPayAtDoor).toBe(0);
});

test("online payment without Stripe set up is not on sale", async () => {
  const { performanceId } = await soldPlay(database.db, "online-no-stripe", { payment: PaymentMethod.online });
  const answer = await place(await hold(performanceId, 1), BUYER, [{ ticketType: "Full", count: 1 }]);
  expect(answer.body.errors?.[0].extensions?.code).toBe("NOT_ON_SALE");
});

test("the buyer cancels through their link until the cut-off: the tickets go back, the codes stop admitting, and they are emailed", async () => {
  const { performanceId } = await soldPlay(database.db, "cancel-mine", { capacity: 10, cancelUntilHours: 24 }, {}, 2);
  const order = (await place(await hold(performanceId, 2), BUYER, [{ ticketType: "Full", count: 2 }])).body.data!.placeOrder;
  const token = tokenOf(order.ticketsUrl);
  const before = (await site.graphql<{ booking: { canCancel: boolean; tickets: { code: string }[] } }>(BOOKING, { token })).body.data!.booking;
  expect(before.canCancel).toBe(true);
  const cancelled = await site.graphql<{ cancelBooking: { status: string; canCancel: boolean } }>(`mutation ($token: String!) { cancelBooking(token: $token) { status canCancel } }`, { token });
  expect(cancelled.body.data!.cancelBooking).toEqual({ status: "cancelled", canCancel: false });
  expect(await taken(performanceId)).toBe(0);
  expect((await site.services.orders.checkIn(before.tickets[0].code)).result).toBe("cancelled");
  await delivery.tick();
  expect(smtp.received.at(-1)!.headers.subject).toBe(`Booking cancelled: cancel mine (${order.reference})`);
  // Twice is refused, and changes nothing.
  const again = await site.graphql(`mutation ($token: String!) { cancelBooking(token: $token) { status } }`, { token });
  expect(again.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  expect(await taken(performanceId)).toBe(0);
});

test("past the cut-off the buyer cannot cancel; an unknown link opens no booking", async () => {
  const { performanceId } = await soldPlay(database.db, "too-late", { cancelUntilHours: 48 }, {}, 1);
  const order = (await place(await hold(performanceId, 1), BUYER, [{ ticketType: "Full", count: 1 }])).body.data!.placeOrder;
  const token = tokenOf(order.ticketsUrl);
  expect((await site.graphql<{ booking: { canCancel: boolean } }>(BOOKING, { token })).body.data!.booking.canCancel).toBe(false);
  const refused = await site.graphql(`mutation ($token: String!) { cancelBooking(token: $token) { status } }`, { token });
  expect(refused.body.errors?.[0].message).toMatch(/can no longer be cancelled/);
  expect((await site.graphql(BOOKING, { token: "made-up" })).body.data).toEqual({ booking: null });
});

test("'Send me Combinations' starts the newsletter's double opt-in and subscribes no one by itself; unticked, nothing", async () => {
  const { performanceId } = await soldPlay(database.db, "with-news");
  await place(await hold(performanceId, 1), { ...BUYER, email: "news@example.org", newsletter: true }, [{ ticketType: "Full", count: 1 }]);
  await place(await hold(performanceId, 1), { ...BUYER, email: "quiet@example.org" }, [{ ticketType: "Full", count: 1 }]);
  const subscribers = await database.db.query(`SELECT email, confirmed_at FROM newsletter_subscriber WHERE email IN ('news@example.org', 'quiet@example.org')`);
  expect(subscribers).toEqual([{ email: "news@example.org", confirmed_at: null }]);
  expect(await database.db.query(`SELECT count(*)::int AS n FROM message WHERE type = 'newsletter-confirm' AND recipient = 'news@example.org'`)).toEqual([{ n: 1 }]);
});

test("a performance sold here takes its status from its tickets (few left, sold out) everywhere plays are read (a play, What's on, its calendar, REST)", async () => {
  const { performanceId } = await soldPlay(database.db, "status-follows", { capacity: 20 });
  const status = async () => ((await site.graphql<{ play: { performances: { status: string; remaining: number }[] } }>(`{ play(slug: "status-follows") { performances { status remaining } } }`)).body.data!.play.performances[0]);
  expect(await status()).toEqual({ status: "onsale", remaining: 20 });
  await hold(performanceId, 8);
  await hold(performanceId, 2);
  expect(await status()).toEqual({ status: "fewleft", remaining: 10 });
  await hold(performanceId, 8);
  await hold(performanceId, 2);
  expect(await status()).toEqual({ status: "soldout", remaining: 0 });
  await database.db.query(`UPDATE play SET status = '{current}' WHERE slug = 'status-follows'`);
  const listed = await site.graphql<{ whatsOn: { currentPlays: { slug: string; performances: { status: string }[] }[]; upcomingPlays: { slug: string; performances: { status: string }[] }[] } }>(
    `{ whatsOn { currentPlays { slug performances { status } } upcomingPlays { slug performances { status } } } }`,
  );
  const inList = [...listed.body.data!.whatsOn.currentPlays, ...listed.body.data!.whatsOn.upcomingPlays].find((p) => p.slug === "status-follows");
  expect(inList?.performances[0].status).toBe("soldout");
  const calendar = await (await fetch(`${site.url}/status-follows.ics`)).text();
  expect(calendar).toMatch(/Sold out/i);
  const rest = await site.rest("GET", "/api/plays/status-follows");
  expect(rest.body.performances?.[0] ?? rest.body.play?.performances?.[0]).toMatchObject({ status: "soldout", remaining: 0, sales: { capacity: 20, payment: "door" } });
});

test("buyers' names, emails and notes are deleted 60 days after their performance; counts and takings stay", async () => {
  const { performanceId } = await soldPlay(database.db, "long-ago", {}, {}, 3);
  await place(await hold(performanceId, 2), BUYER, [{ ticketType: "Full", count: 2 }]);
  expect(await site.services.orders.purgeBuyers()).toBe(0);
  now = new Date(Date.now() + 64 * 86_400_000);
  expect(await site.services.orders.purgeBuyers()).toBeGreaterThanOrEqual(1);
  const [row] = await database.db.query(`SELECT buyer_name, buyer_email, access_note, total_pence, (SELECT count(*)::int FROM ticket t WHERE t.order_id = o.id) AS tickets FROM ticket_order o WHERE performance_id = $1`, [performanceId]);
  expect(row).toEqual({ buyer_name: null, buyer_email: null, access_note: null, total_pence: 2400, tickets: 2 });
});

test("the door's records of a performance's scans are deleted with its buyers' details; the admissions stay", async () => {
  const { performanceId } = await soldPlay(database.db, "scanned-long-ago", {}, {}, 3);
  const placed = (await place(await hold(performanceId, 1), BUYER, [{ ticketType: "Full", count: 1 }])).body.data!.placeOrder;
  const [ticket] = (await site.services.orders.booking(tokenOf(placed.ticketsUrl)))!.tickets;
  expect((await site.services.orders.checkIn(ticket.code)).result).toBe("admitted");
  const scans = async () => ((await database.db.query(`SELECT count(*)::int AS n FROM door_scan s JOIN ticket t ON t.id = s.ticket_id JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1`, [performanceId])) as { n: number }[])[0].n;
  expect(await scans()).toBe(1);
  await site.services.orders.purgeBuyers();
  expect(await scans()).toBe(1);
  now = new Date(Date.now() + 64 * 86_400_000);
  await site.services.orders.purgeBuyers();
  expect(await scans()).toBe(0);
  const [{ admitted }] = (await database.db.query(`SELECT count(t.admitted_at)::int AS admitted FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1`, [performanceId])) as { admitted: number }[];
  expect(admitted).toBe(1);
});

test("a postponed performance's buyers are kept until 60 days after its new date", async () => {
  const { playId, performanceId } = await soldPlay(database.db, "put-off", {}, {}, 3);
  await place(await hold(performanceId, 1), BUYER, [{ ticketType: "Full", count: 1 }]);
  const newDate = new Date(Date.now() + 100 * 86_400_000).toISOString();
  await database.db.query(`UPDATE play SET performances = jsonb_set(jsonb_set(performances, '{0,status}', '"postponed"'), '{0,postponedTo}', to_jsonb($2::text)) WHERE id = $1`, [playId, newDate]);
  now = new Date(Date.now() + 64 * 86_400_000);
  await site.services.orders.purgeBuyers();
  expect(await database.db.query(`SELECT buyer_name FROM ticket_order WHERE performance_id = $1`, [performanceId])).toEqual([{ buyer_name: "Ada Buyer" }]);
  now = new Date(Date.now() + 161 * 86_400_000);
  await site.services.orders.purgeBuyers();
  expect(await database.db.query(`SELECT buyer_name FROM ticket_order WHERE performance_id = $1`, [performanceId])).toEqual([{ buyer_name: null }]);
});

test("one email address may be sent at most 10 orders an hour, however it is written", async () => {
  const { performanceId } = await soldPlay(database.db, "mail-flood", { capacity: 100 });
  const answers = [];
  for (let i = 0; i < 11; i++) answers.push(await place(await hold(performanceId, 1), { ...BUYER, email: i % 2 ? "Victim+x@example.org" : "victim@example.org" }, [{ ticketType: "Full", count: 1 }]));
  expect(answers.slice(0, 10).every((a) => a.body.data?.placeOrder.status === "reserved")).toBe(true);
  expect(answers[10].body.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
  // The refused order's hold is still there: its tickets stay held until it expires or is released.
  expect(await taken(performanceId)).toBe(11);
});

test("an order is few statements: its transaction's start and commit, the hold taken with any waitlist offer, the address's share counted, and the order written with its tickets, seats and email", async () => {
  const { performanceId } = await soldPlay(database.db, "four-statements", { capacity: 10 });
  // The performance and its venue are read once, then kept for the orders after.
  expect((await place(await hold(performanceId, 1), BUYER, [{ ticketType: "Full", count: 1 }])).body.errors).toBeUndefined();
  const h = await hold(performanceId, 2);
  const statements = watchStatements();
  try {
    const answer = await place(h, BUYER, [{ ticketType: "Full", count: 2 }]);
    expect(answer.body.errors).toBeUndefined();
    // Only the order's own connection's (a job may use another meanwhile), from its transaction's start.
    const calls = statements.sent();
    const taken = calls.findIndex((call) => call.sql.includes("DELETE FROM ticket_hold"));
    const mine = calls.filter((call, i) => call.connection === calls[taken].connection && i >= taken - 1).map((call) => call.sql);
    const sent = mine.slice(0, mine.indexOf("COMMIT") + 1);
    expect(sent).toEqual([
      expect.stringMatching(/^START TRANSACTION/),
      expect.stringMatching(/DELETE FROM ticket_hold/),
      // TICKETS_PER_ADDRESS: the address's orders, one at a time (see assertAddressShare).
      expect.stringMatching(/pg_advisory_xact_lock/),
      expect.stringMatching(/SELECT count/),
      expect.stringMatching(/INSERT INTO ticket_order[\s\S]*INSERT INTO ticket [\s\S]*UPDATE seat_claim[\s\S]*INSERT INTO message/),
      "COMMIT",
    ]);
  } finally {
    statements.restore();
  }
  expect(await database.db.query(`SELECT count(*)::int AS n FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1`, [performanceId])).toEqual([{ n: 3 }]);
});

test("an order cannot be placed on a hold once its performance is cancelled", async () => {
  const { playId, performanceId } = await soldPlay(database.db, "called-off-later");
  const h = await hold(performanceId, 1);
  await database.db.query(`UPDATE play SET performances = jsonb_set(performances, '{0,status}', '"cancelled"') WHERE id = $1`, [playId]);
  // As every save of a play announces: the box office reads the performance again.
  site.services.events.publish("CONTENT_CHANGED");
  await new Promise((resolve) => setImmediate(resolve));
  const answer = await place(h, BUYER, [{ ticketType: "Full", count: 1 }]);
  expect(answer.body.errors?.[0].extensions?.code).toBe("NOT_ON_SALE");
  // The refused order leaves the hold as it was.
  expect(await database.db.query(`SELECT count(*)::int AS n FROM ticket_hold WHERE id = $1`, [h.id])).toEqual([{ n: 1 }]);
  expect(await database.db.query(`SELECT count(*)::int AS n FROM ticket_order WHERE performance_id = $1`, [performanceId])).toEqual([{ n: 0 }]);
});

test("one address's orders may have 20 tickets of a performance (TICKETS_PER_ADDRESS), counted in the database; past it the hold stays", async () => {
  const { performanceId } = await soldPlay(database.db, "one-address", { capacity: 100 });
  const orderOf = async (n: number, i: number) => {
    const h = await site.services.holds.hold(performanceId, { quantity: n }, "198.51.100.7");
    return site.services.orders.place(h.id, h.token, { name: "Many Names", email: `name${i}@example.org` }, [{ ticketType: "Full", count: n }]).then(
      () => "booked",
      (error: { code?: string }) => error.code,
    );
  };
  expect(await orderOf(8, 1)).toBe("booked");
  expect(await orderOf(8, 2)).toBe("booked");
  expect(await orderOf(8, 3)).toBe("RATE_LIMITED");
  expect(await orderOf(4, 4)).toBe("booked");
  expect(await taken(performanceId)).toBe(28);
  // Another address is not affected.
  const h = await site.services.holds.hold(performanceId, { quantity: 8 }, "198.51.100.8");
  expect((await site.services.orders.place(h.id, h.token, { name: "Next Door", email: "next@example.org" }, [{ ticketType: "Full", count: 8 }])).status).toBe("reserved");
});

test("an e-ticket email never sent goes with the buyer's details", async () => {
  const { performanceId } = await soldPlay(database.db, "never-sent", {}, {}, 2);
  await place(await hold(performanceId, 1), { ...BUYER, email: "unsent@example.org" }, [{ ticketType: "Full", count: 1 }]);
  const unsent = () => database.db.query(`SELECT count(*)::int AS n FROM message WHERE type = 'tickets' AND recipient = 'unsent@example.org'`);
  expect(await unsent()).toEqual([{ n: 1 }]);
  await database.db.query(`UPDATE message SET created_at = now() - interval '70 days' WHERE recipient = 'unsent@example.org'`);
  now = new Date(Date.now() + 63 * 86_400_000);
  await site.services.orders.purgeBuyers();
  expect(await unsent()).toEqual([{ n: 0 }]);
});
