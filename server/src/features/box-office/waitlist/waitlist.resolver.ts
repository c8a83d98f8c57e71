import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from "type-graphql";
import { EDITORS } from "../../../core/auth";
import type { Context } from "../../../core/context";
import { BoxOfficeSummary } from "../box-office-desk.types";
import type { WaitlistService } from "./waitlist.service";
import { WaitlistLink } from "./waitlist.types";

/** A sold-out performance's waitlist: join (anyone), confirm and leave by the emailed links. */
@Resolver()
export class WaitlistResolver {
  constructor(private readonly waitlist: WaitlistService) {}

  @Mutation(() => String, {
    description:
      "Joins a performance's waitlist (anyone) when it has fewer tickets left than asked for: the address is emailed a link to confirm, and its place counts from then (the answer is the same whether or not it was on the list). Fails with CONFLICT while enough are left, NOT_ON_SALE, BAD_USER_INPUT or RATE_LIMITED",
  })
  joinWaitlist(
    @Ctx() context: Context,
    @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string,
    @Arg("email", { description: "Where the link to confirm, and any offer, are sent" }) email: string,
    @Arg("quantity", () => Int, { description: "How many tickets, 1 to the performance's maxPerOrder: an offer is for exactly this many" }) quantity: number,
  ): Promise<string> {
    return this.waitlist.join({ performanceId, email, quantity }, context.clientAddress);
  }

  @Mutation(() => WaitlistLink, { description: "Confirms a place on a waitlist with the token of its emailed link; tickets left that fit it are offered at once" })
  confirmWaitlistPlace(@Ctx() context: Context, @Arg("token", { description: "The token at the end of the emailed link: /waitlist/confirm/{token}" }) token: string): Promise<WaitlistLink> {
    return this.waitlist.confirm(token, context.clientAddress);
  }

  @Mutation(() => WaitlistLink, { description: "Leaves a waitlist with the token of the link in its emails; tickets offered and held go to the next person" })
  leaveWaitlist(@Ctx() context: Context, @Arg("token", { description: "The token at the end of the emailed link: /waitlist/leave/{token}" }) token: string): Promise<WaitlistLink> {
    return this.waitlist.leave(token, context.clientAddress);
  }
}

/** How many wait on a performance's waitlist, beside its sales (editors). */
@Resolver(() => BoxOfficeSummary)
export class WaitlistSummaryResolver {
  constructor(private readonly service: WaitlistService) {}

  @Authorized(EDITORS)
  @FieldResolver(() => Int, { description: "People on the performance's waitlist who confirmed and have not yet been offered tickets" })
  waitlist(@Root() summary: BoxOfficeSummary, @Ctx() context: Context): Promise<number> {
    return this.service.waiting(context.user, summary.performance.id);
  }
}
