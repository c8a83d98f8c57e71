import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { DataSource, EntityManager } from "typeorm";
import { requireRole, type AuthUser } from "../../../core/auth";
import { deriveKey } from "../../../core/derived-keys";
import { AppError, conflict } from "../../../core/errors";
import { parseInput } from "../../../core/validation";
import type { FreshProof } from "../../sessions/fresh-proof.service";
import type { LoginThrottle } from "../login-throttle";
import { User } from "../user.entity";
import { isRecoveryCode, newRecoveryCodes, RecoveryCodeDigests } from "./recovery-codes";
import { SecretBox } from "./secret-box";
import type { SecondStepNotices } from "./second-step-notices";
import { AuthenticatorSetUp } from "./two-step.types";
import { AuthenticatorCodeInput } from "./two-step.inputs";

/** Codes from one step (30 s) either side of now are accepted: phones' clocks drift a little. */
const TOLERANCE_SECONDS = 30;

/** The app's secret was sealed under another signing secret (JWT_SECRET changed, or a restore without it). */
const unreadableSecret = () => new AppError(
  "BAD_USER_INPUT",
  "Your authenticator app can no longer be checked here (the site's signing key has changed). Please use one of your recovery codes, or ask an admin to reset your second step.",
  [{ path: "code", message: "code cannot be checked: use a recovery code, or ask an admin to reset your second step" }],
);
const restartSetUp = () => new AppError("BAD_USER_INPUT", "Start again: choose Turn on two-step sign-in first", [{ path: "code", message: "code has no authenticator app to confirm" }]);

const wrongCode = () => new AppError("BAD_USER_INPUT", "That code is not right, or was already used. Please try the new code your app shows.", [{ path: "code", message: "code is not right or was already used" }]);

export interface AuthenticatorSettings {
  siteName: string;
  clock: () => Date;
  /** Wrong codes given while signed in (confirming, turning off) count as failed logins, as at sign-in. */
  throttle?: LoginThrottle;
  /** The site's signing secret (JWT_SECRET): the keys sealing app secrets and digesting recovery codes derive from it. */
  signingSecret: string;
}

/**
 * Authenticator apps (TOTP, RFC 6238, through otplib) and the recovery codes that stand in for
 * them. A code is accepted once: the time step it was made for is kept, and codes of that step
 * or an earlier one are refused afterwards. The apps' secrets are kept sealed (secret-box.ts) and
 * the recovery codes as keyed digests, both under keys from the signing secret, which no backup holds.
 */
export class AuthenticatorService {
  private readonly secrets: SecretBox;
  private readonly recoveryDigests: RecoveryCodeDigests;

  constructor(
    private readonly db: DataSource,
    /** Turning the app on or off needs the session to have proved who holds it lately. */
    private readonly freshProof: FreshProof,
    /** The owner is emailed when the app is turned on or off. */
    private readonly notices: SecondStepNotices,
    private readonly settings: AuthenticatorSettings,
  ) {
    this.secrets = new SecretBox(deriveKey(settings.signingSecret, "authenticator-secrets"));
    this.recoveryDigests = new RecoveryCodeDigests(deriveKey(settings.signingSecret, "recovery-codes"));
  }

  /**
   * Seals the secrets kept in plain text before they were encrypted (run once at start-up). One
   * update per row, only if the row still holds that plain value: instances doing it at once, or
   * someone starting again meanwhile, lose nothing. Answers how many were sealed.
   */
  async sealPlainSecrets(): Promise<number> {
    const plain = (await this.db.query("SELECT user_id, secret FROM authenticator_app WHERE secret NOT LIKE 'v1:%'")) as { user_id: string; secret: string }[];
    let sealed = 0;
    for (const { user_id, secret } of plain) {
      const [, count] = (await this.db.query("UPDATE authenticator_app SET secret = $3 WHERE user_id = $1 AND secret = $2", [user_id, secret, this.secrets.seal(secret)])) as [unknown, number];
      sealed += count;
    }
    return sealed;
  }

  /** Whether the account has an authenticator app turned on. */
  async isOn(userId: string): Promise<boolean> {
    const rows = (await this.db.query("SELECT 1 FROM authenticator_app WHERE user_id = $1 AND confirmed_at IS NOT NULL", [userId])) as unknown[];
    return rows.length > 0;
  }

  /**
   * Turn on two-step sign-in, first half: a new secret for the app (as a QR code and as text),
   * not in force until a code from it is confirmed. Starting again replaces an unconfirmed secret.
   */
  async start(actor: AuthUser | null): Promise<AuthenticatorSetUp> {
    const me = requireRole(actor, []);
    await this.freshProof.require(me);
    if (await this.isOn(me.id)) throw conflict("Two-step sign-in with an authenticator app is already on");
    const user = await this.db.getRepository(User).findOneByOrFail({ id: me.id });
    const secret = generateSecret();
    await this.db.query(
      `INSERT INTO authenticator_app (user_id, secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = now(), last_time_step = NULL WHERE authenticator_app.confirmed_at IS NULL`,
      [me.id, this.secrets.seal(secret)],
    );
    const uri = generateURI({ issuer: this.settings.siteName, label: user.email, secret });
    return { secret, uri, qrCodeSvg: await QRCode.toString(uri, { type: "svg", margin: 2 }) };
  }

