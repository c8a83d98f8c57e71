import { londonInWords } from "@theatre/common/london-dates";
import type { DataSource, EntityManager } from "typeorm";
import { requireRole, type AuthUser } from "../../core/auth";
import { notFound } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { isUuid } from "../../core/validation";
import type { TokenService } from "./login-tokens";
import { User } from "../accounts/user.entity";
import type { MessageTopics } from "../messages/message.events";
import { Message, MessageKind } from "../messages/message.entity";
import { deviceName } from "./device-name";
import { AccountSession } from "./session.entity";

/** New-device emails an account gets in any 24 hours, at most. */
export const NEW_DEVICE_EMAILS_PER_DAY = 3;
/** Last seen is written at most this often per session: a read of every request, a write a minute. */
export const LAST_SEEN_EVERY_SECONDS = 60;
/**
 * Sessions no longer in force are kept this long after they were last used, then purged: until
 * then their devices count as seen before (no new-device email).
 */
export const SESSIONS_KEPT_DAYS = 90;

/** Whether a session row is in force, as SQL over `s` (the session) and `u` (its account). */
export const LIVE = "s.ended_at IS NULL AND s.expires_at > now() AND s.token_version = u.token_version AND u.deletion_requested_at IS NULL";

export interface SessionSettings {
  siteName: string;
  publicUrl: string;
  /** The sender of the emails (replies go there): the society's address. */
  replyTo: string;
}

/** Who signs in: the account as it stands now. */
export interface SigningIn {
  id: string;
  name: string;
  email: string;
  tokenVersion: number;
}

export interface SignInOptions {
  /** The User-Agent header of the request signing in: the device's name comes from it. */
  userAgent?: string;
  /** Registration's own sign-in: the account's first device, nothing to warn about. */
  firstOfAccount?: boolean;
}

/**
 * Sign-ins as sessions, one per device: the only place login tokens are issued and accepted.
 * Starting one signs a token that names it; a device the account has not used before gets the
 * person an email. Signing a session out refuses its token at once on every door (REST, GraphQL
 * and open sockets all ask `authenticate`).
 */
