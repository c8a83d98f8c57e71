import type { GraphQLSchema } from "graphql";
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import { DOOR_STAFF } from "../../../core/auth";
import type { Context } from "../../../core/context";
import { BoxOfficePerformance } from "../box-office-desk.types";
import { CheckIn } from "../box-office.types";
import { DoorScanInput, MAX_SCANS_PER_SYNC } from "./door.inputs";
import type { DoorService } from "./door.service";
import { DoorCount, DoorTickets } from "./door.types";

/**
 * TypeGraphQL calls a subscription's `subscribe` function without a resolver instance: the app
 * hands each schema it builds its door service (app/schema.ts), as it does the presence service.
 */
const services = new WeakMap<GraphQLSchema, DoorService>();

export function serveDoor(schema: GraphQLSchema, service: DoorService): GraphQLSchema {
  services.set(schema, service);
  return schema;
}

/** The door app and check-in at the door (door staff: door volunteers for performances of today and tomorrow, editors and admins for any). */
@Resolver()
export class DoorResolver {
  constructor(private readonly door: DoorService) {}

  @Authorized(DOOR_STAFF)
  @Query(() => [BoxOfficePerformance], { description: "Performances sold on the site that start today or tomorrow (London), soonest first: the door app's list (door staff)" })
  doorPerformances(@Ctx() context: Context): Promise<BoxOfficePerformance[]> {
    return this.door.performances(context.user);
  }

  @Authorized(DOOR_STAFF)
  @Query(() => BoxOfficePerformance, { description: "A performance at the door: its play, when it starts and its status (the door list's heading). NOT_FOUND when not sold here; FORBIDDEN for a door volunteer outside today and tomorrow" })
  doorPerformance(@Ctx() context: Context, @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string): Promise<BoxOfficePerformance> {
    return this.door.performance(context.user, performanceId);
  }

  @Authorized(DOOR_STAFF)
  @Query(() => DoorTickets, { description: "What the door app keeps on the device to admit people offline: the performance's tickets (by their codes' SHA-256), the count and the server's time. NOT_FOUND when not sold here; FORBIDDEN for a door volunteer outside today and tomorrow" })
  doorTickets(@Ctx() context: Context, @Arg("performanceId", () => ID, { description: "The performance" }) performanceId: string): Promise<DoorTickets> {
    return this.door.tickets(context.user, performanceId);
  }

  @Authorized(DOOR_STAFF)
  @Mutation(() => [CheckIn], {
    description: `Sends scans from the door app, one as it is made or up to ${MAX_SCANS_PER_SYNC} queued while offline; answers what each found, in the same order. The first scan wins: of scans sent as they are made, the first to arrive; of scans admitted offline, the earliest by scannedAt, and a later one is answered conflict. BAD_USER_INPUT names any scan that breaks a rule (and nothing is sent); RATE_LIMITED past the account's limit (door staff)`,
  })
  syncDoorScans(
    @Ctx() context: Context,
    @Arg("performanceId", () => ID, { description: "The door's performance: a ticket for another is not_valid" }) performanceId: string,
    @Arg("scans", () => [DoorScanInput], { description: `The scans, oldest first, at most ${MAX_SCANS_PER_SYNC}` }) scans: DoorScanInput[],
  ): Promise<CheckIn[]> {
    return this.door.sync(context.user, performanceId, scans);
  }

  @Authorized(DOOR_STAFF)
  @Mutation(() => CheckIn, { description: "Scans a ticket's code at the door as it is made (door staff; a door volunteer must give their performance): the first scan of a valid ticket is the only admitted. Give the door's performance so a ticket for another is not_valid" })
  checkInTicket(
    @Ctx() context: Context,
    @Arg("code", { description: "The code the ticket's QR code holds" }) code: string,
    @Arg("performanceId", () => ID, { nullable: true, description: "The performance at the door; absent: any performance's ticket is admitted (editors and admins only)" }) performanceId?: string | null,
  ): Promise<CheckIn> {
    return this.door.checkIn(context.user, code, performanceId);
  }

  @Authorized(DOOR_STAFF)
  @Subscription(() => DoorCount, {
    subscribe: ({ args, context, info }) => {
      const service = services.get(info.schema);
      if (!service) throw new Error("This schema was built without the door service");
      return service.watch((context as Context).user, String((args as { performanceId: string }).performanceId));
    },
    description: "Admitted and expected at a performance's door, across every device: the count at once, then each new count (scans, bookings and cancellations) (door staff)",
  })
  doorCountChanged(@Root() count: DoorCount, @Arg("performanceId", () => ID, { description: "The performance" }) _performanceId: string): DoorCount {
    return count;
  }
}
