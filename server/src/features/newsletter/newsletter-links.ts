import { newLinkToken, tokenDigest } from "../../core/link-tokens";
import type { EntityManager } from "typeorm";

export type LinkPurpose = "confirm" | "unsubscribe";

/** A confirmation link works for 7 days; an unsubscribe link in an issue for a year. */
export const LINK_DAYS: Record<LinkPurpose, number> = { confirm: 7, unsubscribe: 365 };

/** New links (one per subscriber) of one purpose, stored by digest; answers their tokens in the same order. */
export async function makeLinks(manager: EntityManager, subscriberIds: string[], purpose: LinkPurpose, now: Date): Promise<string[]> {
  const tokens = subscriberIds.map(() => newLinkToken());
  if (tokens.length === 0) return tokens;
  const expires = new Date(now.getTime() + LINK_DAYS[purpose] * 86_400_000);
  await manager.query(
    "INSERT INTO newsletter_link (token_hash, subscriber_id, purpose, expires_at) SELECT unnest($1::text[]), unnest($2::uuid[]), $3, $4",
    [tokens.map(tokenDigest), subscriberIds, purpose, expires],
  );
  return tokens;
}

/** What a link turned out to be when followed. */
export type LinkState = "ok" | "used" | "expired" | "unknown";

/** Why a link that did not work did not: used already, out of date, or never made (or its subscriber gone). */
export async function whyNot(manager: EntityManager, token: string, purpose: LinkPurpose, now: Date): Promise<Exclude<LinkState, "ok">> {
  const [link] = (await manager.query("SELECT used_at, expires_at FROM newsletter_link WHERE token_hash = $1 AND purpose = $2", [tokenDigest(token), purpose])) as { used_at: Date | null; expires_at: Date }[];
  if (!link) return "unknown";
  if (link.used_at) return "used";
  return link.expires_at <= now ? "expired" : "unknown";
}
