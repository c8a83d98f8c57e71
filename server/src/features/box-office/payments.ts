/** What a payment provider is asked to start for an order paid online. */
export interface CheckoutRequest {
  orderId: string;
  reference: string;
  email: string;
  /** One line per ticket type: name, unit price in pence, how many. */
  lines: { name: string; unitPence: number; quantity: number }[];
  /** Where the buyer lands after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** When the checkout must end (its tickets go back on sale). */
  expiresAt: Date;
}

export interface CheckoutStarted {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/**
 * Online payment (Stripe, when set up). Nothing is paid until the provider's signed message says
 * so: the provider only starts checkouts and refunds; its webhook tells the box office the rest.
 */
export interface Payments {
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** Asks for an order's payment back; `charge.refunded` later says it happened. */
  refund(paymentIntentId: string, orderId: string): Promise<void>;
}
