import express, { Router } from "express";
import type { StripeWebhookService } from "./stripe-webhooks.service";

/** Stripe's events are a few kilobytes; a body past this is no event of ours. */
export const WEBHOOK_LIMIT_BYTES = 256 * 1024;

/**
 * `POST /api/stripe/webhook` (mounted at /api/stripe): Stripe's signed messages. Mounted before any JSON parser: the
 * signature covers the exact bytes sent, so the body reaches the check raw. 200 once acted on (or
 * already acted on, or of no concern here); 400 when the signature does not prove it, with no change.
 */
export function stripeWebhookRoutes(webhooks: StripeWebhookService): Router {
  const router = Router();
  router.post("/webhook", express.raw({ type: () => true, limit: WEBHOOK_LIMIT_BYTES }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json({ received: await webhooks.receive(body, req.get("stripe-signature")) });
  });
  return router;
}