export class SessionService {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: TokenService,
    private readonly events: PubSub<MessageTopics>,
    private readonly settings: SessionSettings,
  ) {}

  /** A new session for the account and its login token; emails the person about a device not seen before. */
  async start(user: SigningIn, { userAgent, firstOfAccount = false }: SignInOptions = {}): Promise<string> {
    const device = deviceName(userAgent);
    const { session, messageId } = await this.db.transaction(async (manager) => {
      // One sign-in of an account at a time decides: two at once from one new device send one email.
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('account-session'), hashtext($1))", [user.id]);
      // The first sign-in we know of has nothing to compare with (a new account, or one from before sessions).
      const [known] = (await manager.query(
        `SELECT count(*) > 0 AS "any", bool_or(device = $2) AS "this",
                count(*) FILTER (WHERE announced AND created_at > now() - interval '1 day') AS "announcedToday"
         FROM account_session WHERE user_id = $1`,
        [user.id, device],
      )) as { any: boolean; this: boolean | null; announcedToday: string }[];
      const sessions = manager.getRepository(AccountSession);
      const now = new Date();
      const session = await sessions.save(sessions.create({
        userId: user.id,
        tokenVersion: user.tokenVersion,
        device,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.tokens.lifetimeSeconds * 1000),
        endedAt: null,
        // Every sign-in proves who is signing in (password, second step, passkey, new account, new password).
        provedAt: now,
      }));
      // A few emails a day at most: sign-ins by the hundred must not become emails by the hundred.
      const announce = !firstOfAccount && known.any && !known.this && Number(known.announcedToday) < NEW_DEVICE_EMAILS_PER_DAY;
      if (!announce) return { session, messageId: null };
      await manager.update(AccountSession, { id: session.id }, { announced: true });
      return { session, messageId: await this.queueNewDeviceEmail(manager, user, session) };
    });
    if (messageId) this.events.publish("MESSAGE_RECEIVED", messageId);
    return this.tokens.sign(user.id, user.tokenVersion, session.id);
  }

  /**
   * The caller a login token stands for, or null when the token is refused: invalid or expired,
   * from before sessions, its session signed out, or its account changed since (token version).
   * Marks the session seen, at most once a minute.
   */
  async authenticate(token: string): Promise<AuthUser | null> {
    const claims = this.tokens.verify(token);
    if (!claims || !isUuid(claims.sub) || !isUuid(claims.sid)) return null;
    const [row] = (await this.db.query(
      `SELECT u.id, u.username AS name, u.role, s.last_seen_at < now() - make_interval(secs => $3) AS stale
       FROM account_session s JOIN app_user u ON u.id = s.user_id
       WHERE s.id = $1 AND u.id = $2 AND u.token_version = $4 AND ${LIVE}`,
      [claims.sid, claims.sub, LAST_SEEN_EVERY_SECONDS, claims.ver],
    )) as (Omit<AuthUser, "sessionId"> & { stale: boolean })[];
    if (!row) return null;
    if (row.stale) {
      // Conditional: of many requests at once, one writes.
      await this.db.query(
        "UPDATE account_session SET last_seen_at = now() WHERE id = $1 AND last_seen_at < now() - make_interval(secs => $2)",
        [claims.sid, LAST_SEEN_EVERY_SECONDS],
      );
    }
    return { id: row.id, name: row.name, role: row.role, sessionId: claims.sid };
  }

  /** Whether a session is still in force (for work that holds no token to authenticate again, such as presence's heartbeat). */
  async inForce(sessionId: string): Promise<boolean> {
    if (!isUuid(sessionId)) return false;
    const rows = (await this.db.query(`SELECT 1 FROM account_session s JOIN app_user u ON u.id = s.user_id WHERE s.id = $1 AND ${LIVE}`, [sessionId])) as unknown[];
    return rows.length > 0;
  }

  /** The signed-in person's sessions in force, the most recently used first; theirs marked current. */
  async list(actor: AuthUser | null): Promise<AccountSession[]> {
    const me = requireRole(actor, []);
    const sessions = await this.db.getRepository(AccountSession).createQueryBuilder("s")
      .innerJoin(User, "u", "u.id = s.user_id")
      .where(`s.user_id = :id AND ${LIVE}`, { id: me.id })
      .orderBy("s.last_seen_at", "DESC").addOrderBy("s.id", "ASC")
      .getMany();
    for (const session of sessions) session.current = session.id === me.sessionId;
    return sessions;
  }

  /** Signs one of the person's own sessions out (this device's too, as logging out does). */
  async signOut(actor: AuthUser | null, sessionId: string): Promise<boolean> {
    const me = requireRole(actor, []);
    const [, ended] = isUuid(sessionId)
      ? ((await this.db.query("UPDATE account_session SET ended_at = now() WHERE id = $1 AND user_id = $2 AND ended_at IS NULL", [sessionId, me.id])) as [unknown, number])
      : [null, 0];
    if (!ended) throw notFound("Session");
    return true;
  }

  /** Logout: ends the caller's own session. */
  async logout(actor: AuthUser | null): Promise<boolean> {
    const me = requireRole(actor, []);
    if (me.sessionId) await this.db.query("UPDATE account_session SET ended_at = now() WHERE id = $1 AND ended_at IS NULL", [me.sessionId]);
    return true;
  }

  /** Signs every other session of the person out, keeping this one; answers how many ended. */
  async signOutOthers(actor: AuthUser | null): Promise<number> {
    const me = requireRole(actor, []);
    const [, ended] = (await this.db.query(
      "UPDATE account_session SET ended_at = now() WHERE user_id = $1 AND id IS DISTINCT FROM $2::uuid AND ended_at IS NULL AND expires_at > now()",
      [me.id, me.sessionId ?? null],
    )) as [unknown, number];
    return ended;
  }

  /** Deletes sessions no longer in force and unused for SESSIONS_KEPT_DAYS (the hourly purge). */
  async purge(): Promise<number> {
    const [, purged] = (await this.db.query(
      `DELETE FROM account_session s USING app_user u
       WHERE u.id = s.user_id AND s.last_seen_at < now() - make_interval(days => $1) AND NOT (${LIVE})`,
      [SESSIONS_KEPT_DAYS],
    )) as [unknown, number];
    return purged;
  }

  private async queueNewDeviceEmail(manager: EntityManager, user: SigningIn, session: AccountSession): Promise<string> {
    const { siteName, publicUrl, replyTo } = this.settings;
    const messages = manager.getRepository(Message);
    const message = await messages.save(messages.create({
      type: MessageKind.account,
      senderName: siteName,
      senderEmail: replyTo,
      subject: `New sign-in to your ${siteName} account`,
      body: [
        `Hello ${user.name},`,
        "",
        `Your account on the ${siteName} website was signed in to from a device it has not been used on before:`,
        "",
        `${session.device}, on ${londonInWords(session.createdAt)} (London time).`,
        "",
        "If this was you, there is nothing to do.",
        "",
        `If it was not you, someone may know your password. Change your password now: sign in at ${publicUrl}/account, choose Sign out on that device, then change your password there. If you cannot sign in, set a new password at ${publicUrl}/admin-edit-tool/forgot-password (this signs you out everywhere).`,
      ].join("\n"),
      recipient: user.email,
      playId: null,
      playTitle: null,
    }));
    return message.id;
  }
}
