import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../core/context";
import { AccountSession } from "./session.entity";
import { SessionService } from "./session.service";

/** The devices an account is signed in on (the account page's Devices). */
@Resolver(() => AccountSession)
export class SessionResolver {
  constructor(private readonly service: SessionService) {}

  @Authorized()
  @Query(() => [AccountSession], { description: "The devices your account is signed in on, the most recently used first; this one marked `current`" })
  sessions(@Ctx() context: Context): Promise<AccountSession[]> {
    return this.service.list(context.user);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Signs one of your devices out: its token stops working at once. NOT_FOUND when it is not one of yours or already signed out" })
  signOutSession(@Ctx() context: Context, @Arg("id", () => ID, { description: "The session" }) id: string): Promise<boolean> {
    return this.service.signOut(context.user, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: "Signs out every device but this one; answers how many were signed out" })
  signOutOtherSessions(@Ctx() context: Context): Promise<number> {
    return this.service.signOutOthers(context.user);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Logs out: ends this device's session, so its token stops working" })
  logout(@Ctx() context: Context): Promise<boolean> {
    return this.service.logout(context.user);
  }
}
