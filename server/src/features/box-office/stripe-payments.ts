import Stripe from "stripe";
import type { CheckoutRequest, CheckoutStarted, Payments } from "./payments";

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: `sk_test_…` or `sk_live_…` (or a restricted `rk_…` key allowed Checkout and refunds). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the webhook endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** STRIPE_API_URL: another address for Stripe's API (a stand-in in tests); Stripe's own unless set. */
  apiUrl?: string;
  clock?: () => Date;
}

/** Stripe refuses a Checkout session that ends sooner than 30 minutes after it is created. */
const SHORTEST_CHECKOUT_MS = 30 * 60_000;
/** Room for the request's time on the way to Stripe, so the shortest checkout is never refused as too short. */
const CHECKOUT_MARGIN_MS = 60_000;

/**
 * Online payment through Stripe, with the official SDK: a Checkout session per order (prices in
 * pence, the order's id and reference attached), refunds, and the signature check of Stripe's
 * webhook messages. What was paid is learnt only from those signed messages.
 */
export class StripePayments implements Payments {
  private readonly stripe: Stripe;
  private readonly clock: () => Date;

  constructor(private readonly settings: StripeSettings) {
    this.clock = settings.clock ?? (() => new Date());
    this.stripe = new Stripe(settings.secretKey, {
      ...apiAddress(settings.apiUrl),
      // The SDK retries with an idempotency key, so a retried request never makes a second session or refund.
      maxNetworkRetries: 2,
      // A buyer waits on the checkout's start: better a clear failure than a long hang.
      timeout: 20_000,
      telemetry: false,
    });
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
    const expiresAt = Math.max(request.expiresAt.getTime(), this.clock().getTime() + SHORTEST_CHECKOUT_MS + CHECKOUT_MARGIN_MS);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        // Tickets are kept only while the checkout lasts: methods that settle days later (Bacs
        // Direct Debit and the like) would leave an order unpaid after its tickets went back on
        // sale. Cards (Apple Pay and Google Pay among them) settle at once.
        allowed_payment_method_types: ["card"],
        line_items: request.lines.map((line) => ({ quantity: line.quantity, price_data: { currency: "gbp", unit_amount: line.unitPence, product_data: { name: line.name } } })),
        customer_email: request.email,
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId, reference: request.reference },
        payment_intent_data: { description: request.reference, metadata: { orderId: request.orderId, reference: request.reference } },
        expires_at: Math.ceil(expiresAt / 1000),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: `checkout-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async refund(paymentIntentId: string, orderId: string): Promise<void> {
    // One refund per order, however often it is asked for (a retried cancellation, two editors at once).
    await this.stripe.refunds.create({ payment_intent: paymentIntentId, metadata: { orderId } }, { idempotencyKey: `refund-${orderId}` });
  }

  /** The event a webhook request carries, once its `Stripe-Signature` proves Stripe sent this very body; throws otherwise. */
  verifiedEvent(body: Buffer, signature: string | undefined): Stripe.Event {
    return this.stripe.webhooks.constructEvent(body, signature ?? "", this.settings.webhookSecret);
  }
}

/** STRIPE_API_URL as the SDK takes it: host, port and protocol (its path stays Stripe's `/v1/…`). */
function apiAddress(apiUrl: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}
