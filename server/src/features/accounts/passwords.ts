import argon2 from "argon2";

/** argon2id at OWASP's minimum (m=19 MiB, t=2, p=1). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** A hash of no one's password: verified against when the account does not exist, so that an
 * unknown user takes as long to refuse as a wrong password. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword("decoy password that matches nothing");
    await argon2.verify(await decoy, password);
    return false;
  }
  return argon2.verify(hash, password);
}
