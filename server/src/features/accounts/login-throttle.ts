import type Redis from "ioredis";
import { addressKey, consumeAddressThenKey, RateLimit } from "../../core/rate-limit";

/** Failed logins allowed per account, and per client address, in the window. */
export const FAILURES_PER_ACCOUNT = 5;
export const FAILURES_PER_ADDRESS = 20;
export const WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed logins per account and per client address (an IPv6 /64: see `addressKey`); past
 * the limit, logins are refused with 429 until the window passes. With Redis the counts are shared
 * by every instance.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimit;
  private readonly perAddress: RateLimit;

  constructor({ perAccount = FAILURES_PER_ACCOUNT, perAddress = FAILURES_PER_ADDRESS, redis }: { perAccount?: number; perAddress?: number; redis?: Redis } = {}) {
    this.perAccount = new RateLimit("Too many failed logins for this account", perAccount, WINDOW_SECONDS, redis);
    this.perAddress = new RateLimit("Too many failed logins from your connection", perAddress, WINDOW_SECONDS, redis);
  }

  /**
   * Takes one attempt from the account's and the address's allowance before the password is
   * checked, so that concurrent guesses cannot all pass a check that counts only after them.
   * Refuses with RATE_LIMITED, taking nothing, when either allowance is used up.
   */
  async attempt(account: string, address: string | undefined): Promise<void> {
    await consumeAddressThenKey(this.perAddress, address, this.perAccount, account);
  }

  /**
   * The password was right: the account's count starts again, and the address gets back only this
   * attempt, so signing in to one's own account never clears failures counted against others.
   */
  async succeeded(account: string, address: string | undefined): Promise<void> {
    await Promise.all([this.perAccount.reset(account), this.perAddress.refund(addressKey(address))]);
  }

  /** The account's password was set anew through its email: its owner may log in at once. */
  async forgive(account: string): Promise<void> {
    await this.perAccount.reset(account);
  }
}
