import { Role } from "../../core/auth";
import { tokenDigest } from "../../core/link-tokens";
import { startMailSite, type MailSite } from "../../test/mail-delivery";
import type { TestSmtp } from "../../test/smtp";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import type { MessageDelivery } from "../messages/message-delivery.service";
import { soldPlay } from "./box-office.fixtures";
import type { CheckoutRequest, Payments } from "./payments";
import { PaymentMethod } from "./sales.types";

jest.setTimeout(120_000);

const LIFTED = { holdLimits: { perMinute: 1_000_000, livePerAddress: 0 } };
const SUMMARY = `query ($id: ID!) { boxOffice(performanceId: $id) { sold held left takingsPence toCollectPence liveOrders byType { name pricePence sold complimentary } performance { id capacity remaining status payment } } }`;
const ORDERS = `query ($id: ID!, $search: String, $page: Int) { boxOfficeOrders(performanceId: $id, search: $search, page: $page) { page pages total items { reference status payment buyerName buyerEmail tickets { type count } totalPence toPayPence paidAt } } }`;
const COMP = `mutation ($id: ID!, $input: ComplimentaryInput!) { addComplimentaryTickets(performanceId: $id, input: $input) { reference status payment totalPence tickets { type count } } }`;

/** Stripe as the box office uses it: checkouts start, refunds are asked for and remembered. */
class FakePayments implements Payments {
  readonly refunds: string[] = [];
  private serial = 0;
  async startCheckout(request: CheckoutRequest) {
    return { sessionId: `cs_test_${++this.serial}`, url: `https://checkout.example/${request.reference}`, expiresAt: request.expiresAt };
  }
  async refund(paymentIntentId: string) {
    this.refunds.push(paymentIntentId);
  }
}

type Body = Awaited<ReturnType<TestApp["graphql"]>>["body"];
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

/** Places an order as a buyer does: a hold, then the order on it. */
async function buy(site: TestApp, performanceId: string, buyer: { name: string; email: string; accessNote?: string }, tickets: { ticketType: string; count: number }[]) {
  const quantity = tickets.reduce((sum, t) => sum + t.count, 0);
  const hold = await site.graphql<{ holdTickets: { id: string; token: string } }>(`mutation ($id: ID!, $q: Int!) { holdTickets(performanceId: $id, quantity: $q) { id token } }`, { id: performanceId, q: quantity });
  expect(hold.body.errors).toBeUndefined();
  const placed = await site.graphql<{ placeOrder: { reference: string; status: string } }>(
    `mutation ($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) { placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) { reference status } }`,
    { holdId: hold.body.data!.holdTickets.id, holdToken: hold.body.data!.holdTickets.token, buyer, tickets },
  );
  expect(placed.body.errors).toBeUndefined();
  return placed.body.data!.placeOrder;
}

