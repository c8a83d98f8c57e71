import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** The query parameter of a signed image address: `?sig={expiry}.{mac}`. */
export const SIGNATURE_PARAM = "sig";
const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a signed address works: until the end of a window some windows ahead, so one image keeps
 * one address for a window (browsers reuse their copy).
 */
export interface SignatureLife {
  windowMs: number;
  windowsAhead: number;
}

/** An editor's: one address for six hours, working 24 to 30 hours (a long editing session). */
export const EDITOR_SIGNATURE: SignatureLife = { windowMs: 6 * HOUR_MS, windowsAhead: 5 };
/**
 * A preview link holder's: one address for an hour, working one to two, so that revoking the link,
 * unpublishing or deleting the item soon leaves them nothing (a page still open asks again).
 */
export const PREVIEW_SIGNATURE: SignatureLife = { windowMs: HOUR_MS, windowsAhead: 2 };
const STORED_IMAGE = /^\/images\/[A-Za-z0-9/_.-]+$/;

/** An image path as stored, without any query (a signature or a cache-buster) an address carried. */
export function storedImagePath(value: string): string {
  return value.startsWith("/images/") ? value.replace(/[?#].*$/, "") : value;
}

/**
 * Signed, expiring addresses for images visitors may not see (PRODUCT decision 23): a draft's new
 * image reaches its editors and the holders of a preview link through an address only the server
 * can make, while its public address answers 404. The key is derived from the site's secret, so
 * every instance sharing JWT_SECRET accepts every other's signatures.
 */
export class ImageSignatures {
  private readonly key: Buffer;

  constructor(secret: string, private readonly clock: () => Date = () => new Date()) {
    this.key = Buffer.from(hkdfSync("sha256", secret, "", "signed image addresses", 32));
  }

  private mac(path: string, expiry: number): Buffer {
    return createHmac("sha256", this.key).update(`${path}\n${expiry}`).digest().subarray(0, 18);
  }

  /** The address with a signature; anything that is not a stored image's path comes back as it was. */
  sign(url: string, life: SignatureLife = EDITOR_SIGNATURE): string {
    const path = storedImagePath(url);
    if (!STORED_IMAGE.test(path)) return url;
    const expiry = (Math.floor(this.clock().getTime() / life.windowMs) + life.windowsAhead) * life.windowMs / 1000;
    return `${path}?${SIGNATURE_PARAM}=${expiry}.${this.mac(path, expiry).toString("base64url")}`;
  }

  /** Whether `signature` (the parameter's value) signs this path and has not expired. */
  verify(path: string, signature: unknown): boolean {
    if (typeof signature !== "string") return false;
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{24})$/.exec(signature);
    if (!match) return false;
    const expiry = Number(match[1]);
    if (expiry * 1000 <= this.clock().getTime()) return false;
    return timingSafeEqual(Buffer.from(match[2], "base64url"), this.mac(path, expiry));
  }
}
