import type Redis from "ioredis";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { limiter, rateLimited } from "../../core/rate-limit";

/** Failed logins allowed per account, and per client address, in the window. */
export const FAILURES_PER_ACCOUNT = 5;
export const FAILURES_PER_ADDRESS = 20;
export const WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed logins per account and per client address; past the limit, logins are refused
 * with 429 until the window passes. A success clears the counts. With Redis the counts are shared
 * by every instance.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor({ perAccount = FAILURES_PER_ACCOUNT, perAddress = FAILURES_PER_ADDRESS, redis }: { perAccount?: number; perAddress?: number; redis?: Redis } = {}) {
    this.perAccount = limiter("login-account", perAccount, WINDOW_SECONDS, redis);
    this.perAddress = limiter("login-address", perAddress, WINDOW_SECONDS, redis);
  }

  private keys(account: string, address: string | undefined): [RateLimiterAbstract, string][] {
    const keys: [RateLimiterAbstract, string][] = [[this.perAccount, account]];
    if (address) keys.push([this.perAddress, address]);
    return keys;
  }

  /** Refuses with RATE_LIMITED when the account or the address has used up its failures. */
  async check(account: string, address: string | undefined): Promise<void> {
    for (const [limiter, key] of this.keys(account, address)) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= limiter.points) throw rateLimited("Too many failed logins", state.msBeforeNext);
    }
  }

  async failed(account: string, address: string | undefined): Promise<void> {
    for (const [limiter, key] of this.keys(account, address)) await limiter.penalty(key, 1);
  }

  async succeeded(account: string, address: string | undefined): Promise<void> {
    for (const [limiter, key] of this.keys(account, address)) await limiter.delete(key);
  }
}
