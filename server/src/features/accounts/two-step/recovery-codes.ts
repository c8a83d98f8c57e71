import { randomInt } from "node:crypto";
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

/** What is stored of a recovery code: the digest of its letters, however it was typed (case, dash). */
export const recoveryCodeDigest = (code: string): string => tokenDigest(code.trim().toLowerCase().replace("-", ""));
