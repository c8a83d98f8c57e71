import type Stripe from "stripe";
import type { DataSource } from "typeorm";
import { badInput } from "../../core/errors";
import type { OrderService } from "./orders.service";

/** What became of a webhook message. */
export type WebhookOutcome = "handled" | "replayed" | "ignored";

/** Proves a webhook request's body came from Stripe (StripePayments does, with the SDK). */
export interface StripeEventSource {
  verifiedEvent(body: Buffer, signature: string | undefined): Stripe.Event;
}

/**
 * Stripe's webhook messages, the only way an order paid online becomes `paid`, goes back on sale
 * unpaid, or shows `refunded`. Each message is checked against its signature first (a forged or
 * altered one changes nothing) and acted on once, however often Stripe sends it.
 */
export class StripeWebhookService {
  constructor(
    private readonly db: DataSource,
    private readonly source: StripeEventSource,
    private readonly orders: OrderService,
  ) {}

  /** Acts on a webhook request's raw body; BAD_USER_INPUT (400) when its signature does not prove it came from Stripe. */
  async receive(body: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    let event: Stripe.Event;
    try {
      event = this.source.verifiedEvent(body, signature);
    } catch {
      throw badInput("stripe-signature", "the Stripe-Signature header does not prove that Stripe sent this body");
    }
    if (!HANDLED.has(event.type)) return "ignored";
    // An event recorded is skipped. The record is written after its effect, so an event whose
    // effect failed or was cut short (a crash) is acted on when Stripe sends it again. Two
    // deliveries crossing may both act, but each effect moves an order only from the state it
    // expects (pending to paid, live to cancelled) in one statement, so only one changes anything.
    // No connection is held across the effect: Stripe sends many at once in an on-sale rush.
    const [seen] = (await this.db.query(`SELECT 1 FROM stripe_event WHERE id = $1`, [event.id])) as unknown[];
    if (seen) return "replayed";
    await this.apply(event);
    await this.db.query(`INSERT INTO stripe_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [event.id, event.type]);
    return "handled";
  }

  private async apply(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        // A session completes "unpaid" for methods that settle later (only card is offered): only "paid" pays, or an event without the flag.
        if ((session.payment_status ?? "paid") === "paid") await this.orders.checkoutCompleted(session.id, idOf(session.payment_intent), session.success_url);
        return;
      }
      case "checkout.session.expired":
        return this.orders.checkoutExpired(event.data.object.id);
      case "charge.refunded": {
        const charge = event.data.object;
        // A partial refund (made in Stripe's dashboard, refunded false) leaves the tickets valid: only a full one ends the order.
        const paymentIntent = idOf(charge.payment_intent);
        if (charge.refunded !== false && paymentIntent) await this.orders.refunded(paymentIntent);
        return;
      }
    }
  }
}

const HANDLED = new Set<string>(["checkout.session.completed", "checkout.session.expired", "charge.refunded"]);

/** An id Stripe sends either alone or as the expanded object. */
function idOf(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}
