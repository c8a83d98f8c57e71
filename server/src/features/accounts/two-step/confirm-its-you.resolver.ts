import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../../core/context";
import { ConfirmItsYouService } from "./confirm-its-you.service";

/** Fresh proof: confirming it's you before changing how your account signs in. */
@Resolver()
export class ConfirmItsYouResolver {
  constructor(private readonly service: ConfirmItsYouService) {}

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Confirms it's you with your password, or a code from your authenticator app (or a recovery code): one of them. An account with a second step (a passkey or an authenticator app) cannot use its password alone: BAD_USER_INPUT on `password`; it uses a code or `confirmItsYouWithPasskey`. For the next 5 minutes this sign-in may do what answers FRESH_PROOF_REQUIRED without it (adding or removing a passkey, turning the authenticator app on or off, resetSecondStep, createApiToken, setUserRole, deleteUser, deleteAccount, updateSiteSettings, downloading or restoring a backup, and a two-step account's changePassword). Wrong answers count against the account's login limit; API tokens cannot",
  })
  confirmItsYou(
    @Arg("password", () => String, { nullable: true, description: "Your password" }) password: string | null | undefined,
    @Arg("code", () => String, { nullable: true, description: "A 6-digit code from your authenticator app, or a recovery code (xxxxx-xxxxx)" }) code: string | null | undefined,
    @Ctx() context: Context,
  ): Promise<boolean> {
    return this.service.confirm(context.user, { password, code }, context.clientAddress);
  }

  @Authorized()
  @Mutation(() => String, {
    description: "Starts confirming it's you with a passkey: the options for navigator.credentials.get (PublicKeyCredentialRequestOptionsJSON) as JSON text, allowing only your own passkeys. Its challenge works once, for 5 minutes; RATE_LIMITED past 10 a minute per account",
  })
  startConfirmItsYouWithPasskey(@Ctx() context: Context): Promise<string> {
    return this.service.passkeyOptions(context.user);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Confirms it's you with one of your own passkeys, as `confirmItsYou` does with a password. Failures count against the account's login limit" })
  confirmItsYouWithPasskey(@Arg("response", { description: "The browser's AuthenticationResponseJSON, as JSON text" }) response: string, @Ctx() context: Context): Promise<boolean> {
    return this.service.confirmWithPasskey(context.user, { response }, context.clientAddress);
  }
}
