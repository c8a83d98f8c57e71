import DataLoader from "dataloader";
import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { ADMINS, requireRole } from "../../../core/auth";
import type { Context } from "../../../core/context";
import { forbidden } from "../../../core/errors";
import { User } from "../user.entity";
import { AuthenticatorService } from "./authenticator.service";
import { SecondStepService } from "./second-step.service";

/** A request's batch of "has a second step" look-ups: the Accounts screen's list costs one query. */
const loaders = new WeakMap<Context, DataLoader<string, boolean>>();

/** An account's second sign-in step, as its owner and admins see it. */
@Resolver(() => User)
export class SecondStepFieldsResolver {
  constructor(
    private readonly secondSteps: SecondStepService,
    private readonly authenticator: AuthenticatorService,
  ) {}

  /** Its owner, or an admin: nobody else learns how an account signs in. */
  private ownerOrAdmin(context: Context, user: User): void {
    const caller = requireRole(context.user, []);
    if (caller.id !== user.id && !ADMINS.includes(caller.role)) throw forbidden();
  }

  @FieldResolver(() => Boolean, { description: "Whether the account has a second sign-in step: a passkey or an authenticator app (its owner and admins)" })
  hasSecondStep(@Root() user: User, @Ctx() context: Context): Promise<boolean> {
    this.ownerOrAdmin(context, user);
    let loader = loaders.get(context);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly string[]) => {
        const found = await this.secondSteps.withSecondStep(ids);
        return ids.map((id) => found.has(id));
      });
      loaders.set(context, loader);
    }
    return loader.load(user.id);
  }

  @FieldResolver(() => Boolean, { description: "Whether two-step sign-in with an authenticator app is on (its owner and admins)" })
  authenticatorAppOn(@Root() user: User, @Ctx() context: Context): Promise<boolean> {
    this.ownerOrAdmin(context, user);
    return this.authenticator.isOn(user.id);
  }

  @FieldResolver(() => Boolean, {
    description: "True for an editor or admin without a second step while the Site settings require one: until they add a passkey or turn on two-step sign-in, they reach only their own account (its owner and admins)",
  })
  mustSetUpSecondStep(@Root() user: User, @Ctx() context: Context): Promise<boolean> {
    this.ownerOrAdmin(context, user);
    return this.secondSteps.mustSetUp(user);
  }
}
