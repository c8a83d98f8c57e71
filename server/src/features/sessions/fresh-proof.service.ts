import type { DataSource } from "typeorm";
import { type AuthUser } from "../../core/auth";
import { AppError, forbidden } from "../../core/errors";
import { LIVE } from "./session.service";

/** How long a proof of who holds a session lasts for changes to how the account signs in. */
export const FRESH_PROOF_SECONDS = 5 * 60;

export const FRESH_PROOF_MESSAGE = "Confirm it's you first: with your password, a code from your authenticator app, or your passkey.";
/** Scripts cannot type a password or touch a passkey, so they can never do what needs fresh proof. */
export const NO_PROOF_FOR_API_TOKENS = "API tokens cannot do this: it needs a person who has just confirmed it's them";

/**
 * Fresh proof: a session stolen after its sign-in (a copied token, a browser left open) must not be
 * able to add its own passkey or authenticator app, take the owner's away, or hand out API tokens.
 * Those need the session to have proved who holds it in the last 5 minutes: by signing in, or by
 * confirming it's them (password, authenticator code or passkey).
 */
export class FreshProof {
  constructor(private readonly db: DataSource) {}

  /**
   * Refuses with FRESH_PROOF_REQUIRED unless the caller's session proved who holds it in the last 5
   * minutes and is still in force: a caller loaded at a request's start (a long upload) may have been
   * signed out since, and an ended session's proof proves nothing.
   */
  async require(user: AuthUser): Promise<void> {
    if (!user.sessionId) throw forbidden(NO_PROOF_FOR_API_TOKENS);
    const rows = (await this.db.query(
      `SELECT 1 FROM account_session s JOIN app_user u ON u.id = s.user_id
       WHERE s.id = $1 AND s.user_id = $2 AND s.proved_at > now() - make_interval(secs => $3) AND ${LIVE}`,
      [user.sessionId, user.id, FRESH_PROOF_SECONDS],
    )) as unknown[];
    if (rows.length === 0) throw new AppError("FRESH_PROOF_REQUIRED", FRESH_PROOF_MESSAGE);
  }

  /** The caller's session has just proved who holds it. */
  async record(user: AuthUser): Promise<void> {
    if (!user.sessionId) throw forbidden(NO_PROOF_FOR_API_TOKENS);
    await this.db.query("UPDATE account_session SET proved_at = now() WHERE id = $1 AND user_id = $2", [user.sessionId, user.id]);
  }
}
