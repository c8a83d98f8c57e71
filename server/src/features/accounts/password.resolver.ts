import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from "type-graphql";
import { Role } from "../../core/auth";
import type { Context } from "../../core/context";
import { ChangePasswordInput, PasswordResetRequestInput, ResetPasswordInput } from "./account.inputs";
import { AccountService } from "./account.service";
import { AuthPayload } from "./account.types";
import { PasswordResetService } from "./password-reset.service";

/** Passwords people look after themselves: forgotten (a link by email) and changed. */
@Resolver()
export class PasswordResolver {
  constructor(
    private readonly accounts: AccountService,
    private readonly resets: PasswordResetService,
  ) {}

  @Mutation(() => String, {
    description: "Emails a link that sets a new password (it works once, for an hour) to the account with that address, if any. Answers what to tell the person: the same whether or not the address has an account",
  })
  requestPasswordReset(@Arg("input", () => PasswordResetRequestInput, { description: "Whose password" }) input: PasswordResetRequestInput, @Ctx() context: Context): Promise<string> {
    return this.resets.request(input, context.clientAddress);
  }

  @Mutation(() => String, {
    description: "Sets a new password through a reset link and ends every session of the account; answers what to tell the person. A link that is unknown, expired or used is BAD_USER_INPUT on `token`",
  })
  resetPassword(@Arg("input", () => ResetPasswordInput, { description: "The link's token and the new password" }) input: ResetPasswordInput): Promise<string> {
    return this.resets.reset(input);
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    description: "Changes the signed-in account's password, given the current one (a wrong one is BAD_USER_INPUT on `currentPassword`). An account with a second step needs fresh proof first: FRESH_PROOF_REQUIRED without it (`confirmItsYou`). Every other session ends; the answer holds this session's new token",
  })
  changePassword(@Arg("input", () => ChangePasswordInput, { description: "The current and the new password" }) input: ChangePasswordInput, @Ctx() context: Context): Promise<AuthPayload> {
    return this.accounts.changePassword(context.user, input, context.clientAddress, context.userAgent);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean, { description: "Emails an account a link that sets a new password, as a forgotten password does (admins only)" })
  sendPasswordReset(@Ctx() context: Context, @Arg("userId", () => ID, { description: "The account" }) userId: string): Promise<boolean> {
    return this.resets.sendLink(context.user, userId);
  }
}
