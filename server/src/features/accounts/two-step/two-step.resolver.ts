import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import { Role } from "../../../core/auth";
import type { Context } from "../../../core/context";
import { AccountService } from "../account.service";
import { AuthPayload } from "../account.types";
import { AuthenticatorService } from "./authenticator.service";
import { SecondStepService } from "./second-step.service";
import { AuthenticatorSetUp } from "./two-step.types";

/** Signing in past a password (a second step, a passkey) and turning an authenticator app on and off. */
@Resolver()
export class TwoStepResolver {
  constructor(
    private readonly accounts: AccountService,
    private readonly authenticator: AuthenticatorService,
    private readonly secondSteps: SecondStepService,
  ) {}

  @Mutation(() => AuthPayload, {
    description: "The second step of a password login that answered `needsSecondStep`: its ticket (5 minutes) and a code. Wrong codes count against the account's login limit; a code works once",
  })
  loginSecondStep(
    @Arg("ticket", { description: "The ticket `login` answered" }) ticket: string,
    @Arg("code", { description: "The 6-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx)" }) code: string,
    @Ctx() context: Context,
  ): Promise<AuthPayload> {
    return this.accounts.loginSecondStep({ ticket, code }, context.clientAddress, context.userAgent);
  }

  @Mutation(() => String, {
    description: "Starts a passkey sign-in: the options for the browser's navigator.credentials.get (PublicKeyCredentialRequestOptionsJSON) as JSON text. Its challenge works once, for 5 minutes",
  })
  startPasskeySignIn(@Ctx() context: Context): Promise<string> {
    return this.accounts.passkeySignInOptions(context.clientAddress);
  }

  @Mutation(() => AuthPayload, { description: "Signs in with a passkey, no username or password needed; it counts as two steps" })
  signInWithPasskey(@Arg("response", { description: "The browser's AuthenticationResponseJSON, as JSON text" }) response: string, @Ctx() context: Context): Promise<AuthPayload> {
    return this.accounts.signInWithPasskey({ response }, context.clientAddress, context.userAgent);
  }

  @Authorized()
  @Mutation(() => AuthenticatorSetUp, { description: "Turn on two-step sign-in, first half: a new secret for an authenticator app, in force once `confirmAuthenticator` is given a code from it. FRESH_PROOF_REQUIRED without a recent proof (`confirmItsYou`)" })
  startAuthenticatorSetUp(@Ctx() context: Context): Promise<AuthenticatorSetUp> {
    return this.authenticator.start(context.user);
  }

  @Authorized()
  @Mutation(() => [String], { description: "Turn on two-step sign-in, second half: a code from the app turns it on. Answers 10 single-use recovery codes (xxxxx-xxxxx), shown this once; the owner is emailed. FRESH_PROOF_REQUIRED without a recent proof (`confirmItsYou`)" })
  confirmAuthenticator(@Arg("code", { description: "The 6-digit code the app shows" }) code: string, @Ctx() context: Context): Promise<string[]> {
    return this.authenticator.confirm(context.user, { code });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Turns two-step sign-in with an authenticator app off, given a code from it or a recovery code; the recovery codes stop working and the owner is emailed. FRESH_PROOF_REQUIRED without a recent proof (`confirmItsYou`); wrong codes count against the login limit" })
  turnOffAuthenticator(@Arg("code", { description: "A 6-digit code from the app, or a recovery code" }) code: string, @Ctx() context: Context): Promise<boolean> {
    return this.authenticator.turnOff(context.user, code, context.clientAddress);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean, { description: "Takes away another account's passkeys, authenticator app and recovery codes, for someone who lost them (admins only, with a recent proof: else FRESH_PROOF_REQUIRED): every sign-in of theirs ends (sessions, sockets, API tokens they made), it is written in Activity, and the person is emailed. FORBIDDEN for the admin's own account" })
  resetSecondStep(@Arg("userId", () => ID, { description: "The account" }) userId: string, @Ctx() context: Context): Promise<boolean> {
    return this.secondSteps.reset(context.user, userId);
  }
}

@Resolver(() => AuthPayload)
export class AuthPayloadResolver {
  @FieldResolver(() => Boolean, { description: "True when the password was right and the account's second step is needed: no token yet, use `ticket` with `loginSecondStep`" })
  needsSecondStep(@Root() payload: AuthPayload): boolean {
    return payload.needsSecondStep ?? false;
  }
}
