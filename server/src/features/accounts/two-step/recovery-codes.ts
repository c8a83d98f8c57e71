import { createHmac, randomInt } from "node:crypto";
import { tokenDigest } from "../../../core/link-tokens";

/** Ten letters and digits (no 0/o, 1/l) in two groups: about 50 random bits each, shown once. */
export const RECOVERY_CODE = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;

export const isRecoveryCode = (code: string): boolean => RECOVERY_CODE.test(code.trim().toLowerCase());

/** Fresh recovery codes, as the person is shown them: `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** A code's letters, however it was typed (case, dash). */
const lettersOf = (code: string): string => code.trim().toLowerCase().replace("-", "");

/**
 * What is stored of a recovery code: an HMAC-SHA-256 of its letters under a key derived from the
 * site's signing secret, so a copy of the database (or a backup) cannot test guesses offline.
 */
export class RecoveryCodeDigests {
  constructor(private readonly key: Buffer) {}

  /** The digest a new code is stored as. */
  of(code: string): string {
    return createHmac("sha256", this.key).update(lettersOf(code)).digest("hex");
  }

  /** Every digest a typed code may be stored as: today's, and the plain SHA-256 of codes made before it. */
  candidates(code: string): string[] {
    return [this.of(code), tokenDigest(lettersOf(code))];
  }
}
