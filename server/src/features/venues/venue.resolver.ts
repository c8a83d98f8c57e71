import { SeatKind } from "@theatre/common/seat-plan";
import { notFound } from "../../core/errors";
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { Venue } from "./venue.entity";
import { VenueDetailsInput } from "./venue.inputs";
import { VenueService } from "./venue.service";
import { planSeats } from "./seat-plan";
import { SeatPlan } from "./seat-plan.types";

@Resolver(() => Venue)
export class VenueResolver {
  constructor(private readonly service: VenueService) {}

  @Query(() => [Venue], { description: "Every venue, by name" })
  venues(): Promise<Venue[]> {
    return this.service.list();
  }

  @Query(() => Venue, { description: "One venue by its slug; NOT_FOUND when there is none (as a play by its slug)" })
  async venue(@Arg("slug", { description: "The venue's slug" }) slug: string): Promise<Venue> {
    const venue = await this.service.bySlug(slug);
    if (!venue) throw notFound(`No venue at "${slug}"`);
    return venue;
  }

  @Authorized(EDITORS)
  @Mutation(() => Venue, { description: "Adds a venue (editors only)" })
  createVenue(@Ctx() context: Context, @Arg("input", () => VenueDetailsInput, { description: "The venue's details" }) input: VenueDetailsInput): Promise<Venue> {
    return this.service.create(context.user, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => Venue, { description: "Saves a venue's details; every play and performance there shows them (editors only)" })
  updateVenue(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The venue" }) id: string,
    @Arg("input", () => VenueDetailsInput, { description: "The venue's details" }) input: VenueDetailsInput,
  ): Promise<Venue> {
    return this.service.update(context.user, id, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => ID, { description: "Deletes a venue no play or performance uses (CONFLICT naming the plays otherwise); answers its id (editors only)" })
  async deleteVenue(@Ctx() context: Context, @Arg("id", () => ID, { description: "The venue" }) id: string): Promise<string> {
    return (await this.service.remove(context.user, id)).id;
  }

  @FieldResolver(() => SeatPlan, { nullable: true, description: "The venue's seat plan (sections, rows, seats); null when it has none. Each plan read counts against the caller's address (SEAT_PLANS_PER_MINUTE; RATE_LIMITED past it)" })
  seatPlan(@Root() venue: Venue, @Ctx() context: Context): Promise<Venue["seatPlan"]> {
    return this.service.seatPlanOf(venue, context.clientAddress);
  }

  @FieldResolver(() => Int, { description: "How many seats the venue's seat plan has (gaps are not seats; wheelchair spaces are); 0 without a plan" })
  seats(@Root() venue: Venue): number {
    return planSeats(venue.seatPlan).length;
  }

  @FieldResolver(() => Int, { description: "How many wheelchair spaces the venue's seat plan has; 0 without a plan" })
  wheelchairSpaceCount(@Root() venue: Venue): number {
    return planSeats(venue.seatPlan).filter((seat) => seat.kind === SeatKind.wheelchair).length;
  }
}
