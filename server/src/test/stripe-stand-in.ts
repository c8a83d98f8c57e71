import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A request the stand-in received: its path, form fields (as the SDK encodes them: `line_items[0][quantity]`) and idempotency key. */
export interface StripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  /** http://127.0.0.1:{port}: STRIPE_API_URL */
  url: string;
  /** Every request, in order. */
  requests: StripeRequest[];
  /** Checkout sessions made, by id, as the stand-in answered them. */
  sessions: Map<string, Record<string, unknown>>;
  /** While true, checkout sessions are refused (400), as Stripe refuses a request it cannot take. */
  refuseCheckouts: boolean;
  close(): Promise<void>;
}

/** Test settings for StripePayments and config.ts's STRIPE_* variables. */
export const STRIPE_TEST_SECRET_KEY = "sk_test_standin0000000000000000";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_standin0000000000000000000";

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/**
 * A small stand-in for Stripe's API on the loopback address (these machines cannot reach Stripe's
 * test mode): the two calls the box office makes, answered with the fields it reads, so the real
 * SDK is exercised end to end. Like Stripe, it answers a repeated idempotency key with the first
 * answer, and refuses a checkout that would end within 30 minutes.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://stand-in").pathname;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method ?? "GET", path, form, idempotencyKey });
      const send = ({ status, body }: { status: number; body: unknown }) => res.writeHead(status, { "content-type": "application/json", "request-id": randomId("req") }).end(JSON.stringify(body));
      if (req.headers.authorization !== `Bearer ${STRIPE_TEST_SECRET_KEY}`) return send(error(401, "invalid_request_error", "Invalid API Key provided"));
      const earlier = idempotencyKey && answered.get(`${path} ${idempotencyKey}`);
      if (earlier) return send(earlier);
      const answer = route(req.method ?? "GET", path, form);
      if (idempotencyKey && answer.status < 500) answered.set(`${path} ${idempotencyKey}`, answer);
      send(answer);
    });
  });

  function route(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (standIn.refuseCheckouts) return error(400, "invalid_request_error", "The stand-in was told to refuse this checkout");
      const expiresAt = Number(form.expires_at);
      if (!(expiresAt * 1000 >= Date.now() + 30 * 60_000)) return error(400, "invalid_request_error", "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.", "expires_at");
      const id = randomId("cs_test");
      const lines = Object.keys(form).filter((k) => /^line_items\[\d+\]\[quantity\]$/.test(k)).map((k) => k.match(/\d+/)![0]);
      const session = {
        id,
        object: "checkout.session",
        mode: form.mode,
        url: `${standIn.url}/c/pay/${id}`,
        expires_at: expiresAt,
        payment_intent: null,
        payment_status: "unpaid",
        status: "open",
        amount_total: lines.reduce((sum, i) => sum + Number(form[`line_items[${i}][quantity]`]) * Number(form[`line_items[${i}][price_data][unit_amount]`]), 0),
        currency: form["line_items[0][price_data][currency]"],
        customer_email: form.customer_email ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: { orderId: form["metadata[orderId]"], reference: form["metadata[reference]"] },
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        livemode: false,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/refunds") {
      if (!form.payment_intent) return error(400, "invalid_request_error", "Must provide a charge or payment_intent", "payment_intent");
      return { status: 200, body: { id: randomId("re_test"), object: "refund", payment_intent: form.payment_intent, status: "succeeded", currency: "gbp", metadata: { orderId: form["metadata[orderId]"] } } };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    sessions,
    refuseCheckouts: false,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

function error(status: number, type: string, message: string, param?: string) {
  return { status, body: { error: { type, message, ...(param ? { param } : {}) } } };
}

/** A webhook event as Stripe sends it, around `object` (a session, a charge). */
export function stripeEvent(type: string, object: Record<string, unknown>) {
  return { id: randomId("evt_test"), object: "event", type, data: { object }, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } };
}

/** POSTs an event to a site's webhook, signed as Stripe signs it (the SDK's test helper) with `secret`. */
export async function sendWebhook(siteUrl: string, event: unknown, secret = STRIPE_TEST_WEBHOOK_SECRET): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const response = await fetch(`${siteUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}
