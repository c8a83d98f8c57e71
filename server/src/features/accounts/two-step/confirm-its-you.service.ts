import type { DataSource } from "typeorm";
import { requireRole, type AuthUser } from "../../../core/auth";
import { AppError, badInput } from "../../../core/errors";
import { parseInput } from "../../../core/validation";
import type { FreshProof } from "../../sessions/fresh-proof.service";
import type { LoginThrottle } from "../login-throttle";
import { checkOwnPassword } from "../own-password";
import type { AuthenticatorService } from "./authenticator.service";
import type { PasskeyService } from "./passkeys.service";
import type { SecondStepService } from "./second-step.service";
import { ConfirmItsYouInput } from "./two-step.inputs";

export const TWO_STEP_ACCOUNT = "Your account has two-step sign-in: confirm with a code from your app or your passkey.";

/**
 * "Confirm it's you": a signed-in person proves again who they are, so their session may change
 * how the account signs in for the next 5 minutes (fresh-proof.service.ts). Their password, a code from
 * their authenticator app (or a recovery code), or one of their own passkeys; an account with a second
 * step must use it (its password alone would not sign it in either). Wrong answers count
 * against the account's login limit, as at sign-in: a stolen session cannot guess without limit.
 * API tokens never can (requireRole refuses them a person's own business).
 */
export class ConfirmItsYouService {
  constructor(
    private readonly db: DataSource,
    private readonly throttle: LoginThrottle,
    private readonly freshProof: FreshProof,
    private readonly authenticator: AuthenticatorService,
    private readonly passkeys: PasskeyService,
    private readonly secondSteps: SecondStepService,
  ) {}

  /** Confirms with the password (accounts without a second step) or an authenticator (or recovery) code. */
  async confirm(actor: AuthUser | null, raw: unknown, address?: string): Promise<boolean> {
    const me = requireRole(actor, []);
    const { password, code } = await parseInput(ConfirmItsYouInput, raw);
    if (!password === !code) throw badInput(password ? "code" : "password", "give your password or a code from your authenticator app, one of them");
    // Refused before the password is checked: no guess is made, so none is counted.
    if (password && (await this.secondSteps.has(me.id))) throw new AppError("BAD_USER_INPUT", TWO_STEP_ACCOUNT, [{ path: "password", message: "password alone is not enough: the account has two-step sign-in" }]);
    if (password) await checkOwnPassword(this.db, this.throttle, me.id, password, "password", address);
    else {
      await this.throttle.attempt(me.id, address);
      if (!(await this.authenticator.check(me.id, code!))) {
        throw new AppError("BAD_USER_INPUT", "That code is not right, or was already used", [{ path: "code", message: "code is not right or was already used" }]);
      }
      await this.throttle.succeeded(me.id, address);
    }
    await this.freshProof.record(me);
    return true;
  }

  /** The options for the browser to confirm with one of the person's own passkeys (JSON text; its challenge works once, for 5 minutes); RATE_LIMITED past 10 a minute per account. */
  async passkeyOptions(actor: AuthUser | null): Promise<string> {
    const me = requireRole(actor, []);
    return this.passkeys.confirmOptions(me.id);
  }

  /** Confirms with one of the person's own passkeys, answering a challenge from `passkeyOptions`. */
  async confirmWithPasskey(actor: AuthUser | null, raw: unknown, address?: string): Promise<boolean> {
    const me = requireRole(actor, []);
    await this.passkeys.confirmOwner(me.id, raw, address);
    await this.freshProof.record(me);
    return true;
  }
}
