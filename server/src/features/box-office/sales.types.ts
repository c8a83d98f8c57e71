import { Field, Int, ObjectType, registerEnumType } from "type-graphql";

/** How buyers of a performance sold on the site pay. */
export enum PaymentMethod {
  door = "door",
  free = "free",
  online = "online",
}

registerEnumType(PaymentMethod, {
  name: "PaymentMethod",
  description: "How the tickets of a performance sold on the site are paid for",
  valuesConfig: {
    door: { description: "Reserved now, paid at the door" },
    free: { description: "Free tickets: nothing to pay" },
    online: { description: "Paid online through Stripe Checkout (only when Stripe is set up)" },
  },
});

/** A kind of ticket and its price, as a performance's sales store it. */
export interface StoredTicketType {
  name: string;
  pricePence: number;
  note: string | null;
  /** Its price for a restricted-view seat (reserved seating); null: the same. */
  restrictedPricePence?: number | null;
}

/** A performance's selling settings as `play.performances` (jsonb) stores them. */
export interface StoredSales {
  capacity: number;
  ticketTypes: StoredTicketType[];
  /** ISO 8601 instant; null: on sale from publishing. */
  onSaleFrom: string | null;
  /** ISO 8601 instant; null: until the performance starts. */
  onSaleUntil: string | null;
  holdMinutes: number;
  maxPerOrder: number;
  payment: PaymentMethod;
  cancelUntilHours: number;
  /** Buyers choose seats on the venue's seat plan (absent in settings saved before seating). */
  reserved?: boolean;
  /** Unsold companion seats go on sale to everyone this many hours before the start. */
  companionReleaseHours?: number;
}

export const SALES_DEFAULTS = { holdMinutes: 10, maxPerOrder: 8, cancelUntilHours: 24, companionReleaseHours: 48 } as const;

@ObjectType({ description: "A kind of ticket and its price" })
export class TicketType {
  @Field({ description: "Its name, e.g. 'Full', 'Concession', 'Under 18s'; how an order names it" })
  name: string;

  @Field(() => Int, { description: "Its price in pence (0 for a free ticket)" })
  pricePence: number;

  @Field(() => String, { nullable: true, description: "A note for buyers, e.g. 'Students and over 65s'" })
  note: string | null;

  @Field(() => Int, { nullable: true, description: "Its price in pence for a restricted-view seat of a reserved performance; null: the same price" })
  restrictedPricePence: number | null;
}

@ObjectType({ description: "How a performance is sold on the site: its ticket types, prices, payment and on-sale times" })
export class Sales {
  @Field(() => Int, { description: "How many tickets there are in all" })
  capacity: number;

  @Field(() => [TicketType], { description: "The kinds of ticket, in the order buyers see them" })
  ticketTypes: TicketType[];

  @Field(() => Date, { nullable: true, description: "When tickets go on sale; null: already" })
  onSaleFrom: string | null;

  @Field(() => Date, { description: "When sales stop: the time set, else the performance's start" })
  onSaleUntil: string;

  @Field(() => Int, { description: "How many minutes held tickets wait for the buyer's details" })
  holdMinutes: number;

  @Field(() => Int, { description: "The most tickets one order may have" })
  maxPerOrder: number;

  @Field(() => PaymentMethod, { description: "At the door, free, or online" })
  payment: PaymentMethod;

  @Field(() => Int, { description: "Buyers may cancel until this many hours before the performance" })
  cancelUntilHours: number;

  @Field({ description: "Whether buyers choose their seats on the venue's seat plan (`seatPlan`); false: unreserved" })
  reserved: boolean;

  @Field(() => Int, { description: "Reserved seating: companion seats are kept for wheelchair users until this many hours before the performance, then sold to anyone" })
  companionReleaseHours: number;
}
