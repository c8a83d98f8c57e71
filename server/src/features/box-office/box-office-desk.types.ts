import { Field, ID, Int, ObjectType } from "type-graphql";
import { PageOf } from "../../core/pagination";
import { PerformanceStatus } from "../plays/performance.types";
import { OrderStatus } from "./box-office.types";
import { PaymentMethod } from "./sales.types";

@ObjectType({ description: "Whether the box office can take payment online (public: the play editor offers Online only then)" })
export class BoxOfficeSettings {
  @Field({ description: "True when Stripe is set up (STRIPE_SECRET_KEY): performances may be paid online" })
  onlinePayment: boolean;
}

@ObjectType({ description: "A performance sold on the site, as the box office lists it" })
export class BoxOfficePerformance {
  @Field(() => ID, { description: "The performance" })
  id: string;

  @Field({ description: "Its play's title" })
  playTitle: string;

  @Field({ description: "Its play's slug" })
  playSlug: string;

  @Field(() => Date, { description: "When it starts (a postponed one at its new date)" })
  startsAt: string;

  @Field(() => PerformanceStatus, { description: "The status an editor set (cancelled and postponed matter here)" })
  status: PerformanceStatus;

  @Field(() => PaymentMethod, { description: "How its buyers pay" })
  payment: PaymentMethod;

  @Field(() => Int, { description: "Tickets in all" })
  capacity: number;

  @Field(() => Int, { description: "Tickets neither held nor sold" })
  remaining: number;
}

@ObjectType({ description: "One ticket type's tickets sold for a performance" })
export class TicketTypeSales {
  @Field({ description: "The ticket type's name (a type no longer offered still shows what was sold of it)" })
  name: string;

  @Field({ description: "Whether the performance still offers it (complimentary tickets are of a type offered)" })
  offered: boolean;

  @Field(() => Int, { description: "Its price in pence now (0 for a type no longer offered)" })
  pricePence: number;

  @Field(() => Int, { description: "Tickets of this type in live orders (reserved or paid), complimentary ones included" })
  sold: number;

  @Field(() => Int, { description: "Of those, complimentary tickets" })
  complimentary: number;
}

@ObjectType({ description: "A performance's sales at a glance (editors)" })
export class BoxOfficeSummary {
  @Field(() => BoxOfficePerformance, { description: "The performance" })
  performance: BoxOfficePerformance;

  @Field(() => Int, { description: "Tickets in live orders (reserved or paid)" })
  sold: number;

  @Field(() => Int, { description: "Tickets held: buyers giving their details, or paying online (house seats are counted apart)" })
  held: number;

  @Field(() => Int, { description: "House seats kept back from sale (reserved seating); 0 otherwise" })
  houseSeats: number;

  @Field(() => Int, { description: "Tickets neither held nor sold" })
  left: number;

  @Field(() => [TicketTypeSales], { description: "Tickets sold by type, the performance's types first" })
  byType: TicketTypeSales[];

  @Field(() => Int, { description: "Takings in pence: what paid orders paid" })
  takingsPence: number;

  @Field(() => Int, { description: "What reserved orders are to pay at the door, in pence" })
  toCollectPence: number;

  @Field(() => Int, { description: "Live orders (reserved or paid): those Cancel all orders would cancel" })
  liveOrders: number;
}

@ObjectType({ description: "How many tickets of one type an order has" })
export class OrderTicketCount {
  @Field({ description: "The ticket type's name" })
  type: string;

  @Field(() => Int, { description: "How many" })
  count: number;
}

@ObjectType({ description: "An order as the box office sees it (editors): the buyer's details are deleted 60 days after the performance" })
export class BoxOfficeOrder {
  @Field({ description: "The order's reference, e.g. 'FSP-7K3Q'" })
  reference: string;

  @Field(() => OrderStatus, { description: "pending, reserved, paid, cancelled or refunded" })
  status: OrderStatus;

  @Field({ description: "How it is paid: door, free, online or complimentary" })
  payment: string;

  @Field({ description: "The buyer's name (empty once deleted)" })
  buyerName: string;

  @Field(() => String, { nullable: true, description: "The buyer's email; null for complimentary tickets given without one, or once deleted" })
  buyerEmail: string | null;

  @Field(() => String, { nullable: true, description: "What the buyer said front of house should know for access" })
  accessNote: string | null;

  @Field(() => [OrderTicketCount], { description: "Its tickets, counted by type" })
  tickets: OrderTicketCount[];

  @Field(() => Int, { description: "What it costs in pence" })
  totalPence: number;

  @Field(() => Int, { description: "What is still to pay at the door in pence (reserved orders only)" })
  toPayPence: number;

  @Field(() => Date, { description: "When it was placed" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When it was paid (or marked paid at the door)" })
  paidAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When it was cancelled" })
  cancelledAt: Date | null;
}

@ObjectType({ description: "A page of a performance's orders, newest first" })
export class BoxOfficeOrderPage extends PageOf(BoxOfficeOrder) {}
