import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { Role } from "../../core/auth";
import type { Context } from "../../core/context";
import { wholeNumber } from "../../core/pagination";
import { LoginInput, RegisterInput } from "./account.inputs";
import { AccountService } from "./account.service";
import { AuthPayload, UserPage } from "./account.types";
import { User } from "./user.entity";

@Resolver(() => User)
export class AccountResolver {
  constructor(private readonly service: AccountService) {}

  @Mutation(() => AuthPayload, { description: "Opens an account (as a member) and signs it in" })
  register(@Arg("input", () => RegisterInput, { description: "The new account" }) input: RegisterInput, @Ctx() context: Context): Promise<AuthPayload> {
    return this.service.register(input, context.clientAddress, context.userAgent);
  }

  @Mutation(() => AuthPayload, { description: "Signs in with an email address or username and a password" })
  login(@Arg("input", () => LoginInput, { description: "The credentials" }) input: LoginInput, @Ctx() context: Context): Promise<AuthPayload> {
    return this.service.login(input, context.clientAddress, context.userAgent);
  }

  @Query(() => User, { nullable: true, description: "The signed-in account; null for anonymous callers and API tokens (they are no one's sign-in)" })
  async me(@Ctx() context: Context): Promise<User | null> {
    return context.user && !context.user.apiTokenId ? this.service.profile(context.user) : null;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Signs the account out on every device, this one included: every login token issued so far stops working (API tokens are kept)" })
  logoutEverywhere(@Ctx() context: Context): Promise<boolean> {
    return this.service.logoutEverywhere(context.user);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Closes the signed-in account at once; its data is purged within 24 hours. FRESH_PROOF_REQUIRED without a recent proof (`confirmItsYou`)" })
  deleteAccount(@Ctx() context: Context): Promise<boolean> {
    return this.service.deleteOwn(context.user);
  }

  @Authorized(Role.admin)
  @Query(() => UserPage, { description: "Every account, oldest first (admins only)" })
  users(
    @Ctx() context: Context,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number,
    @Arg("perPage", () => Int, { defaultValue: 50, description: "Accounts per page, at most 200" }) perPage: number,
  ): Promise<UserPage> {
    return this.service.list(
      context.user,
      wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }),
      wholeNumber(perPage, "perPage", { min: 1, max: 200, fallback: 50 }),
    );
  }

  @Authorized(Role.admin)
  @Mutation(() => User, { description: "Changes an account's role (admins only, with a recent proof: else FRESH_PROOF_REQUIRED); its tokens stop working. The last admin cannot be demoted" })
  setUserRole(
    @Ctx() context: Context,
    @Arg("userId", () => ID, { description: "The account" }) userId: string,
    @Arg("role", () => Role, { description: "The new role" }) role: Role,
  ): Promise<User> {
    return this.service.setRole(context.user, userId, role);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean, { description: "Closes another account (admins only, with a recent proof: else FRESH_PROOF_REQUIRED); its data is purged within 24 hours" })
  deleteUser(@Ctx() context: Context, @Arg("userId", () => ID, { description: "The account" }) userId: string): Promise<boolean> {
    return this.service.deleteUser(context.user, userId);
  }
}
