import type Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "./errors";

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

  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(this.what, error.msBeforeNext);
      throw error;
    }
  }
}
