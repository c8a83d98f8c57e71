import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../core/context";
import type { AnnouncedAvailability } from "./box-office.events";
import { BuyerInput, TicketChoiceInput } from "./box-office.inputs";
import { Availability, Booking, Hold, Order } from "./box-office.types";
import { HeldSeat, PerformanceSeatPlan } from "./seats/seats.types";
import type { HoldService } from "./holds.service";
import type { OrderService } from "./orders.service";
import { Play } from "../plays/play.entity";
import type { PlayService } from "../plays/play.service";

/** Buying tickets (anyone, no account), the buyer's tickets page and live availability (check-in at the door: door.resolver.ts). */
@Resolver(() => Hold)
export class BoxOfficeResolver {
  constructor(
    private readonly holds: HoldService,
    private readonly orders: OrderService,
    private readonly plays: PlayService,
  ) {}

  @Query(() => Play, { description: "The published play a performance sold on the site belongs to, with its performances (the booking page); NOT_FOUND when there is none" })
  async playOfPerformance(@Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string): Promise<Play> {
    return this.plays.bySlug(await this.holds.playSlugOf(performanceId));
  }

  @Query(() => Availability, { description: "How many tickets a performance sold on the site has left; NOT_FOUND when it is not sold here" })
  availability(@Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string): Promise<Availability> {
    return this.holds.availability(performanceId);
  }

  @Query(() => Hold, { nullable: true, description: "A live hold, by its id and token (the booking page's countdown); null once it has ended" })
  hold(@Arg("id", () => ID, { description: "The hold's id" }) id: string, @Arg("token", { description: "The hold's token" }) token: string): Promise<Hold | null> {
    return this.holds.find(id, token);
  }

  @Query(() => Booking, { nullable: true, description: "A booking by the secret of its tickets link (the buyer's tickets page); null when the link opens none" })
  booking(@Arg("token", { description: "The token of the tickets link" }) token: string): Promise<Booking | null> {
    return this.orders.booking(token);
  }

  @Mutation(() => Hold, {
    description:
      "Holds tickets of a performance sold on the site while the buyer gives their details (anyone): a quantity, or for reserved seating the seats chosen, with the companion seat of each wheelchair space chosen without one (unless withoutCompanion); the Hold's seatIds and quantity are what is held. Fails with SOLD_OUT (fewer left than asked; the message says how many), SEAT_TAKEN (extensions.seats: the ids of the seats that went), NOT_ON_SALE, BAD_USER_INPUT or RATE_LIMITED",
  })
  holdTickets(
    @Ctx() context: Context,
    @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string,
    @Arg("quantity", () => Int, { nullable: true, description: "How many tickets, 1 to the performance's maxPerOrder (unreserved performances; with seatIds it must be their number)" }) quantity?: number | null,
    @Arg("seatIds", () => [ID], { nullable: true, description: "The seats chosen on the plan (reserved performances: required), 1 to maxPerOrder of them, companion seats added included" }) seatIds?: string[] | null,
    @Arg("withoutCompanion", () => Boolean, { nullable: true, description: "True when a wheelchair space is chosen and no companion seat is needed (otherwise its companion seat is held with it, chosen or not)" }) withoutCompanion?: boolean | null,
  ): Promise<Hold> {
    return this.holds.hold(performanceId, { quantity, seatIds, withoutCompanion }, context.clientAddress);
  }

  @Query(() => PerformanceSeatPlan, {
    nullable: true,
    description: "A reserved performance's seat plan with each seat's state (the booking page); null for an unreserved one; NOT_FOUND when it is not sold here. Each ask (each alias too) counts against the caller's address (SEAT_PLANS_PER_MINUTE; RATE_LIMITED past it)",
  })
  async seatPlan(@Ctx() context: Context, @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string): Promise<PerformanceSeatPlan | null> {
    return this.holds.seatPlan(performanceId, context.clientAddress);
  }

  @FieldResolver(() => [HeldSeat], { description: "The seats held, in plan order: the order the ticket types of placeOrder are given them (each type in turn), so a restricted-view seat's price goes to the ticket that gets it; empty for unreserved tickets" })
  seats(@Root() hold: Hold): Promise<HeldSeat[]> {
    return this.holds.seatsOf(hold.id);
  }

  @Mutation(() => Boolean, { description: "Gives a hold's tickets back at once; false when the hold had already ended" })
  releaseHold(@Arg("id", () => ID, { description: "The hold's id" }) id: string, @Arg("token", { description: "The hold's token" }) token: string): Promise<boolean> {
    return this.holds.release(id, token);
  }

  @Mutation(() => Order, {
    description:
      "Places an order on a live hold: the ticket counts must add up to the hold. Paid at the door it is reserved, free it is paid, online it is pending with a checkoutUrl until Stripe says it is paid. The tickets are emailed. Fails with HOLD_EXPIRED when the hold has ended",
  })
  placeOrder(
    @Ctx() context: Context,
    @Arg("holdId", () => ID, { description: "The hold's id" }) holdId: string,
    @Arg("holdToken", { description: "The hold's token" }) holdToken: string,
    @Arg("buyer", () => BuyerInput, { description: "Who is buying" }) buyer: BuyerInput,
    @Arg("tickets", () => [TicketChoiceInput], { description: "How many of each ticket type" }) tickets: TicketChoiceInput[],
  ): Promise<Order> {
    return this.orders.place(holdId, holdToken, buyer, tickets, context.clientAddress);
  }

  @Mutation(() => Booking, { description: "Cancels a booking through its tickets link, until the performance's cut-off; its tickets go back on sale" })
  cancelBooking(@Arg("token", { description: "The token of the tickets link" }) token: string): Promise<Booking> {
    return this.orders.cancelBooking(token);
  }

  @Subscription(() => Availability, {
    topics: "AVAILABILITY_CHANGED",
    filter: ({ payload, args }: { payload: Availability; args: { performanceId: string } }) => payload.performanceId === String(args.performanceId).toLowerCase(),
    description: "Each change of a performance's tickets left: holds, expiries, releases, orders and cancellations",
  })
  // The root is typed as the announcement (no class), so TypeGraphQL hands every watcher the one
  // published object rather than a copy each: `current` reads once per announcement, not per watcher.
  availabilityChanged(@Root() availability: AnnouncedAvailability, @Arg("performanceId", () => ID, { description: "The performance" }) _performanceId: string): Promise<Availability> {
    return this.holds.current(availability);
  }
}
