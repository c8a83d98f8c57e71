import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type Redis from "ioredis";
import type { DataSource } from "typeorm";
import { requireRole, type AuthUser } from "../../../core/auth";
import { AppError, notFound } from "../../../core/errors";
import { addressKey, RateLimit } from "../../../core/rate-limit";
import { isUuid, parseInput } from "../../../core/validation";
import type { FreshProof } from "../../sessions/fresh-proof.service";
import type { LoginThrottle } from "../login-throttle";
import { User } from "../user.entity";
import { Passkey } from "./passkey.entity";
import type { SecondStepNotices } from "./second-step-notices";
import { PasskeyInput, PasskeySignInInput } from "./two-step.inputs";
import { CHALLENGE_SECONDS, WebAuthnChallenges } from "./webauthn-challenges";

export interface PasskeySettings {
  /** PUBLIC_URL: its origin is the only one accepted, its host the relying party's id. */
  publicUrl: string;
  siteName: string;
  redis?: Redis;
}

/** Passkey sign-ins one client address may start a minute: each leaves a challenge row for 5 minutes. */
const SIGN_INS_PER_MINUTE = 30;
/** "Confirm it's you" passkey starts one account may make a minute: each leaves a challenge row for 5 minutes too. */
export const CONFIRMS_PER_MINUTE = 10;

const UNIQUE_VIOLATION = "23505";
const alreadyAdded = () => new AppError("CONFLICT", "That passkey is already on an account", [{ path: "response", message: "response is a passkey already added" }]);

const notVerified = (field: string, reason: string) =>
  new AppError("BAD_USER_INPUT", "The passkey could not be checked. Please try again.", [{ path: field, message: `${field} was refused: ${reason}` }]);

/** What the library says went wrong, without its internals' noise. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : "not a valid answer");

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: added on the account page, signing in
 * without a username (discoverable credentials). User verification is required both ways, so a
 * passkey sign-in counts as two steps; sign counts are checked and kept as the library advises.
 */
export class PasskeyService {
  private readonly challenges: WebAuthnChallenges;
  private readonly rpID: string;
  private readonly origin: string;
  private readonly signIns: RateLimit;
  private readonly confirms: RateLimit;

  constructor(
    private readonly db: DataSource,
    private readonly throttle: LoginThrottle,
    /** Adding or removing a passkey needs the session to have proved who holds it lately. */
    private readonly freshProof: FreshProof,
    /** The owner is emailed about each passkey added or removed. */
    private readonly notices: SecondStepNotices,
    private readonly settings: PasskeySettings,
  ) {
    this.challenges = new WebAuthnChallenges(db);
    const url = new URL(settings.publicUrl);
    this.rpID = url.hostname;
    this.origin = url.origin;
    this.signIns = new RateLimit("Too many passkey sign-ins from your connection", SIGN_INS_PER_MINUTE, 60, settings.redis);
    this.confirms = new RateLimit("Too many passkey confirmations started for your account", CONFIRMS_PER_MINUTE, 60, settings.redis);
  }

  private passkeys() {
    return this.db.getRepository(Passkey);
  }

  /** The signed-in account's passkeys, newest first. */
  async list(actor: AuthUser | null): Promise<Passkey[]> {
    const me = requireRole(actor, []);
    return this.passkeys().find({ where: { userId: me.id }, order: { createdAt: "DESC" } });
  }

  /** The options for the browser's navigator.credentials.create, as JSON text; its challenge is kept for 5 minutes. */
  async registrationOptions(actor: AuthUser | null): Promise<string> {
    const me = requireRole(actor, []);
    await this.freshProof.require(me);
    const user = await this.db.getRepository(User).findOneByOrFail({ id: me.id });
    const existing = await this.passkeys().find({ where: { userId: me.id }, select: { credentialId: true, transports: true } });
    const options = await generateRegistrationOptions({
      rpName: this.settings.siteName,
      rpID: this.rpID,
      userName: user.email,
      userDisplayName: user.name,
      // The user handle the passkey keeps: the account's id, which says nothing about its owner.
      userID: new TextEncoder().encode(user.id),
      attestationType: "none",
      timeout: CHALLENGE_SECONDS * 1000,
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    await this.challenges.issue(options.challenge, "register", me.id);
    return JSON.stringify(options);
  }

  /** Adds the passkey the browser made for the challenge this account was given. */
  async add(actor: AuthUser | null, raw: unknown): Promise<Passkey> {
    const me = requireRole(actor, []);
    const input = await parseInput(PasskeyInput, raw);
    // Before the challenge is taken: once confirmed, the same answer can be sent again.
    await this.freshProof.require(me);
    const response = JSON.parse(input.response) as RegistrationResponseJSON;
    const challenge = await this.challenges.take(response?.response?.clientDataJSON, "register", me.id, "response");
    let verified;
    try {
      verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: this.origin, expectedRPID: this.rpID, requireUserVerification: true });
    } catch (error) {
      throw notVerified("response", reasonOf(error));
    }
    if (!verified.verified) throw notVerified("response", "the passkey's answer did not verify");
    const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
    if (await this.passkeys().existsBy({ credentialId: credential.id })) throw alreadyAdded();
    try {
      return await this.notices.along(this.db, me.id, { subject: `A passkey was added to your ${this.settings.siteName} account`, what: [`A passkey named "${input.name}" was added to your account: it can now sign you in without your password.`] }, (manager) => {
        const passkeys = manager.getRepository(Passkey);
        return passkeys.save(passkeys.create({
          userId: me.id,
          name: input.name,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          signCount: credential.counter,
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          lastUsedAt: null,
        }));
      });
    } catch (error) {
      // The same passkey added twice at once: the unique index lets one in.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw alreadyAdded();
      throw error;
    }
  }