  /** Turn on, second half: a code from the app proves it is set up; answers 10 recovery codes, shown this once. */
  async confirm(actor: AuthUser | null, raw: unknown): Promise<string[]> {
    const me = requireRole(actor, []);
    const { code } = await parseInput(AuthenticatorCodeInput, raw);
    await this.freshProof.require(me);
    const turnedOn = { subject: `Two-step sign-in was turned on for your ${this.settings.siteName} account`, what: ["Two-step sign-in with an authenticator app was turned on for your account: after your password, a code from the app is now asked for."] };
    return this.notices.along(this.db, me.id, turnedOn, async (manager) => {
      const [app] = (await manager.query("SELECT secret, confirmed_at FROM authenticator_app WHERE user_id = $1 FOR UPDATE", [me.id])) as { secret: string; confirmed_at: Date | null }[];
      if (!app) throw restartSetUp();
      if (app.confirmed_at) throw conflict("Two-step sign-in with an authenticator app is already on");
      if (!(await this.acceptTotp(manager, me.id, code, false))) throw wrongCode();
      await manager.query("UPDATE authenticator_app SET confirmed_at = now() WHERE user_id = $1", [me.id]);
      return this.replaceRecoveryCodes(manager, me.id);
    });
  }

  /** Turns the authenticator app off, given a code from it (or a recovery code); the recovery codes go too. */
  async turnOff(actor: AuthUser | null, code: string, address?: string): Promise<boolean> {
    const me = requireRole(actor, []);
    await this.freshProof.require(me);
    // Counted like a login's second step: a stolen session cannot guess its way to turning it off.
    await this.settings.throttle?.attempt(me.id, address);
    if (!(await this.check(me.id, code))) throw wrongCode();
    await this.settings.throttle?.succeeded(me.id, address);
    const turnedOff = { subject: `Two-step sign-in was turned off for your ${this.settings.siteName} account`, what: ["Two-step sign-in with an authenticator app was turned off for your account, and its recovery codes no longer work."] };
    await this.notices.along(this.db, me.id, turnedOff, (manager) => this.forget(manager, me.id));
    return true;
  }

  /** Removes the account's authenticator app and recovery codes (turned off, or reset by an admin). */
  async forget(manager: EntityManager, userId: string): Promise<void> {
    await manager.query("DELETE FROM authenticator_app WHERE user_id = $1", [userId]);
    await manager.query("DELETE FROM recovery_code WHERE user_id = $1", [userId]);
  }

  /** Whether the code (from the app, or an unused recovery code) is right; either is used up by it. */
  async check(userId: string, code: string): Promise<boolean> {
    const typed = code.trim();
    if (isRecoveryCode(typed)) {
      // Codes made before keyed digests are stored as plain SHA-256: either form matches, once.
      const [rows] = (await this.db.query(
        "UPDATE recovery_code SET used_at = now() WHERE user_id = $1 AND code_hash = ANY($2) AND used_at IS NULL RETURNING id",
        [userId, this.recoveryDigests.candidates(typed)],
      )) as [unknown[], number];
      return rows.length > 0;
    }
    return this.acceptTotp(this.db.manager, userId, typed, true);
  }

  /**
   * Whether a 6-digit code is right for the account's secret and newer than the last one accepted;
   * when it is, its time step is kept (by a conditional update, so of two uses at once one wins).
   */
  private async acceptTotp(manager: EntityManager, userId: string, code: string, confirmed: boolean): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const [app] = (await manager.query(
      `SELECT secret, last_time_step FROM authenticator_app WHERE user_id = $1 AND (confirmed_at IS NOT NULL) = $2`,
      [userId, confirmed],
    )) as { secret: string; last_time_step: string | null }[];
    if (!app) return false;
    const secret = this.secrets.open(app.secret);
    // Sealed under another signing secret: no code can be checked, and saying "wrong code" would mislead.
    if (secret === undefined) throw confirmed ? unreadableSecret() : restartSetUp();
    const last = app.last_time_step === null ? undefined : Number(app.last_time_step);
    let result;
    try {
      result = await verify({ secret, token: code, epoch: Math.floor(this.settings.clock().getTime() / 1000), epochTolerance: TOLERANCE_SECONDS, afterTimeStep: last });
    } catch {
      // otplib throws when the last code accepted is from after now (the server's clock was moved
      // back): no code can be newer than it yet, so this one is wrong, not a server error.
      return false;
    }
    if (!result.valid || !("timeStep" in result)) return false;
    const [rows] = (await manager.query(
      "UPDATE authenticator_app SET last_time_step = $2 WHERE user_id = $1 AND (last_time_step IS NULL OR last_time_step < $2) RETURNING user_id",
      [userId, result.timeStep],
    )) as [unknown[], number];
    return rows.length === 1;
  }

  /** New recovery codes replace the old ones; only their digests are kept. */
  private async replaceRecoveryCodes(manager: EntityManager, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await manager.query("DELETE FROM recovery_code WHERE user_id = $1", [userId]);
    await manager.query("INSERT INTO recovery_code (user_id, code_hash) SELECT $1, unnest($2::text[])", [userId, codes.map((code) => this.recoveryDigests.of(code))]);
    return codes;
  }
}
