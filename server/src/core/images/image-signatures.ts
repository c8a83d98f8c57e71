import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** The query parameter of a signed image address: `?sig={expiry}.{mac}`. */
export const SIGNATURE_PARAM = "sig";
/**
 * Signatures expire at the end of a six-hour window four windows ahead, so one image keeps one
 * address for six hours (browsers reuse their copy) and an address works for 24 to 30 hours.
 */
const WINDOW_MS = 6 * 60 * 60 * 1000;
const WINDOWS_AHEAD = 5;
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
  sign(url: string): string {
    const path = storedImagePath(url);
    if (!STORED_IMAGE.test(path)) return url;
    const expiry = (Math.floor(this.clock().getTime() / WINDOW_MS) + WINDOWS_AHEAD) * WINDOW_MS / 1000;
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