  /** Removes one of the signed-in account's passkeys. */
  async remove(actor: AuthUser | null, id: string): Promise<boolean> {
    const me = requireRole(actor, []);
    await this.freshProof.require(me);
    if (!isUuid(id)) throw notFound("Passkey");
    const { siteName } = this.settings;
    await this.notices.along(
      this.db,
      me.id,
      ([rows]: [{ name: string }[], number]) => {
        // Nothing removed: the throw rolls the transaction back, and no email goes.
        if (rows.length === 0) throw notFound("Passkey");
        return { subject: `A passkey was removed from your ${siteName} account`, what: [`The passkey named "${rows[0].name}" was removed from your account: it no longer signs you in.`] };
      },
      (manager) => manager.query("DELETE FROM passkey WHERE id = $1 AND user_id = $2 RETURNING name", [id, me.id]) as Promise<[{ name: string }[], number]>,
    );
    return true;
  }

  /** The options for navigator.credentials.get (any of the site's passkeys: no username needed), as JSON text. */
  async signInOptions(clientAddress?: string): Promise<string> {
    await this.signIns.consume(addressKey(clientAddress));
    const options = await generateAuthenticationOptions({ rpID: this.rpID, userVerification: "required", timeout: CHALLENGE_SECONDS * 1000 });
    await this.challenges.issue(options.challenge, "sign-in", null);
    return JSON.stringify(options);
  }

  /**
   * Checks a passkey sign-in and answers whose account it opens. Failures count against that
   * account's login limit, as wrong passwords do.
   */
  async signIn(raw: unknown, clientAddress?: string): Promise<string> {
    const input = await parseInput(PasskeySignInInput, raw);
    const response = JSON.parse(input.response) as AuthenticationResponseJSON;
    const challenge = await this.challenges.take(response?.response?.clientDataJSON, "sign-in", null, "response");
    const passkey = typeof response.id === "string" ? await this.passkeys().findOneBy({ credentialId: response.id }) : null;
    if (!passkey) throw new AppError("UNAUTHENTICATED", "This passkey is not on any account here: sign in with your password");
    await this.throttle.attempt(passkey.userId, clientAddress);
    await this.verifyAnswer(response, challenge, passkey);
    await this.throttle.succeeded(passkey.userId, clientAddress);
    return passkey.userId;
  }

  /** The options for navigator.credentials.get to confirm it's the account's owner: their own passkeys only, as JSON text. */
  async confirmOptions(userId: string): Promise<string> {
    await this.confirms.consume(userId);
    const own = await this.passkeys().find({ where: { userId }, select: { credentialId: true, transports: true } });
    if (own.length === 0) throw new AppError("BAD_USER_INPUT", "Your account has no passkey: enter your password instead", [{ path: "response", message: "response cannot be given: the account has no passkey" }]);
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      userVerification: "required",
      timeout: CHALLENGE_SECONDS * 1000,
      allowCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
    });
    await this.challenges.issue(options.challenge, "confirm", userId);
    return JSON.stringify(options);
  }

  /**
   * Checks a passkey's answer confirming it's the account's owner: one of their own passkeys,
   * answering a challenge issued to them for this. Failures count against the login limit.
   */
  async confirmOwner(userId: string, raw: unknown, clientAddress?: string): Promise<void> {
    const input = await parseInput(PasskeySignInInput, raw);
    const response = JSON.parse(input.response) as AuthenticationResponseJSON;
    const challenge = await this.challenges.take(response?.response?.clientDataJSON, "confirm", userId, "response");
    await this.throttle.attempt(userId, clientAddress);
    const passkey = typeof response.id === "string" ? await this.passkeys().findOneBy({ credentialId: response.id, userId }) : null;
    if (!passkey) throw notVerified("response", "the passkey is not one of this account's");
    await this.verifyAnswer(response, challenge, passkey);
    await this.throttle.succeeded(userId, clientAddress);
  }

  /** Verifies a passkey's signed answer to a challenge, as the library advises, and moves its sign count on. */
  private async verifyAnswer(response: AuthenticationResponseJSON, challenge: string, passkey: Passkey): Promise<void> {
    // A discoverable credential names its account too: it must be the one the passkey was added to.
    const handle = response.response.userHandle;
    if (handle && Buffer.from(handle, "base64url").toString() !== passkey.userId) throw notVerified("response", "the passkey belongs to another account");
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
        credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.signCount, transports: passkey.transports as AuthenticatorTransport[] },
      });
    } catch (error) {
      throw notVerified("response", reasonOf(error));
    }
    if (!verified.verified) throw notVerified("response", "the passkey's signature did not verify");
    const { newCounter } = verified.authenticationInfo;
    // The counter only moves forward (0 stays 0 for authenticators without one): of two uses of one
    // answer at once, the database lets one through.
    const [rows] = (await this.db.query(
      "UPDATE passkey SET sign_count = $2, last_used_at = now() WHERE id = $1 AND (sign_count < $2 OR (sign_count = 0 AND $2 = 0)) RETURNING user_id",
      [passkey.id, newCounter],
    )) as [{ user_id: string }[], number];
    if (rows.length === 0) throw notVerified("response", "the passkey's sign count went backwards (it may have been copied)");
  }
}
