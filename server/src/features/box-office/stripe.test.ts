import Stripe from "stripe";
import { Role } from "../../core/auth";
import { deliveryTo } from "../../test/mail-delivery";
import { startSmtp, type TestSmtp } from "../../test/smtp";
import { sendWebhook, startStripeStandIn, stripeEvent, STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET, type StripeStandIn } from "../../test/stripe-stand-in";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { soldPlay } from "./box-office.fixtures";
import { PaymentMethod } from "./sales.types";
import { StripePayments } from "./stripe-payments";
import { WEBHOOK_LIMIT_BYTES } from "./stripe.rest";

jest.setTimeout(60_000);

const HOLD = `mutation ($performanceId: ID!, $quantity: Int!) { holdTickets(performanceId: $performanceId, quantity: $quantity) { id token } }`;
const PLACE = `mutation ($holdId: ID!, $holdToken: String!) {
  placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: { name: "Ada Buyer", email: "ada@example.org" }, tickets: [{ ticketType: "Full", count: 1 }, { ticketType: "Concession", count: 1 }]) { reference status total ticketsUrl checkoutUrl }
}`;
const BOOKING = `query ($token: String!) { booking(token: $token) { reference status tickets { code } } }`;
const AVAILABILITY = `query ($id: ID!) { availability(performanceId: $id) { remaining } }`;
const PUBLIC_URL = "https://theatre.example";
const LIFTED = { holdLimits: { perMinute: 1_000_000, livePerAddress: 0, ordersPerEmail: 1_000_000, ticketsPerAddress: 0 } };

type Placed = { reference: string; status: string; total: number; ticketsUrl: string; checkoutUrl: string | null };