describe("the box office desk", () => {
  let database: TestDatabase;
  let site: TestApp;
  let smtp: TestSmtp;
  let delivery: MessageDelivery;
  let mail: MailSite;
  let editor: string;
  const payments = new FakePayments();
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const desk = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) => site.graphql<T>(query, variables, as(editor));

  beforeAll(async () => {
    mail = await startMailSite({ settings: { ...LIFTED, payments, messages: { societyEmail: "box@example.org" } } }, "box@example.org");
    ({ database, site, smtp, delivery } = mail);
    editor = await site.tokenFor(Role.editor);
  });
  afterAll(() => mail.close());
  beforeEach(async () => {
    await delivery.tick();
    smtp.received.length = 0;
  });

  test("a performance's sales: sold, held and left, sold by type, takings once marked paid and what the door is to collect", async () => {
    const { performanceId } = await soldPlay(database.db, "at-a-glance", { capacity: 20 });
    const ada = await buy(site, performanceId, { name: "Ada Lovelace", email: "ada@example.org" }, [{ ticketType: "Full", count: 2 }]);
    await buy(site, performanceId, { name: "Bob Zed", email: "bob@example.org" }, [{ ticketType: "Full", count: 1 }, { ticketType: "Concession", count: 1 }]);
    await site.graphql(`mutation ($id: ID!) { holdTickets(performanceId: $id, quantity: 3) { id } }`, { id: performanceId });
    expect((await desk(COMP, { id: performanceId, input: { name: "Critic Cole", ticketType: "full", count: 2 } })).body.data).toEqual({
      addComplimentaryTickets: { reference: expect.stringMatching(/^FSP-/), status: "paid", payment: "complimentary", totalPence: 0, tickets: [{ type: "Full", count: 2 }] },
    });

    const before = (await desk(SUMMARY, { id: performanceId })).body.data!.boxOffice;
    expect(before).toEqual({
      sold: 6, held: 3, left: 11, takingsPence: 0, toCollectPence: 2400 + 2000, liveOrders: 3,
      byType: [{ name: "Full", pricePence: 1200, sold: 5, complimentary: 2 }, { name: "Concession", pricePence: 800, sold: 1, complimentary: 0 }],
      performance: { id: performanceId, capacity: 20, remaining: 11, status: "onsale", payment: "door" },
    });

    const paid = await desk<{ markOrderPaid: { status: string; toPayPence: number; paidAt: string } }>(`mutation ($ref: String!) { markOrderPaid(reference: $ref) { status toPayPence paidAt } }`, { ref: ada.reference.toLowerCase() });
    expect(paid.body.data!.markOrderPaid).toEqual({ status: "paid", toPayPence: 0, paidAt: expect.any(String) });
    expect((await desk(SUMMARY, { id: performanceId })).body.data!.boxOffice).toMatchObject({ takingsPence: 2400, toCollectPence: 2000 });
    const again = await desk(`mutation ($ref: String!) { markOrderPaid(reference: $ref) { status } }`, { ref: ada.reference });
    expect([codeOf(again.body), again.body.errors?.[0].message]).toEqual(["CONFLICT", expect.stringContaining("only a reserved order")]);
    expect(codeOf((await desk(`mutation { markOrderPaid(reference: "FSP-NONE") { status } }`, {})).body)).toBe("NOT_FOUND");
  });

  test("the performances sold are listed upcoming first, soonest first, then past ones; one not sold here is NOT_FOUND", async () => {
    const soon = await soldPlay(database.db, "listed-soon", {}, {}, 2);
    const later = await soldPlay(database.db, "listed-later", {}, {}, 40);
    const past = await soldPlay(database.db, "listed-past", {}, {}, -3);
    const { body } = await desk<{ boxOfficePerformances: { id: string; playTitle: string }[] }>(`{ boxOfficePerformances { id playTitle startsAt remaining } }`, {});
    const ids = body.data!.boxOfficePerformances.map((p) => p.id);
    expect(ids.indexOf(soon.performanceId)).toBeLessThan(ids.indexOf(later.performanceId));
    expect(ids.indexOf(later.performanceId)).toBeLessThan(ids.indexOf(past.performanceId));
    expect(body.data!.boxOfficePerformances.find((p) => p.id === soon.performanceId)?.playTitle).toBe("listed soon");
    expect(codeOf((await desk(SUMMARY, { id: "00000000-0000-4000-8000-000000000000" })).body)).toBe("NOT_FOUND");
  });

  test("orders are searched by name, email or reference (any case, wildcards literal) and paged 25 at a time", async () => {
    const { performanceId } = await soldPlay(database.db, "searching", { capacity: 100 });
    const grace = await buy(site, performanceId, { name: "Grace Hopper", email: "grace@navy.example" }, [{ ticketType: "Full", count: 1 }]);
    for (let i = 0; i < 26; i++) await site.services.boxOfficeDesk.addComplimentary({ id: "x", name: "Desk", role: Role.editor }, performanceId, { name: `Guest ${i}`, ticketType: "Concession", count: 1 });
    const search = async (text: string, page = 1) => (await desk<{ boxOfficeOrders: { page: number; pages: number; total: number; items: { reference: string; buyerName: string }[] } }>(ORDERS, { id: performanceId, search: text, page })).body.data!.boxOfficeOrders;
    expect((await search("HOPPER")).items.map((o) => o.reference)).toEqual([grace.reference]);
    expect((await search("navy.example")).items.map((o) => o.reference)).toEqual([grace.reference]);
    expect((await search(grace.reference.slice(-4).toLowerCase())).items.map((o) => o.reference)).toEqual([grace.reference]);
    expect((await search("%")).total).toBe(0);
    const first = await search("");
    expect([first.total, first.pages, first.items.length, first.items[0].buyerName]).toEqual([27, 2, 25, "Guest 25"]);
    const second = await search("", 2);
    expect([second.page, second.items.length, second.items.at(-1)?.buyerName]).toEqual([2, 2, "Grace Hopper"]);
    expect(await search("", 5)).toMatchObject({ page: 5, pages: 2, total: 27, items: [] });
  });

  test("cancelling an order frees its tickets and emails its buyer; an online-paid one is refunded and shows refunded once Stripe says so", async () => {
    const door = await soldPlay(database.db, "cancel-one", { capacity: 10 });
    const order = await buy(site, door.performanceId, { name: "Cara Door", email: "cara@example.org" }, [{ ticketType: "Full", count: 3 }]);
    const cancelled = await desk<{ cancelOrder: { status: string } }>(`mutation ($ref: String!) { cancelOrder(reference: $ref) { status } }`, { ref: order.reference });
    expect(cancelled.body.data).toEqual({ cancelOrder: { status: "cancelled" } });
    expect((await site.graphql(`query ($id: ID!) { availability(performanceId: $id) { remaining } }`, { id: door.performanceId })).body.data).toEqual({ availability: { remaining: 10 } });
    expect(codeOf((await desk(`mutation ($ref: String!) { cancelOrder(reference: $ref) { status } }`, { ref: order.reference })).body)).toBe("CONFLICT");
    expect(await database.db.query(`SELECT action, item_kind, item_id, item_title, detail FROM activity WHERE item_id = $1`, [door.playId])).toEqual([
      { action: "cancelled", item_kind: "play", item_id: door.playId, item_title: "cancel one", detail: expect.stringMatching(new RegExp(`^order ${order.reference} for \\d+ \\w+ \\d{4} at `)) },
    ]);

    const online = await soldPlay(database.db, "cancel-online", { payment: PaymentMethod.online });
    const paidOnline = await buy(site, online.performanceId, { name: "Dan Card", email: "dan@example.org" }, [{ ticketType: "Full", count: 1 }]);
    expect(paidOnline.status).toBe("pending");
    // While the buyer is at Stripe's checkout, the desk leaves the order alone (it ends by itself if unpaid).
    const paying = await desk(`mutation ($ref: String!) { cancelOrder(reference: $ref) { status } }`, { ref: paidOnline.reference });
    expect([codeOf(paying.body), paying.body.errors?.[0].message]).toEqual(["CONFLICT", expect.stringContaining("is being paid online")]);
    const [{ stripe_session_id: session }] = await database.db.query(`SELECT stripe_session_id FROM ticket_order WHERE reference = $1`, [paidOnline.reference]);
    await site.services.orders.checkoutCompleted(session, "pi_desk_1");
    expect((await desk(`mutation ($ref: String!) { cancelOrder(reference: $ref) { status } }`, { ref: paidOnline.reference })).body.data).toEqual({ cancelOrder: { status: "cancelled" } });
    expect(payments.refunds).toContain("pi_desk_1");
    await site.services.orders.refunded("pi_desk_1");
    const listed = await desk<{ boxOfficeOrders: { items: { status: string }[] } }>(ORDERS, { id: online.performanceId });
    expect(listed.body.data!.boxOfficeOrders.items.map((o) => o.status)).toEqual(["refunded"]);

    await delivery.tick();
    const mails = smtp.received.filter((m) => m.headers.subject.startsWith("Booking cancelled")).sort((a, b) => a.envelopeTo[0].localeCompare(b.envelopeTo[0]));
    expect(mails.map((m) => [m.envelopeTo[0], m.headers.subject])).toEqual([["cara@example.org", `Booking cancelled: cancel one (${order.reference})`], ["dan@example.org", `Booking cancelled: cancel online (${paidOnline.reference})`]]);
    expect(mails[0].body).toContain("the box office cancelled it");
    expect(mails[1].body).toContain("refunded to your card");
  });

  test("a buyer's own cancellation on their tickets page still frees the tickets and emails them (cancelWhere reads each order's status before cancelling)", async () => {
    const { performanceId } = await soldPlay(database.db, "self-cancel", { capacity: 5 });
    const { reference } = await buy(site, performanceId, { name: "Ivy Own", email: "ivy@example.org" }, [{ ticketType: "Full", count: 2 }]);
    const token = "self-cancel-token";
    // The tickets link's secret is emailed only: the test gives the order one it knows.
    await database.db.query(`UPDATE ticket_order SET tickets_token_hash = $2 WHERE reference = $1`, [reference, tokenDigest(token)]);
    const cancelled = await site.graphql<{ cancelBooking: { status: string } }>(`mutation ($token: String!) { cancelBooking(token: $token) { status } }`, { token });
    expect(cancelled.body.data).toEqual({ cancelBooking: { status: "cancelled" } });
    expect((await site.graphql(`query ($id: ID!) { availability(performanceId: $id) { remaining } }`, { id: performanceId })).body.data).toEqual({ availability: { remaining: 5 } });
    await delivery.tick();
    expect(smtp.received.filter((m) => m.headers.subject.startsWith("Booking cancelled")).map((m) => m.envelopeTo[0])).toEqual(["ivy@example.org"]);
  });

  test("50 complimentary gifts of 4 at once on 100 tickets never oversell: 25 given, 25 SOLD_OUT, 100 tickets in all", async () => {
    const { performanceId } = await soldPlay(database.db, "comp-race", { capacity: 100, ticketTypes: [{ name: "Full", pricePence: 1000, note: null }] });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => desk(COMP, { id: performanceId, input: { name: `Guest ${i}`, ticketType: "Full", count: 4 } })));
    expect(answers.filter((a) => a.body.data?.addComplimentaryTickets)).toHaveLength(25);
    expect(answers.filter((a) => codeOf(a.body) === "SOLD_OUT")).toHaveLength(25);
    const [{ taken }] = await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    const [{ tickets }] = await database.db.query(`SELECT count(*)::int AS tickets FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1`, [performanceId]);
    expect([taken, tickets]).toEqual([100, 100]);
  });

  test("complimentary tickets: the type must be the performance's, the count 1 to 20; with an email the tickets are sent", async () => {
    const { performanceId } = await soldPlay(database.db, "comp-rules");
    const wrongType = await desk(COMP, { id: performanceId, input: { name: "Guest", ticketType: "Balcony", count: 1 } });
    expect(wrongType.body.errors?.[0].extensions?.fields).toEqual([{ path: "ticketType", message: "ticketType must be one of Full, Concession" }]);
    expect(codeOf((await desk(COMP, { id: performanceId, input: { name: "Guest", ticketType: "Full", count: 21 } })).body)).toBe("BAD_USER_INPUT");
    expect((await desk(COMP, { id: performanceId, input: { name: "Emma Guest", email: "emma@example.org", ticketType: "Full", count: 2 } })).body.errors).toBeUndefined();
    await delivery.tick();
    expect(smtp.received.map((m) => [m.envelopeTo[0], m.headers.subject.startsWith("Your tickets for comp rules")])).toEqual([["emma@example.org", true]]);
  });

  test("Cancel all orders: refused until the performance is cancelled; then every live order is cancelled, one email each, refunds where paid online", async () => {
    const { playId, performanceId } = await soldPlay(database.db, "called-off-all", { payment: PaymentMethod.online });
    const first = await buy(site, performanceId, { name: "Eve One", email: "eve@example.org" }, [{ ticketType: "Full", count: 2 }]);
    const [{ stripe_session_id: session }] = await database.db.query(`SELECT stripe_session_id FROM ticket_order WHERE reference = $1`, [first.reference]);
    await site.services.orders.checkoutCompleted(session, "pi_all_1");
    await buy(site, performanceId, { name: "Fay Two", email: "fay@example.org" }, [{ ticketType: "Concession", count: 1 }]);
    await desk(COMP, { id: performanceId, input: { name: "Gus Three", email: "gus@example.org", ticketType: "Full", count: 1 } });
    await delivery.tick();
    smtp.received.length = 0;

    const CANCEL_ALL = `mutation ($id: ID!) { cancelPerformanceOrders(performanceId: $id) }`;
    expect(codeOf((await desk(CANCEL_ALL, { id: performanceId })).body)).toBe("CONFLICT");
    await database.db.query(`UPDATE play SET performances = jsonb_set(performances, '{0,status}', '"cancelled"') WHERE id = $1`, [playId]);
    expect((await desk(CANCEL_ALL, { id: performanceId })).body.data).toEqual({ cancelPerformanceOrders: 3 });
    expect(payments.refunds).toContain("pi_all_1");
    expect((await desk(SUMMARY, { id: performanceId })).body.data!.boxOffice).toMatchObject({ sold: 0, liveOrders: 0, left: 150 });
    await delivery.tick();
    // The unpaid online checkout (Fay's) was never confirmed to its buyer: it ends without an email.
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(["eve@example.org", "gus@example.org"]);
    expect(smtp.received.every((m) => m.body.includes("the performance is cancelled"))).toBe(true);
    expect((await desk(CANCEL_ALL, { id: performanceId })).body.data).toEqual({ cancelPerformanceOrders: 0 });
    // One entry on the Activity page, for the cancelling that cancelled something.
    expect(await database.db.query(`SELECT action, detail FROM activity WHERE item_id = $1`, [playId])).toEqual([{ action: "cancelled", detail: expect.stringMatching(/^all 3 orders for .*, the performance being cancelled$/) }]);
  });

  test("the orders as CSV: editors only, not stored, every cell quoted, formula cells made text", async () => {
    const { performanceId } = await soldPlay(database.db, "csv-export");
    const risky = await buy(site, performanceId, { name: "=HYPERLINK(\"http://evil.example\")", email: "risky@example.org", accessNote: "@wheelchair space" }, [{ ticketType: "Full", count: 2 }, { ticketType: "Concession", count: 1 }]);
    await buy(site, performanceId, { name: "-Minus Plain", email: "plain@example.org" }, [{ ticketType: "Concession", count: 1 }]);
    const url = `${site.url}/api/box-office/${performanceId}/orders.csv`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: as(await site.tokenFor(Role.member)) })).status).toBe(403);
    const response = await fetch(url, { headers: as(editor) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-csv-export-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe('"reference","status","payment","name","email","tickets","total (£)","to pay at the door (£)","access note","ordered at (UTC)","paid at (UTC)","cancelled at (UTC)"');
    expect(lines[1]).toMatch(new RegExp(`^"${risky.reference}","reserved","door","'=HYPERLINK\\(""http://evil\\.example""\\)","risky@example\\.org","2 Full, 1 Concession","32\\.00","32\\.00","'@wheelchair space","[\\d:.TZ-]+","",""$`));
    expect(lines[2]).toContain(`"'-Minus Plain"`);
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    expect((await fetch(`${site.url}/api/box-office/00000000-0000-4000-8000-000000000000/orders.csv`, { headers: as(editor) })).status).toBe(404);
  });

  test("the door list holds live orders by surname, with what is to pay and access notes", async () => {
    const { performanceId } = await soldPlay(database.db, "door-list");
    await buy(site, performanceId, { name: "Zoe Adams", email: "zoe@example.org", accessNote: "Step-free seat please" }, [{ ticketType: "Full", count: 1 }]);
    await buy(site, performanceId, { name: "Al Young", email: "al@example.org" }, [{ ticketType: "Concession", count: 2 }]);
    const gone = await buy(site, performanceId, { name: "Bea Brown", email: "bea@example.org" }, [{ ticketType: "Full", count: 1 }]);
    await desk(`mutation ($ref: String!) { cancelOrder(reference: $ref) { status } }`, { ref: gone.reference });
    const { body } = await desk<{ boxOfficeDoorList: unknown[] }>(`query ($id: ID!) { boxOfficeDoorList(performanceId: $id) { buyerName toPayPence accessNote tickets { type count } } }`, { id: performanceId });
    expect(body.data!.boxOfficeDoorList).toEqual([
      { buyerName: "Zoe Adams", toPayPence: 1200, accessNote: "Step-free seat please", tickets: [{ type: "Full", count: 1 }] },
      { buyerName: "Al Young", toPayPence: 1600, accessNote: null, tickets: [{ type: "Concession", count: 2 }] },
    ]);
  });
});

