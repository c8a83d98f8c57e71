import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "./errors";

/** The RATE_LIMITED error, saying when to try again. */
export function rateLimited(what: string, msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError("RATE_LIMITED", `${what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, undefined, Math.ceil(msBeforeNext / 1000));
}

/**
 * A budget of `points` actions per key per `durationSeconds`; past it, RATE_LIMITED. In memory:
 * each instance keeps its own counts until the limiter moves to a shared store.
 */
export class RateLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(
    private readonly what: string,
    points: number,
    durationSeconds: number,
  ) {
    this.limiter = new RateLimiterMemory({ points, duration: durationSeconds });
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
