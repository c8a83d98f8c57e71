import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import type { DataSource } from "typeorm";
import { AppError } from "../../../core/errors";
import { tokenDigest } from "../../../core/link-tokens";

/** Adding a passkey, signing in with one, or confirming it's you with one (fresh proof). */
export type ChallengePurpose = "register" | "sign-in" | "confirm";

/** How long the browser has to answer a challenge. */
export const CHALLENGE_SECONDS = 5 * 60;

const refused = (field: string) =>
  new AppError("BAD_USER_INPUT", "This passkey request has expired or was already used. Please try again.", [{ path: field, message: `${field} answers a challenge that is unknown, expired or already used` }]);

/**
 * WebAuthn challenges: issued by the server, kept only as digests, good for 5 minutes and taken
 * once. A challenge is found again from the browser's own answer (its clientDataJSON carries it).
 */
export class WebAuthnChallenges {
  constructor(private readonly db: DataSource) {}

  async issue(challenge: string, purpose: ChallengePurpose, userId: string | null): Promise<void> {
    // Expired challenges of anyone go as new ones come: the table stays as small as its last 5 minutes.
    await this.db.query("DELETE FROM webauthn_challenge WHERE expires_at < now()");
    await this.db.query(
      `INSERT INTO webauthn_challenge (challenge_hash, purpose, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [tokenDigest(challenge), purpose, userId, CHALLENGE_SECONDS],
    );
  }

  /**
   * Takes the challenge the browser's answer signed: the one issued for this purpose (and account),
   * unexpired, not taken before. Answers it for the library's checks; refuses otherwise.
   */
  async take(clientDataJSON: unknown, purpose: ChallengePurpose, userId: string | null, field: string): Promise<string> {
    let challenge: string;
    try {
      challenge = decodeClientDataJSON(String(clientDataJSON)).challenge;
    } catch {
      throw new AppError("BAD_USER_INPUT", "The browser's answer could not be read. Please try again.", [{ path: field, message: `${field} must be the browser's answer to a passkey request` }]);
    }
    if (typeof challenge !== "string") throw refused(field);
    // Deleted whether or not it has expired: a challenge is tried once at most.
    const rows = (await this.db.query(
      `DELETE FROM webauthn_challenge WHERE challenge_hash = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3 RETURNING expires_at > now() AS live`,
      [tokenDigest(challenge), purpose, userId],
    )) as [{ live: boolean }[], number];
    if (!rows[0]?.[0]?.live) throw refused(field);
    return challenge;
  }
}