describe("paying online with Stripe (the real SDK against a stand-in for Stripe's API)", () => {
  let database: TestDatabase;
  let site: TestApp;
  let stripe: StripeStandIn;
  let smtp: TestSmtp;

  beforeAll(async () => {
    database = await createTestDatabase();
    stripe = await startStripeStandIn();
    smtp = await startSmtp();
    const payments = new StripePayments({ secretKey: STRIPE_TEST_SECRET_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, apiUrl: stripe.url });
    site = await startTestApp(database.db, { settings: { ...LIFTED, payments, stripeEvents: payments, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await site.app.close();
    await stripe.close();
    await smtp.close();
    await database.drop();
  });
  beforeEach(() => {
    stripe.refuseCheckouts = false;
  });

  /** Emails due, sent through the test SMTP server; answers how many went. */
  async function deliver(): Promise<number> {
    const delivery = deliveryTo(database.db, smtp, "box-office@example.org");
    const sent = await delivery.tick();
    await delivery.stop();
    return sent;
  }

  /** Holds two tickets of an online performance and orders them: the order, its tickets token and the session Stripe was asked for. */
  async function orderOnline(slug: string, performanceId?: string) {
    performanceId ??= (await soldPlay(database.db, slug, { payment: PaymentMethod.online })).performanceId;
    const hold = (await site.graphql(HOLD, { performanceId, quantity: 2 })).body.data!.holdTickets as { id: string; token: string };
    const placed = await site.graphql<{ placeOrder: Placed }>(PLACE, { holdId: hold.id, holdToken: hold.token });
    expect(placed.body.errors).toBeUndefined();
    const order = placed.body.data!.placeOrder;
    const [row] = (await database.db.query(`SELECT id, stripe_session_id FROM ticket_order WHERE reference = $1`, [order.reference])) as { id: string; stripe_session_id: string }[];
    return { performanceId, order, orderId: row.id, token: order.ticketsUrl.split("/tickets/")[1], session: stripe.sessions.get(row.stripe_session_id)! };
  }

  const statusOf = async (token: string) => ((await site.graphql<{ booking: { status: string } | null }>(BOOKING, { token })).body.data!.booking)?.status;
  const remaining = async (performanceId: string) => ((await site.graphql<{ availability: { remaining: number } }>(AVAILABILITY, { id: performanceId })).body.data!.availability).remaining;
  const completed = (session: Record<string, unknown>, paymentIntent = `pi_test_${String(session.id).slice(8)}`) =>
    stripeEvent("checkout.session.completed", { ...session, status: "complete", payment_status: "paid", payment_intent: paymentIntent });

  test("an order for an online performance is pending, with the checkout address Stripe gave: a session in pence (GBP) for the buyer, ending no sooner than Stripe allows", async () => {
    const before = Date.now();
    const { order, orderId, performanceId, session } = await orderOnline("pay-online");
    expect(order).toMatchObject({ status: "pending", total: 2000 });
    expect(order.checkoutUrl).toBe(`${stripe.url}/c/pay/${session.id}`);
    expect(session.id).toMatch(/^cs_test_/);
    const asked = stripe.requests.find((r) => r.path === "/v1/checkout/sessions" && r.form.client_reference_id === orderId)!;
    expect(asked.form).toMatchObject({
      mode: "payment",
      customer_email: "ada@example.org",
      "metadata[orderId]": orderId,
      "metadata[reference]": order.reference,
      "line_items[0][price_data][currency]": "gbp",
      "line_items[0][price_data][unit_amount]": "1200",
      "line_items[0][quantity]": "1",
      "line_items[1][price_data][unit_amount]": "800",
      success_url: order.ticketsUrl,
      cancel_url: `${PUBLIC_URL}/book/${performanceId}`,
    });
    expect(asked.form["line_items[0][price_data][product_data][name]"]).toBe("pay online: Full");
    expect(Number(asked.form.expires_at) * 1000).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(asked.idempotencyKey).toBe(`checkout-${orderId}`);
    const [row] = await database.db.query(`SELECT status, checkout_url, expires_at FROM ticket_order WHERE id = $1`, [orderId]);
    expect(row).toMatchObject({ status: "pending", checkout_url: order.checkoutUrl, expires_at: new Date(Number(asked.form.expires_at) * 1000) });
  });

  test("the browser's return to the success address pays nothing; the signed checkout.session.completed does, once: one email, however often or however many at once Stripe sends it", async () => {
    const { order, token, session } = await orderOnline("paid-by-webhook");
    await deliver();
    smtp.received.length = 0;
    // The buyer's browser comes back from Stripe (with or without made-up query parameters).
    await fetch(order.ticketsUrl.replace(PUBLIC_URL, site.url) + "?session_id=" + session.id, { headers: { accept: "text/html" } });
    expect(await statusOf(token)).toBe("pending");
    const editor = await site.tokenFor(Role.editor);
    const [code] = ((await site.graphql<{ booking: { tickets: { code: string }[] } }>(BOOKING, { token })).body.data!.booking.tickets).map((t) => t.code);
    const scan = await site.graphql(`mutation ($code: String!) { checkInTicket(code: $code) { result } }`, { code }, { authorization: `Bearer ${editor}` });
    expect(scan.body.data).toEqual({ checkInTicket: { result: "not_valid" } });
    expect(await deliver()).toBe(0);

    // Completed but not paid (a method that settles later): still pending.
    expect(await sendWebhook(site.url, stripeEvent("checkout.session.completed", { ...session, status: "complete", payment_status: "unpaid" }))).toEqual({ status: 200, body: { received: "handled" } });
    expect(await statusOf(token)).toBe("pending");

    const event = completed(session);
    // Two deliveries crossing: both answered 200, one order paid, one email (below).
    const crossing = await Promise.all([sendWebhook(site.url, event), sendWebhook(site.url, event)]);
    expect(crossing.map((a) => a.status)).toEqual([200, 200]);
    // The link the browser came back to is the one emailed, and now shows the tickets paid.
    expect(await statusOf(token)).toBe("paid");
    expect(await deliver()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].envelopeTo).toEqual(["ada@example.org"]);
    expect(smtp.received[0].body.replace(/=\r?\n/g, "")).toContain(token);
    const [row] = await database.db.query(`SELECT status, paid_at, stripe_payment_intent FROM ticket_order WHERE reference = $1`, [order.reference]);
    expect(row).toMatchObject({ status: "paid", stripe_payment_intent: event.data.object.payment_intent });
    expect(row.paid_at).toBeTruthy();

    // Stripe's retry of the same event, and another event saying the same: nothing more happens.
    expect(await sendWebhook(site.url, event)).toEqual({ status: 200, body: { received: "replayed" } });
    expect(await sendWebhook(site.url, completed(session))).toEqual({ status: 200, body: { received: "handled" } });
    expect(await deliver()).toBe(0);
    expect((await site.graphql(`mutation ($code: String!) { checkInTicket(code: $code) { result } }`, { code }, { authorization: `Bearer ${editor}` })).body.data).toEqual({ checkInTicket: { result: "admitted" } });
  });

  test("a forged or altered message is refused with 400 and changes nothing: signed with another secret, a made-up signature, none, or a body changed after signing", async () => {
    const { token, session } = await orderOnline("forged");
    const event = completed(session);
    const payload = JSON.stringify(event);
    const post = (body: string, signature?: string) =>
      fetch(`${site.url}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json", ...(signature === undefined ? {} : { "stripe-signature": signature }) }, body });
    const genuine = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_TEST_WEBHOOK_SECRET });

    expect((await sendWebhook(site.url, event, "whsec_someoneelse00000000000000")).status).toBe(400);
    expect((await post(payload, "t=1700000000,v1=" + "ab".repeat(32))).status).toBe(400);
    const unsigned = await post(payload);
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ code: "BAD_USER_INPUT" });
    expect((await post(payload.replace(session.id as string, "cs_test_someoneelses"), genuine)).status).toBe(400);
    expect((await post("", genuine)).status).toBe(400);
    expect(await statusOf(token)).toBe("pending");
    expect(await database.db.query(`SELECT id FROM stripe_event WHERE id = $1`, [event.id])).toEqual([]);

    // The genuine message still works afterwards.
    expect((await post(payload, genuine)).status).toBe(200);
    expect(await statusOf(token)).toBe("paid");
  });

  test("many checkouts completing at once (more than the database pool's connections) are all paid, each with one email queued", async () => {
    const first = await orderOnline("rush-paid");
    const orders = [first];
    while (orders.length < 12) orders.push(await orderOnline("", first.performanceId));
    await deliver();
    const answers = await Promise.all(orders.map(({ session }) => sendWebhook(site.url, completed(session))));
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200));
    for (const { token } of orders) expect(await statusOf(token)).toBe("paid");
    // Queued, not sent: each ticket email takes a second or more to send through the test SMTP server.
    expect(await database.db.query(`SELECT count(*)::int AS n FROM message WHERE type = 'tickets' AND status = 'pending'`)).toEqual([{ n: 12 }]);
    await database.db.query(`DELETE FROM message WHERE status = 'pending'`);
  });

  test("a body larger than any event is refused (413) before its signature is even checked", async () => {
    const big = JSON.stringify({ id: "evt_test_big", padding: "x".repeat(WEBHOOK_LIMIT_BYTES) });
    const answer = await fetch(`${site.url}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" }, body: big });
    expect(answer.status).toBe(413);
  });

  test("checkout.session.expired gives the tickets back on sale: the order is cancelled and availability rises", async () => {
    const { performanceId, orderId, token, session } = await orderOnline("expired-checkout");
    expect(await remaining(performanceId)).toBe(148);
    expect(await sendWebhook(site.url, stripeEvent("checkout.session.expired", { ...session, status: "expired" }))).toEqual({ status: 200, body: { received: "handled" } });
    expect(await remaining(performanceId)).toBe(150);
    expect(await statusOf(token)).toBe("cancelled");
    // Paid after all (Stripe's messages can arrive in any order, or late): its tickets went back on
    // sale, so the payment is refunded at once and the buyer told; the order stays cancelled.
    await deliver();
    smtp.received.length = 0;
    const late = completed(session);
    expect((await sendWebhook(site.url, late)).status).toBe(200);
    expect(await statusOf(token)).toBe("cancelled");
    expect(await remaining(performanceId)).toBe(150);
    const refunds = stripe.requests.filter((r) => r.path === "/v1/refunds" && r.form["metadata[orderId]"] === orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].form.payment_intent).toBe(late.data.object.payment_intent);
    expect(await deliver()).toBe(1);
    expect(smtp.received[0].body.replace(/=\r?\n/g, "")).toMatch(/arrived after its tickets had been released[\s\S]*refunded/);
    // Sent again, nothing more.
    await sendWebhook(site.url, stripeEvent("checkout.session.completed", { ...late.data.object }));
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds" && r.form["metadata[orderId]"] === orderId)).toHaveLength(1);
  });

  test("Stripe refusing the checkout: SERVICE_UNAVAILABLE, and the tickets go back on sale", async () => {
    const { performanceId } = await soldPlay(database.db, "checkout-refused", { payment: PaymentMethod.online });
    const hold = (await site.graphql(HOLD, { performanceId, quantity: 2 })).body.data!.holdTickets as { id: string; token: string };
    stripe.refuseCheckouts = true;
    const placed = await site.graphql(PLACE, { holdId: hold.id, holdToken: hold.token });
    expect(placed.body.errors?.[0].extensions?.code).toBe("SERVICE_UNAVAILABLE");
    expect(await remaining(performanceId)).toBe(150);
  });

  test("cancelling a paid order asks Stripe for a refund (once per order); the order shows refunded when Stripe's signed charge.refunded arrives, not before", async () => {
    const { performanceId, orderId, token, session } = await orderOnline("refund-me");
    const event = completed(session);
    await sendWebhook(site.url, event);
    await deliver();
    smtp.received.length = 0;
    const cancelled = await site.graphql(`mutation ($token: String!) { cancelBooking(token: $token) { status } }`, { token });
    expect(cancelled.body.data).toEqual({ cancelBooking: { status: "cancelled" } });
    expect(await remaining(performanceId)).toBe(150);
    const refunds = stripe.requests.filter((r) => r.path === "/v1/refunds" && r.form["metadata[orderId]"] === orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ form: { payment_intent: event.data.object.payment_intent }, idempotencyKey: `refund-${orderId}` });
    expect(await deliver()).toBe(1);
    expect(smtp.received[0].body.replace(/=\r?\n/g, "")).toMatch(/refunded/);
    expect(await statusOf(token)).toBe("cancelled");

    const charge = { id: "ch_test_refunded", object: "charge", payment_intent: event.data.object.payment_intent, amount: 2000, amount_refunded: 2000 };
    // A partial refund leaves the order as it is.
    expect((await sendWebhook(site.url, stripeEvent("charge.refunded", { ...charge, amount_refunded: 500, refunded: false }))).status).toBe(200);
    expect(await statusOf(token)).toBe("cancelled");
    expect(await sendWebhook(site.url, stripeEvent("charge.refunded", { ...charge, refunded: true }))).toEqual({ status: 200, body: { received: "handled" } });
    expect(await statusOf(token)).toBe("refunded");
    expect(await remaining(performanceId)).toBe(150);
  });

  test("the signed events as little as the order needs: a completed session's id and payment pay it, a charge's payment refunds it", async () => {
    const { orderId, session } = await orderOnline("paid-plain-events");
    // Without the session's success address, the email gets a new tickets link: the order is read by id.
    const statusNow = async () => ((await database.db.query(`SELECT status FROM ticket_order WHERE id = $1`, [orderId])) as { status: string }[])[0].status;
    const paymentIntent = `pi_test_${String(session.id).slice(8)}`;
    expect(await sendWebhook(site.url, stripeEvent("checkout.session.completed", { id: session.id, object: "checkout.session", payment_intent: paymentIntent }))).toEqual({ status: 200, body: { received: "handled" } });
    expect(await statusNow()).toBe("paid");
    expect(await sendWebhook(site.url, stripeEvent("charge.refunded", { id: "ch_test_plain", object: "charge", payment_intent: paymentIntent }))).toEqual({ status: 200, body: { received: "handled" } });
    expect(await statusNow()).toBe("refunded");
  });

  test("events the box office does not act on are answered 200 and left alone", async () => {
    expect(await sendWebhook(site.url, stripeEvent("customer.created", { id: "cus_test_1", object: "customer" }))).toEqual({ status: 200, body: { received: "ignored" } });
  });
});

describe("without Stripe set up", () => {
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

  test("an online performance's order is refused with NOT_ON_SALE and its hold stays; the webhook address does not exist", async () => {
    const { performanceId } = await soldPlay(database.db, "no-stripe", { payment: PaymentMethod.online });
    const hold = (await site.graphql(HOLD, { performanceId, quantity: 2 })).body.data!.holdTickets as { id: string; token: string };
    const placed = await site.graphql(PLACE, { holdId: hold.id, holdToken: hold.token });
    expect(placed.body.errors?.[0].extensions?.code).toBe("NOT_ON_SALE");
    expect(await database.db.query(`SELECT count(*)::int AS n FROM ticket_order`)).toEqual([{ n: 0 }]);
    expect((await sendWebhook(site.url, stripeEvent("checkout.session.completed", { id: "cs_test_x", object: "checkout.session", payment_status: "paid" }))).status).toBe(404);
  });
});
