import type Redis from "ioredis";
import ipaddr from "ipaddr.js";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "./errors";

/** The key for requests whose client address is missing or unreadable: they share one budget. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * The key a client address is counted under by every per-address limit. An IPv6 client is
 * usually given a whole /64 network, so it counts as that /64 (else it could take a fresh address
 * for each attempt); IPv4, and IPv4-mapped IPv6 (::ffff:1.2.3.4), count per address. A missing or
 * unparseable address is limited too, under one shared key, rather than let through.
 */
export function addressKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return UNKNOWN_ADDRESS;
  const ip = ipaddr.process(address);
  if (!(ip instanceof ipaddr.IPv6)) return ip.toString();
  return `${ip.parts.slice(0, 4).map((part) => part.toString(16)).join(":")}::/64`;
}

/** The RATE_LIMITED error, saying when to try again. */
export function rateLimited(what: string, msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError("RATE_LIMITED", `${what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, undefined, Math.ceil(msBeforeNext / 1000));
}

/**
 * A counter store: Redis when instances share one (so a limit holds across all of them), else
 * this process's memory.
 */
export function limiter(keyPrefix: string, points: number, durationSeconds: number, redis?: Redis): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `theatre:${keyPrefix}`, points, duration: durationSeconds })
    : new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
}

/** A budget of `points` actions per key per `durationSeconds`; past it, RATE_LIMITED. */
export class RateLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    private readonly what: string,
    points: number,
    durationSeconds: number,
    redis?: Redis,
  ) {
    this.limiter = limiter(what.toLowerCase().replace(/\W+/g, "-"), points, durationSeconds, redis);
  }

  /** Takes `points` (1 unless said: a read of several costly things counts each) from the key's budget. */
  async consume(key: string, points = 1): Promise<void> {
    try {
      await this.limiter.consume(key, points);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(this.what, error.msBeforeNext);
      throw error;
    }
  }

  /** Gives back a point taken by `consume`, for an attempt that turned out not to count. */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Starts the key's count again. */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * Counts a request against its client address, then against its key (an email, an account): the
 * address first, so requests it refuses cannot spend the key's allowance (nobody can use up
 * someone else's), and one the key's limit refuses is given back to the address.
 */
export async function consumeAddressThenKey(perAddress: RateLimit, clientAddress: string | undefined, perKey: RateLimit, key: string): Promise<void> {
  const address = addressKey(clientAddress);
  await perAddress.consume(address);
  try {
    await perKey.consume(key);
  } catch (error) {
    await perAddress.refund(address);
    throw error;
  }
}
