import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PerformanceStatus } from "../plays/performance.types";
import { SeatChange } from "./seats/seats.types";

export enum OrderStatus {
  pending = "pending",
  reserved = "reserved",
  paid = "paid",
  cancelled = "cancelled",
  refunded = "refunded",
}

registerEnumType(OrderStatus, {
  name: "OrderStatus",
  description: "Where an order stands",
  valuesConfig: {
    pending: { description: "Waiting for the buyer to pay online (Stripe Checkout); its tickets are kept until the checkout expires" },
    reserved: { description: "Reserved: to be paid at the door" },
    paid: { description: "Paid (or nothing to pay: free and complimentary tickets)" },
    cancelled: { description: "Cancelled: its tickets are free again" },
    refunded: { description: "Cancelled and its online payment refunded (Stripe said so)" },
  },
});

export enum CheckInResult {
  admitted = "admitted",
  already_admitted = "already_admitted",
  cancelled = "cancelled",
  not_valid = "not_valid",
  conflict = "conflict",
}

registerEnumType(CheckInResult, {
  name: "CheckInResult",
  description: "What a scan of a ticket's code found",
  valuesConfig: {
    admitted: { description: "Admitted: the first scan of a valid ticket" },
    already_admitted: { description: "Already admitted (see firstAdmittedAt): do not admit again" },
    cancelled: { description: "The ticket's order was cancelled or refunded" },
    not_valid: { description: "No such ticket, an order not yet paid online, or (when the door's performance is given) a ticket for another performance" },
    conflict: { description: "The door app admitted it while offline, but another device's scan was earlier (see firstAdmittedAt): the first scan wins, so this admission does not count" },
  },
});

@ObjectType({ description: "Tickets held for a buyer while they give their details; they count as gone until it expires" })
export class Hold {
  @Field(() => ID, { description: "The hold's id" })
  id: string;

  @Field({ description: "The secret that places an order on this hold or releases it: keep it, never show it" })
  token: string;

  @Field(() => Date, { description: "When the tickets go back on sale unless an order is placed" })
  expiresAt: Date;

  @Field(() => Int, { description: "How many tickets are held" })
  quantity: number;

  @Field(() => [ID], { description: "The seats held (reserved seating), companion seats added to the choice included; empty otherwise" })
  seatIds: string[];
}

@ObjectType({ description: "How many tickets a performance sold on the site has left" })
export class Availability {
  @Field(() => ID, { description: "The performance" })
  performanceId: string;

  @Field(() => Int, { description: "Tickets neither held nor sold" })
  remaining: number;

  @Field(() => Int, { description: "Tickets in all" })
  capacity: number;

  @Field(() => PerformanceStatus, { description: "The performance's status: few left and sold out follow its tickets; an editor's cancelled or postponed win" })
  status: PerformanceStatus;

  @Field(() => [SeatChange], { description: "Reserved seating, in `availabilityChanged`: the seats whose state changed since the last message, with their states now; empty otherwise" })
  seats: SeatChange[];
}

@ObjectType({ description: "An order placed on a hold" })
export class Order {
  @Field({ description: "A short reference to quote, e.g. 'FSP-7K3Q'" })
  reference: string;

  @Field(() => OrderStatus, { description: "reserved (pay at the door), paid, pending (paying online), cancelled or refunded" })
  status: OrderStatus;

  @Field(() => Int, { description: "What it costs in pence" })
  total: number;

  @Field(() => String, { nullable: true, description: "The buyer's tickets page (an unguessable link, also emailed); null once the order awaits online payment is known only to Stripe" })
  ticketsUrl: string | null;

  @Field(() => String, { nullable: true, description: "Where to pay online (Stripe Checkout) for an order paid online; null otherwise" })
  checkoutUrl: string | null;
}

@ObjectType({ description: "One ticket of a booking as its buyer sees it" })
export class BookedTicket {
  @Field({ description: "Its ticket type's name" })
  type: string;

  @Field(() => Int, { description: "Its price in pence" })
  pricePence: number;

  @Field({ description: "The code its QR code holds (scanned at the door)" })
  code: string;

  @Field(() => String, { nullable: true, description: "Its seat in words, e.g. 'Row C, seat 12' (reserved seating); null for an unreserved ticket" })
  seat: string | null;

  @Field({ description: "Its QR code as an SVG image" })
  qrSvg: string;

  @Field(() => Date, { nullable: true, description: "When it was scanned at the door; null until then" })
  admittedAt: Date | null;
}

@ObjectType({ description: "A booking as its tickets page shows it (reached by the buyer's link)" })
export class Booking {
  @Field({ description: "The order's reference" })
  reference: string;

  @Field(() => OrderStatus, { description: "Where the order stands" })
  status: OrderStatus;

  @Field({ description: "The buyer's name" })
  buyerName: string;

  @Field(() => Int, { description: "What it costs in pence" })
  total: number;

  @Field(() => Int, { description: "What is still to pay at the door, in pence (0 when paid or free)" })
  toPayAtDoor: number;

  @Field(() => ID, { description: "The performance" })
  performanceId: string;

  @Field({ description: "The play's title" })
  playTitle: string;

  @Field({ description: "The play's slug (its page)" })
  playSlug: string;

  @Field(() => Date, { description: "When the performance starts" })
  startsAt: string;

  @Field(() => Date, { description: "When it ends" })
  endsAt: string;

  @Field(() => String, { nullable: true, description: "The venue's id, for its details" })
  venueId: string | null;

  @Field(() => [BookedTicket], { description: "Its tickets" })
  tickets: BookedTicket[];

  @Field({ description: "Whether the buyer may still cancel it here" })
  canCancel: boolean;

  @Field(() => Date, { nullable: true, description: "Until when it may be cancelled here" })
  cancelUntil: Date | null;
}

@ObjectType({ description: "A scanned ticket" })
export class CheckInTicket {
  @Field({ description: "Its ticket type's name" })
  type: string;
}

@ObjectType({ description: "A scanned ticket's order" })
export class CheckInOrder {
  @Field({ description: "The order's reference" })
  reference: string;

  @Field({ description: "The buyer's name (empty once buyers' details are deleted)" })
  buyerName: string;
}

@ObjectType({ description: "The performance a scanned ticket is for" })
export class CheckInPerformance {
  @Field(() => ID, { description: "The performance" })
  id: string;

  @Field({ description: "The play's title" })
  playTitle: string;

  @Field(() => Date, { description: "When it starts" })
  startsAt: string;
}

@ObjectType({ description: "What a scan of a ticket found" })
export class CheckIn {
  @Field(() => CheckInResult, { description: "admitted, already_admitted, cancelled, not_valid, or (for a scan the door app admitted offline) conflict" })
  result: CheckInResult;

  @Field(() => CheckInTicket, { nullable: true, description: "The ticket; null when no ticket has that code" })
  ticket: CheckInTicket | null;

  @Field(() => CheckInOrder, { nullable: true, description: "Its order; null when no ticket has that code" })
  order: CheckInOrder | null;

  @Field(() => CheckInPerformance, { nullable: true, description: "The performance the ticket is for; null when no ticket has that code" })
  performance: CheckInPerformance | null;

  @Field(() => Int, { description: "What its order still has to pay at the door, in pence (0 when paid or free): take it before admitting" })
  toPayPence: number;

  @Field(() => Date, { nullable: true, description: "For already_admitted and conflict: when it was first scanned" })
  firstAdmittedAt: Date | null;
}
