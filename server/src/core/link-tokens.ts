import { createHash, randomBytes } from "node:crypto";

/**
 * Tokens of links that grant something (preview, password reset, newsletter): 32 random bytes,
 * too many to guess, written for a URL.
 */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

/** What is stored of a link's token: its SHA-256, so the database alone cannot make a working link. */
export const tokenDigest = (token: string): string => createHash("sha256").update(token).digest("hex");
