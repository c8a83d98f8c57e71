import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { DOOR_STAFF, EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { wholeNumber } from "../../core/pagination";
import { BoxOfficeOrder, BoxOfficeOrderPage, BoxOfficePerformance, BoxOfficeSettings, BoxOfficeSummary } from "./box-office-desk.types";
import type { BoxOfficeDeskService } from "./box-office-desk.service";
import { PerformanceSeatPlan } from "./seats/seats.types";
import { ComplimentaryInput } from "./box-office.inputs";

/** The box office desk (editors and admins): performances sold, their orders, cancellations, door payments, complimentary tickets. */
@Resolver()
export class BoxOfficeDeskResolver {
  constructor(private readonly desk: BoxOfficeDeskService) {}

  // Public: whether Online payment can be offered is no secret (a performance's payment shows it).
  @Query(() => BoxOfficeSettings, { description: "What the box office can do here: whether online payment is set up (anyone)" })
  boxOfficeSettings(): BoxOfficeSettings {
    return Object.assign(new BoxOfficeSettings(), { onlinePayment: this.desk.onlinePayment });
  }

  @Authorized(EDITORS)
  @Query(() => [BoxOfficePerformance], { description: "Performances sold on the site: those not yet over, soonest first, then past ones, latest first; at most 200 (editors)" })
  boxOfficePerformances(@Ctx() context: Context): Promise<BoxOfficePerformance[]> {
    return this.desk.performances(context.user);
  }

  @Authorized(EDITORS)
  @Query(() => BoxOfficeSummary, { description: "A performance's sales: sold, held and left, sold by ticket type, takings and what the door is to collect; NOT_FOUND when not sold here (editors)" })
  boxOffice(@Ctx() context: Context, @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string): Promise<BoxOfficeSummary> {
    return this.desk.summary(context.user, performanceId);
  }

  @Authorized(EDITORS)
  @Query(() => BoxOfficeOrderPage, { description: "A performance's orders, newest first, 25 a page (editors)" })
  boxOfficeOrders(
    @Ctx() context: Context,
    @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string,
    @Arg("search", { defaultValue: "", description: "Only orders whose buyer's name or email, or whose reference, contain this (any case); empty: all" }) search: string,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number,
  ): Promise<BoxOfficeOrderPage> {
    return this.desk.orderPage(context.user, performanceId, search.slice(0, 200), wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }));
  }

  @Authorized(DOOR_STAFF)
  @Query(() => [BoxOfficeOrder], { description: "The door list: a performance's live orders (reserved or paid) by surname (door staff: a door volunteer for performances of today and tomorrow only, FORBIDDEN otherwise)" })
  boxOfficeDoorList(@Ctx() context: Context, @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string): Promise<BoxOfficeOrder[]> {
    return this.desk.doorList(context.user, performanceId);
  }

  @Authorized(EDITORS)
  @Mutation(() => BoxOfficeOrder, { description: "Cancels a reserved or paid order: its tickets go back on sale, its buyer is emailed, and an online payment is refunded (refunded once Stripe says so). CONFLICT when it is already cancelled, or still being paid online (editors)" })
  cancelOrder(@Ctx() context: Context, @Arg("reference", { description: "The order's reference, e.g. 'FSP-7K3Q'" }) reference: string): Promise<BoxOfficeOrder> {
    return this.desk.cancelOrder(context.user, reference);
  }

  @Authorized(EDITORS)
  @Mutation(() => BoxOfficeOrder, { description: "Says a door payment was taken: a reserved order becomes paid. CONFLICT for an order that is not reserved (editors)" })
  markOrderPaid(@Ctx() context: Context, @Arg("reference", { description: "The order's reference" }) reference: string): Promise<BoxOfficeOrder> {
    return this.desk.markPaid(context.user, reference);
  }

  @Authorized(EDITORS)
  @Mutation(() => BoxOfficeOrder, { description: "Gives complimentary tickets, taken from what is left (SOLD_OUT when too few are); emailed when an address is given (editors)" })
  addComplimentaryTickets(
    @Ctx() context: Context,
    @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string,
    @Arg("input", () => ComplimentaryInput, { description: "Who they are for, the ticket type and how many" }) input: ComplimentaryInput,
  ): Promise<BoxOfficeOrder> {
    return this.desk.addComplimentary(context.user, performanceId, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => PerformanceSeatPlan, { description: "Keeps free seats of a reserved performance back from sale as house seats (blocked), or releases house seats to sale; all or none: CONFLICT names seats that are not free (or not house seats). Answers the plan (editors)" })
  setHouseSeats(
    @Ctx() context: Context,
    @Arg("performanceId", () => ID, { description: "The reserved performance" }) performanceId: string,
    @Arg("seatIds", () => [ID], { description: "The seats" }) seatIds: string[],
    @Arg("blocked", { description: "True: keep them as house seats; false: release them" }) blocked: boolean,
  ): Promise<PerformanceSeatPlan> {
    return this.desk.setHouseSeats(context.user, performanceId, seatIds, blocked);
  }

  @Authorized(EDITORS)
  @Mutation(() => Int, { description: "For a cancelled performance: cancels every live order, emails each buyer and refunds online payments; answers how many orders. CONFLICT unless the performance is cancelled (editors)" })
  cancelPerformanceOrders(@Ctx() context: Context, @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string): Promise<number> {
    return this.desk.cancelPerformanceOrders(context.user, performanceId);
  }
}
