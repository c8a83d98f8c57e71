import { hkdfSync } from "node:crypto";

/**
 * A 32-byte key for one purpose, derived (HKDF-SHA-256) from the site's signing secret: each
 * purpose gets a key of its own, and none can be worked back to the secret or to another's key.
 */
export const deriveKey = (signingSecret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync("sha256", signingSecret, "theatre-site", purpose, 32));