describe("online payment in the play editor", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.drop());

  const SAVE = `mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { performances { sales { payment } } } }`;
  /** Publishes a play with one performance sold on the site, paid as `payment`. */
  async function publishSold(site: TestApp, payment: PaymentMethod) {
    const editor = await site.tokenFor(Role.editor);
    const admin = { id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin };
    const play = await site.services.playEditing.create(admin);
    const venue = await site.services.venues.create(admin, { name: `Hall ${payment}${Date.now()}`, address: "1 High Street, Cambridge" });
    const sales = { capacity: 50, ticketTypes: [{ name: "Full", pricePence: 1000 }], payment };
    const input = { title: "Sold online", slug: `sold-${payment}-${Date.now()}`, version: play.version, performances: [{ startsAt: new Date(Date.now() + 86_400_000).toISOString(), venueId: venue.id, status: "onsale", access: [], sales }] };
    return site.graphql(SAVE, { id: play.id, input }, { authorization: `Bearer ${editor}` });
  }

  test("without Stripe, boxOfficeSettings says so and publishing payment online is a field error at the performance's payment", async () => {
    const site = await startTestApp(database.db);
    expect((await site.graphql("{ boxOfficeSettings { onlinePayment } }")).body.data).toEqual({ boxOfficeSettings: { onlinePayment: false } });
    const refused = await publishSold(site, PaymentMethod.online);
    expect(refused.body.errors?.[0].extensions?.fields).toEqual([{ path: "performances[0].sales.payment", message: "payment online needs Stripe to be set up (STRIPE_SECRET_KEY)" }]);
    expect((await publishSold(site, PaymentMethod.door)).body.errors).toBeUndefined();
    await site.app.close();
  });

  test("with Stripe set up, online payment is offered and accepted", async () => {
    const site = await startTestApp(database.db, { settings: { payments: new FakePayments() } });
    expect((await site.graphql("{ boxOfficeSettings { onlinePayment } }")).body.data).toEqual({ boxOfficeSettings: { onlinePayment: true } });
    const accepted = await publishSold(site, PaymentMethod.online);
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data).toEqual({ updatePlay: { performances: [{ sales: { payment: "online" } }] } });
    await site.app.close();
  });
});
