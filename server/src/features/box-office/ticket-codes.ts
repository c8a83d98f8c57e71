import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { tokenDigest } from "../../core/link-tokens";

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const READABLE = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** An order's reference: the society's initials and four readable characters, e.g. `FSP-7K3Q`. */
export function orderReference(siteName: string): string {
  const initials = siteName.split(/\s+/).map((word) => word.replace(/[^A-Za-z]/g, "")[0] ?? "").join("").toUpperCase().slice(0, 4) || "TKT";
  const bytes = randomBytes(4);
  return `${initials}-${[...bytes].map((b) => READABLE[b % READABLE.length]).join("")}`;
}

/**
 * Each ticket's code, the text its QR code holds: 160 bits of an HMAC of the ticket's id under a
 * key of the site's own (from JWT_SECRET), so the tickets page and the email can draw it again
 * while the database keeps only its SHA-256 (a copy of the database admits nobody).
 */
export class TicketCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync("sha256", secret, "theatre-tickets", "ticket codes", 32));
  }

  codeOf(ticketId: string): string {
    return createHmac("sha256", this.key).update(ticketId).digest().subarray(0, 20).toString("base64url");
  }

  /** What the database keeps of a code (and looks a scanned one up by). */
  digestOf(code: string): string {
    return tokenDigest(code);
  }
}
