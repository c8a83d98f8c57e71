import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** Marks the stored form, so another scheme can follow and values from before it are told apart. */
const VERSION = "v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Short secrets kept encrypted at rest (AES-256-GCM): stored as `v1:` + base64url(iv ‖ tag ‖
 * ciphertext), with a fresh random iv each time, so a database dump or backup alone reveals nothing.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error("SecretBox needs a 32-byte key");
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  /** Whether a stored value is sealed (values from before encryption are kept as they were given). */
  static isSealed(stored: string): boolean {
    return stored.startsWith(VERSION);
  }

  /**
   * The secret a stored value holds: a value without the prefix is read as it is; undefined when
   * it cannot be opened (sealed under another key, or changed).
   */
  open(stored: string): string | undefined {
    if (!SecretBox.isSealed(stored)) return stored;
    const raw = Buffer.from(stored.slice(VERSION.length), "base64url");
    if (raw.length < IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    } catch {
      return undefined;
    }
  }
}
