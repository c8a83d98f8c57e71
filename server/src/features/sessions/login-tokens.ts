import jwt from "jsonwebtoken";
import { createSecretKey, type KeyObject } from "node:crypto";

const ALGORITHM = "HS256";
const ISSUER = "theatre-society";

export interface TokenClaims {
  /** The user's id. */
  sub: string;
  /** The user's token version when the token was issued. */
  ver: number;
  /** The sign-in session (device) the token belongs to: signing that device out refuses it. */
  sid: string;
}

/** Signed login tokens (JWT) with one pinned algorithm, an issuer and an expiry. */
export class TokenService {
  /**
   * The secret as a key, made once: given a string, jsonwebtoken first tries it as a public key on
   * every call, and the failed attempt cost every signed-in request about half a millisecond.
   */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  /** How long a token works; its session ends then too. */
  get lifetimeSeconds(): number {
    return this.ttlSeconds;
  }

  sign(userId: string, tokenVersion: number, sessionId: string): string {
    return jwt.sign({ ver: tokenVersion, sid: sessionId }, this.key, { algorithm: ALGORITHM, subject: userId, issuer: ISSUER, expiresIn: this.ttlSeconds });
  }

  /** The claims of a valid token; null when it is expired, tampered, unsigned or malformed (or from before sessions: no `sid`). */
  verify(token: string): TokenClaims | null {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      if (typeof claims === "string" || typeof claims.sub !== "string" || typeof claims.ver !== "number" || typeof claims.sid !== "string") return null;
      return { sub: claims.sub, ver: claims.ver, sid: claims.sid };
    } catch {
      return null;
    }
  }
}
