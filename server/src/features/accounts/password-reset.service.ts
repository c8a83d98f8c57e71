import { newLinkToken, tokenDigest } from "../../core/link-tokens";
import type Redis from "ioredis";
import type { DataSource } from "typeorm";
import { Role, requireRole, type AuthUser } from "../../core/auth";
import { AppError, notFound } from "../../core/errors";
import type { Logger } from "../../core/logger";
import type { PubSub } from "../../core/pubsub";
import { consumeAddressThenKey, RateLimit } from "../../core/rate-limit";
import { isUuid, parseInput } from "../../core/validation";
import type { MessageTopics } from "../messages/message.events";
import { queueAccountEmail } from "./account-email";
import { PasswordResetRequestInput, ResetPasswordInput } from "./account.inputs";
import type { LoginThrottle } from "./login-throttle";
import { hashPassword } from "./passwords";
import { User } from "./user.entity";

/** Where a reset link leads: the client's reset page, the token as the last part. */
export const RESET_PAGE = "/admin-edit-tool/reset-password";

/** The same answer whether or not the address has an account. */
export const LINK_SENT = "If an account has that email address, we have sent it a link to set a new password. The link works once, for an hour.";
export const PASSWORD_RESET = "Your password has been changed and you have been logged out everywhere. Log in with your new password.";
const LINK_REFUSED = "This link to set a new password has expired or has already been used. Ask for a new one.";

/** Requests per email address, and per client address, an hour (like logins: an address counts as its /64). */
export const RESETS_PER_EMAIL = 5;
export const RESETS_PER_ADDRESS = 20;

export interface PasswordResetSettings {
  siteName: string;
  publicUrl: string;
  /** The sender of the emails (replies go there): the society's address. */
  replyTo: string;
  limits?: { perEmail?: number; perAddress?: number };
  redis?: Redis;
  logger: Logger;
}

/**
 * Links that set a new password, emailed through the message queue: asked for by whoever forgot
 * theirs, or sent by an admin. A link works once, for an hour; a new one replaces the earlier ones.
 */
export class PasswordResetService {
  private readonly perEmail: RateLimit;
  private readonly perAddress: RateLimit;
  /** Links being queued after their request was answered. */
  private readonly queueing = new Set<Promise<void>>();

  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub<MessageTopics>,
    private readonly throttle: LoginThrottle,
    private readonly settings: PasswordResetSettings,
  ) {
    this.perEmail = new RateLimit("Too many password reset requests for this email address", settings.limits?.perEmail ?? RESETS_PER_EMAIL, 3600, settings.redis);
    this.perAddress = new RateLimit("Too many password reset requests from your connection", settings.limits?.perAddress ?? RESETS_PER_ADDRESS, 3600, settings.redis);
  }

  /**
   * Emails a reset link to the account with that address, if there is one. The answer is the same
   * either way and does not wait for the account to be looked up, so neither its words nor its
   * timing tell whether an address is registered.
   */
  async request(raw: unknown, clientAddress?: string): Promise<string> {
    const input = await parseInput(PasswordResetRequestInput, raw);
    await consumeAddressThenKey(this.perAddress, clientAddress, this.perEmail, input.email.toLowerCase());
    const work = this.sendTo(input.email).catch((error: unknown) => this.settings.logger.error({ err: error }, "password reset link not queued"));
    this.queueing.add(work);
    void work.finally(() => this.queueing.delete(work));
    return LINK_SENT;
  }

  /** Waits until the links asked for so far are queued (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.queueing]);
  }

  private async sendTo(email: string): Promise<void> {
    const user = await this.db.getRepository(User).createQueryBuilder("user")
      .where("lower(user.email) = lower(:email) AND user.deletion_requested_at IS NULL", { email }).getOne();
    if (user) await this.issue(user);
  }

  /** Emails an account a reset link (admins only), instead of setting its password for it. */
  async sendLink(actor: AuthUser | null, userId: string): Promise<boolean> {
    requireRole(actor, [Role.admin]);
    const user = isUuid(userId) ? await this.db.getRepository(User).findOneBy({ id: userId }) : null;
    if (!user || user.deletionRequestedAt) throw notFound("Account");
    await this.issue(user);
    return true;
  }

  /** A new link for the account, replacing its earlier ones, and its email in the queue. */
  private async issue(user: User): Promise<void> {
    const token = newLinkToken();
    const messageId = await this.db.transaction(async (manager) => {
      // One request at a time per account, so that only the newest link works.
      await manager.query("SELECT id FROM app_user WHERE id = $1 FOR UPDATE", [user.id]);
      // Earlier links stop working; links of anyone that expired a day ago go too.
      await manager.query("DELETE FROM password_reset WHERE user_id = $1 OR expires_at < now() - interval '1 day'", [user.id]);
      await manager.query("INSERT INTO password_reset (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')", [user.id, tokenDigest(token)]);
      const { siteName, publicUrl } = this.settings;
      return queueAccountEmail(manager, this.settings, user, `Reset your password for ${siteName}`, [
        `Hello ${user.name},`,
        "",
        `Someone asked to set a new password for your account on the ${siteName} website. To choose a new password, open this link:`,
        "",
        `${publicUrl}${RESET_PAGE}/${token}`,
        "",
        "The link works once, and expires in an hour.",
        "",
        "If you did not ask for this, ignore this email: your password stays as it is.",
      ]);
    });
    this.events.publish("MESSAGE_RECEIVED", messageId);
  }

  /**
   * Sets a new password through a link: the link is used up and the password changed in one
   * statement (of two uses at once, exactly one succeeds), and every session of the account ends.
   */
  async reset(raw: unknown): Promise<string> {
    const input = await parseInput(ResetPasswordInput, raw);
    const refused = () => new AppError("BAD_USER_INPUT", LINK_REFUSED, [{ path: "token", message: "token is unknown, expired or already used" }]);
    // A link that cannot work is refused before the hash: a flood of made-up links costs no hashing.
    const live = (await this.db.query("SELECT 1 FROM password_reset WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()", [tokenDigest(input.token)])) as unknown[];
    if (live.length === 0) throw refused();
    // Hashed before any row is locked: the hash takes a while.
    const passwordHash = await hashPassword(input.password);
    const [rows] = (await this.db.query(
      `WITH used AS (
         UPDATE password_reset SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id
       )
       UPDATE app_user SET password_hash = $2, token_version = token_version + 1, updated_at = now()
       FROM used WHERE app_user.id = used.user_id AND app_user.deletion_requested_at IS NULL
       RETURNING app_user.id`,
      [tokenDigest(input.token), passwordHash],
    )) as [{ id: string }[], number];
    if (rows.length === 0) throw refused();
    await this.throttle.forgive(rows[0].id);
    return PASSWORD_RESET;
  }
}
