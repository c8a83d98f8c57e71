import type { DataSource } from "typeorm";
import { ADMINS, EDITORS, Role, requireRole, type AuthUser } from "../../../core/auth";
import { EditedKind } from "../../../core/edited-kind";
import { AppError, forbidden, notFound } from "../../../core/errors";
import { ActivityAction, type Journal } from "../../../core/journal";
import { newLinkToken, tokenDigest } from "../../../core/link-tokens";
import { isUuid, parseInput } from "../../../core/validation";
import type { FreshProof } from "../../sessions/fresh-proof.service";
import type { AccountEmailSender } from "../account-email";
import { endEverySignIn } from "../end-sign-ins";
import type { LoginThrottle } from "../login-throttle";
import { User } from "../user.entity";
import type { AuthenticatorService } from "./authenticator.service";
import type { SecondStepNotices } from "./second-step-notices";
import { SecondStepInput } from "./two-step.inputs";

/** How long a password login's ticket waits for its second step. */
export const TICKET_SECONDS = 5 * 60;

export interface SecondStepSettings extends Pick<AccountEmailSender, "siteName"> {
  /** Whether the Site settings require a second step of editors and admins. */
  required: () => Promise<boolean>;
}

export const OWN_RESET = "You can't reset your own second step: turn it off on your account page.";

const ticketRefused = () =>
  new AppError("BAD_USER_INPUT", "Your sign-in has expired. Please log in again with your password.", [{ path: "ticket", message: "ticket is unknown, expired or already used: log in again" }]);

/**
 * The second step of signing in: whether an account has one (a passkey or an authenticator app),
 * the ticket between a right password and a right code, the society's requirement for editors
 * and admins, and an admin's reset for someone who lost theirs.
 */
export class SecondStepService {
  constructor(
    private readonly db: DataSource,
    private readonly notices: SecondStepNotices,
    private readonly freshProof: FreshProof,
    private readonly throttle: LoginThrottle,
    private readonly authenticator: AuthenticatorService,
    private readonly journal: Journal,
    private readonly settings: SecondStepSettings,
  ) {}

  /** Of these accounts, those with a second step (a passkey or a confirmed authenticator app). */
  async withSecondStep(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = (await this.db.query(
      `SELECT user_id FROM passkey WHERE user_id = ANY($1)
       UNION SELECT user_id FROM authenticator_app WHERE user_id = ANY($1) AND confirmed_at IS NOT NULL`,
      [userIds],
    )) as { user_id: string }[];
    return new Set(rows.map((r) => r.user_id));
  }

  async has(userId: string): Promise<boolean> {
    return (await this.withSecondStep([userId])).has(userId);
  }

  /** Whether the account must set up a second step before anything else (an editor or admin, when the society requires it). */
  async mustSetUp(user: { id: string; role: Role }): Promise<boolean> {
    return EDITORS.includes(user.role) && (await this.settings.required()) && !(await this.has(user.id));
  }

  /**
   * The caller as the permission rule should see them: an editor or admin who must still set up a
   * second step acts as a member (their own account and its set-up, nothing an editor may do) until they have.
   */
  async gate(user: AuthUser | null): Promise<AuthUser | null> {
    // An API token is a script's own credential, made by an admin: it has no person to set one up.
    if (!user || user.apiTokenId || !(await this.mustSetUp(user))) return user;
    return { ...user, role: Role.member, mustSetUpSecondStep: true };
  }

  /** A ticket for the second step after a right password: unguessable, kept as a digest, 5 minutes, used once. */
  async issueTicket(userId: string): Promise<string> {
    const ticket = newLinkToken();
    await this.db.query("DELETE FROM sign_in_ticket WHERE expires_at < now() - interval '1 day'");
    await this.db.query("INSERT INTO sign_in_ticket (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))", [tokenDigest(ticket), userId, TICKET_SECONDS]);
    return ticket;
  }

  /**
   * The second step: a code from the authenticator app or a recovery code, with the ticket of a
   * right password. Each try counts against the account's login limit; a right one uses up the
   * ticket and the code, and answers the account's id.
   */
  async redeem(raw: unknown, clientAddress?: string): Promise<string> {
    const input = await parseInput(SecondStepInput, raw);
    const digest = tokenDigest(input.ticket);
    const [live] = (await this.db.query("SELECT user_id FROM sign_in_ticket WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()", [digest])) as { user_id: string }[];
    if (!live) throw ticketRefused();
    await this.throttle.attempt(live.user_id, clientAddress);
    if (!(await this.authenticator.check(live.user_id, input.code))) {
      throw new AppError("BAD_USER_INPUT", "That code is not right, or was already used", [{ path: "code", message: "code is not right or was already used" }]);
    }
    const [used] = (await this.db.query(
      "UPDATE sign_in_ticket SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id",
      [digest],
    )) as [{ user_id: string }[], number];
    if (used.length === 0) throw ticketRefused();
    await this.throttle.succeeded(live.user_id, clientAddress);
    return live.user_id;
  }

  /**
   * Takes away an account's passkeys, authenticator app and recovery codes (admins, with fresh
   * proof), for someone who lost them: every sign-in of theirs ends (whoever holds one must sign in
   * again, with their password alone), it is written in Activity, and the person is told by email.
   * Never an admin's own: they turn theirs off on their account page, with a code or passkey.
   */
  async reset(actor: AuthUser | null, userId: string): Promise<boolean> {
    const admin = requireRole(actor, ADMINS);
    const user = isUuid(userId) ? await this.db.getRepository(User).findOneBy({ id: userId }) : null;
    if (!user || user.deletionRequestedAt) throw notFound("Account");
    // The loaded account's id, not the one given: the database reads a uuid in capitals as the same.
    if (user.id === admin.id) throw forbidden(OWN_RESET);
    await this.freshProof.require(admin);
    const { siteName } = this.settings;
    const change = {
      subject: `Your two-step sign-in for ${siteName} was reset`,
      what: [
        `${admin.name}, an admin of the ${siteName} website, has reset the second step of your sign-in: your passkeys and authenticator app no longer sign you in, your recovery codes no longer work, and you were signed out everywhere.`,
        "You can now log in with your password alone; add a passkey or turn on two-step sign-in again on your account page.",
      ],
    };
    await this.notices.along(this.db, user.id, change, async (manager) => {
      await manager.query("DELETE FROM passkey WHERE user_id = $1", [user.id]);
      await this.authenticator.forget(manager, user.id);
      await manager.query("DELETE FROM sign_in_ticket WHERE user_id = $1", [user.id]);
      // A session that was stolen must not outlive what it may have added.
      await endEverySignIn(manager, user.id);
      await this.journal.activity(manager, { item: { kind: EditedKind.account, id: user.id, title: user.name }, actorId: admin.id, action: ActivityAction.reset });
    });
    return true;
  }
}
