import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import { rateLimited } from "../../core/rate-limit";

/** Failed logins allowed per account, and per client address, in the window. */
export const FAILURES_PER_ACCOUNT = 5;
export const FAILURES_PER_ADDRESS = 20;
export const WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed logins per account account and per client address; past the limit, logins are
 * refused with 429 until the window passes. A success clears the counts. In memory: several
 * instances each keep their own counts until the limiter is moved to a shared store.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor({ perAccount = FAILURES_PER_ACCOUNT, perAddress = FAILURES_PER_ADDRESS } = {}) {
    this.perAccount = new RateLimiterMemory({ keyPrefix: "login-account", points: perAccount, duration: WINDOW_SECONDS });
    this.perAddress = new RateLimiterMemory({ keyPrefix: "login-address", points: perAddress, duration: WINDOW_SECONDS });
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
