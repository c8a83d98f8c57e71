import type Redis from "ioredis";
import { IsNull, type DataSource, type EntityManager } from "typeorm";
import { FORMER_EDITOR, Role, requireRole, type AuthUser } from "../../core/auth";
import { AppError, conflict, notFound, type FieldError } from "../../core/errors";
import { toPage, type Page } from "../../core/pagination";
import { addressKey, RateLimit } from "../../core/rate-limit";
import { isUuid, parseInput } from "../../core/validation";
import { ChangePasswordInput, LoginInput, RegisterInput } from "./account.inputs";
import { endEverySignIn } from "./end-sign-ins";
import { LoginThrottle } from "./login-throttle";
import { checkOwnPassword } from "./own-password";
import { hashPassword, verifyPassword } from "./passwords";
import { isApiToken, type ApiTokenService } from "../api-tokens/api-token.service";
import type { FreshProof } from "../sessions/fresh-proof.service";
import type { SessionService, SignInOptions } from "../sessions/session.service";
import type { PasskeyService } from "./two-step/passkeys.service";
import type { SecondStepService } from "./two-step/second-step.service";
import { User } from "./user.entity";

/** What the name of a purged account becomes wherever it was recorded as an editor. */
/** Tables whose `updated_by` names the editor who saved last. */
const EDITED_TABLES = ["play", "blog", "site_page"];
/** Where other tables name an account by id. */
const ACCOUNT_ID_COLUMNS = [
  ["revision", "saved_by_id"], ["activity", "actor_id"], ["play", "deleted_by_id"], ["blog", "deleted_by_id"],
  ["play", "scheduled_by_id"], ["blog", "scheduled_by_id"], ["site_page", "scheduled_by_id"],
];

const BAD_LOGIN = "Wrong email, username or password";
const UNIQUE_VIOLATION = "23505";

/**
 * Registration attempts per client address per hour (invalid forms aside): each costs a password
 * hash and a row, or tells whether a username or email is taken.
 */
export const registrationLimit = (perHour = 20, redis?: Redis) => new RateLimit("Too many new accounts from your connection", perHour, 3600, redis);

export interface Session {
  token: string;
  user: User;
}

/** What a password login answers: a session, or (for an account with a second step) a ticket for it. */
export type LoginResult = (Session & { needsSecondStep: false; ticket: null }) | { needsSecondStep: true; ticket: string; token: null; user: null };

/** The ways past a password, and past no password at all (two-step/). */
export interface SignInSteps {
  secondSteps: SecondStepService;
  passkeys: PasskeyService;
}

export class AccountService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    /** Changing roles, closing accounts (one's own too) and a two-step account's password need the session to have proved who holds it lately. */
    private readonly freshProof: FreshProof,
    private readonly registrations = registrationLimit(),
    /** The account ADMIN_EMAIL names: the site's way back in, never purged whatever deletion it asked for. */
    private readonly keptEmail?: string,
    /** Absent only for set-up tools that never sign anyone in (create-user). */
    private readonly steps?: SignInSteps,
    /** Named tokens for scripts; without them (set-up tools) only login tokens are accepted. */
    private readonly apiTokens?: ApiTokenService,
  ) {}

  /**
   * The one place a successful sign-in gets its token, as a new session (device): a password without
   * a second step, a password and its second step, a passkey, a new account, a changed password.
   */
  private async signIn(user: User, options: SignInOptions): Promise<Session> {
    return { token: await this.sessions.start(user, options), user };
  }

  private requireSteps(): SignInSteps {
    if (!this.steps) throw new Error("AccountService was built without its sign-in steps");
    return this.steps;
  }

  /** An active account for a sign-in that proved it, or UNAUTHENTICATED. */
  private async activeUser(userId: string): Promise<User> {
    const user = await this.users().findOneBy({ id: userId, deletionRequestedAt: IsNull() });
    if (!user) throw new AppError("UNAUTHENTICATED", BAD_LOGIN);
    return user;
  }

  private users(manager: EntityManager = this.db.manager) {
    return manager.getRepository(User);
  }

  /**
   * The caller a bearer token stands for, or null when there is none or it is refused: an API
   * token (by its prefix) or a login token, whose session must still be in force.
   */
  async authenticate(authorization: string | undefined): Promise<AuthUser | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
    if (!token) return null;
    if (isApiToken(token)) return this.apiTokens?.authenticate(token) ?? null;
    return this.sessions.authenticate(token);
  }

  /** Opens an account as a member and signs it in. */
  async register(raw: unknown, clientAddress?: string, userAgent?: string): Promise<Session> {
    const input = await parseInput(RegisterInput, raw);
    // Before the taken-name check, so that probing which emails are registered costs the budget.
    await this.registrations.consume(addressKey(clientAddress));
    const taken = await this.takenFields(input.name, input.email);
    if (taken.length > 0) throw new AppError("CONFLICT", "That username or email is already registered", taken);
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await this.users().save(this.users().create({ name: input.name, email: input.email, passwordHash, role: Role.member }));
      return await this.signIn(user, { userAgent, firstOfAccount: true });
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new AppError("CONFLICT", "That username or email is already registered", await this.takenFields(input.name, input.email));
      }
      throw error;
    }
  }

  private async takenFields(name: string, email: string): Promise<FieldError[]> {
    const rows = await this.users()
      .createQueryBuilder("user")
      .where("lower(user.username) = lower(:name) OR lower(user.email) = lower(:email)", { name, email })
      .getMany();
    const fields: FieldError[] = [];
    if (rows.some((u) => u.name.toLowerCase() === name.toLowerCase())) fields.push({ path: "name", message: "name is already taken" });
    if (rows.some((u) => u.email.toLowerCase() === email.toLowerCase())) fields.push({ path: "email", message: "email is already registered" });
    return fields;
  }

  /**
   * Signs in with an email or username and password. Unknown users and wrong passwords get the
   * same answer after the same work; repeated failures are refused for a while. An account with a
   * second step gets a ticket for it instead of a token.
   */
  async login(raw: unknown, address?: string, userAgent?: string): Promise<LoginResult> {
    const input = await parseInput(LoginInput, raw);
    const user = await this.users()
      .createQueryBuilder("user")
      .addSelect("user.passwordHash")
      .where("(lower(user.email) = lower(:id) OR lower(user.username) = lower(:id)) AND user.deletion_requested_at IS NULL", { id: input.email })
      .getOne();
    // Attempts count per account, however it is named (email or username), or per unknown name.
    const account = user?.id ?? input.email.toLowerCase();
    await this.throttle.attempt(account, address);
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw new AppError("UNAUTHENTICATED", BAD_LOGIN);
    if (this.steps && (await this.steps.secondSteps.has(user.id))) {
      // The count is not cleared until the second step is right: else each right password would
      // buy a new allowance of code guesses.
      return { needsSecondStep: true, ticket: await this.steps.secondSteps.issueTicket(user.id), token: null, user: null };
    }
    await this.throttle.succeeded(account, address);
    return { ...(await this.signIn(user, { userAgent })), needsSecondStep: false, ticket: null };
  }

  /** A password login's second step: its ticket and a code from the authenticator app or a recovery code. */
  async loginSecondStep(raw: unknown, address?: string, userAgent?: string): Promise<Session> {
    const userId = await this.requireSteps().secondSteps.redeem(raw, address);
    return this.signIn(await this.activeUser(userId), { userAgent });
  }

  /** The options the browser needs to sign in with a passkey (JSON text). */
  passkeySignInOptions(address?: string): Promise<string> {
    return this.requireSteps().passkeys.signInOptions(address);
  }

  /** Signs in with a passkey (no username, no password): it counts as two steps. */
  async signInWithPasskey(raw: unknown, address?: string, userAgent?: string): Promise<Session> {
    const userId = await this.requireSteps().passkeys.signIn(raw, address);
    return this.signIn(await this.activeUser(userId), { userAgent });
  }

  /** The signed-in user's own account. */
  async profile(actor: AuthUser | null): Promise<User> {
    const me = requireRole(actor, []);
    const user = await this.users().findOneBy({ id: me.id });
    if (!user) throw notFound("Account");
    return user;
  }

  /**
   * Changes the signed-in user's password, given the current one: every other session ends, and
   * the caller gets a fresh token. Wrong guesses count as failed logins (a stolen session cannot
   * try passwords without limit); a wrong one is a field error, not a 401, as the session is fine.
   * An account with a second step needs fresh proof too: the new session counts as proved, so a
   * stolen session and the password alone would otherwise buy the proof the second step guards.
   */
  async changePassword(actor: AuthUser | null, raw: unknown, address?: string, userAgent?: string): Promise<Session> {
    const me = requireRole(actor, []);
    const input = await parseInput(ChangePasswordInput, raw);
    // Before the password is checked: a refused change makes no guess, so none is counted.
    if (await this.requireSteps().secondSteps.has(me.id)) await this.freshProof.require(me);
    const user = await checkOwnPassword(this.db, this.throttle, me.id, input.currentPassword, "currentPassword", address);
    const passwordHash = await hashPassword(input.newPassword);
    const [rows] = (await this.db.query(
      "UPDATE app_user SET password_hash = $1, token_version = token_version + 1, updated_at = now() WHERE id = $2 AND deletion_requested_at IS NULL RETURNING token_version",
      [passwordHash, user.id],
    )) as [{ token_version: number }[], number];
    if (rows.length === 0) throw notFound("Account");
    // A reset link asked for before the change no longer works.
    await this.db.query("DELETE FROM password_reset WHERE user_id = $1", [user.id]);
    return this.signIn({ ...user, tokenVersion: rows[0].token_version }, { userAgent });
  }

  /** Refuses every token issued so far for the signed-in user: every session ends (the version they began under is gone). */
  async logoutEverywhere(actor: AuthUser | null): Promise<boolean> {
    const me = requireRole(actor, []);
    await endEverySignIn(this.db.manager, me.id);
    return true;
  }

  /** Accounts, oldest first (admins only). */
  async list(actor: AuthUser | null, page: number, perPage: number): Promise<Page<User>> {
    requireRole(actor, [Role.admin]);
    const [items, total] = await this.users().findAndCount({ order: { createdAt: "ASC", id: "ASC" }, skip: (page - 1) * perPage, take: perPage });
    return toPage(items, total, page, perPage);
  }

  /** Changes an account's role (admins only, with fresh proof); its tokens stop working. The last admin stays. */
  async setRole(actor: AuthUser | null, userId: string, role: Role): Promise<User> {
    const admin = requireRole(actor, [Role.admin]);
    if (!Object.values(Role).includes(role)) throw new AppError("BAD_USER_INPUT", "Unknown role", [{ path: "role", message: `role must be one of ${Object.values(Role).join(", ")}` }]);
    await this.freshProof.require(admin);
    return this.db.transaction(async (manager) => {
      const user = await this.lockedForChange(manager, userId, role !== Role.admin);
      if (user.role === role) return user;
      user.role = role;
      user.tokenVersion += 1;
      return manager.save(user);
    });
  }

  /** Closes the signed-in user's own account at once (with fresh proof); the purge job removes its data. */
  async deleteOwn(actor: AuthUser | null): Promise<boolean> {
    const me = requireRole(actor, []);
    await this.freshProof.require(me);
    await this.markDeleted(me.id);
    return true;
  }

  /** Closes another account (admins only, with fresh proof). */
  async deleteUser(actor: AuthUser | null, userId: string): Promise<boolean> {
    const admin = requireRole(actor, [Role.admin]);
    await this.freshProof.require(admin);
    await this.markDeleted(userId);
    return true;
  }

  private async markDeleted(userId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const user = await this.lockedForChange(manager, userId, true);
      user.deletionRequestedAt = new Date();
      user.tokenVersion += 1;
      await manager.save(user);
    });
  }

  /**
   * Loads an active account for a change; when the change takes away admin rights, refuses to
   * leave the site without an admin. Admin rows are locked so two such changes cannot race.
   */
  private async lockedForChange(manager: EntityManager, userId: string, losesAdmin: boolean): Promise<User> {
    const admins = await manager.getRepository(User).createQueryBuilder("user").setLock("pessimistic_write")
      .where("user.role = :admin AND user.deletion_requested_at IS NULL", { admin: Role.admin }).getMany();
    const user = isUuid(userId)
      ? await manager.getRepository(User).findOne({ where: { id: userId }, lock: { mode: "pessimistic_write" } })
      : null;
    if (!user || user.deletionRequestedAt) throw notFound("Account");
    if (losesAdmin && user.role === Role.admin && admins.length <= 1) {
      throw conflict("This is the last admin account: make another account an admin first");
    }
    return user;
  }

  /** Removes accounts whose deletion was asked for, and their names from what they edited. */
  async purgeDeleted(): Promise<number> {
    return this.db.transaction(async (manager) => {
      const query = manager.getRepository(User).createQueryBuilder("user").where("user.deletion_requested_at IS NOT NULL");
      // Even if its deletion was asked for after start-up: the next start withdraws the request.
      if (this.keptEmail) query.andWhere("lower(user.email) <> lower(:kept)", { kept: this.keptEmail });
      const doomed = await query.getMany();
      if (doomed.length === 0) return 0;
      const names = doomed.map((u) => u.name);
      for (const table of EDITED_TABLES) {
        await manager.query(
          `UPDATE ${table} SET updated_by = CASE WHEN updated_by = ANY($2) THEN $1 ELSE updated_by END,
             draft_saved_by = CASE WHEN draft_saved_by = ANY($2) THEN $1 ELSE draft_saved_by END
           WHERE updated_by = ANY($2) OR draft_saved_by = ANY($2)`,
          [FORMER_EDITOR, names],
        );
      }
      // Their ids leave history and activity too (their name there becomes FORMER_EDITOR).
      const ids = doomed.map((u) => u.id);
      for (const [table, column] of ACCOUNT_ID_COLUMNS) await manager.query(`UPDATE ${table} SET ${column} = NULL WHERE ${column} = ANY($1)`, [ids]);
      await manager.getRepository(User).delete(ids);
      return doomed.length;
    });
  }

  /** Withdraws the pending deletion request of the account with this email (start-up, for ADMIN_EMAIL); answers whether there was one. */
  async withdrawDeletion(email: string): Promise<boolean> {
    const { affected } = await this.users().createQueryBuilder().update(User).set({ deletionRequestedAt: null })
      .where("lower(email) = lower(:email) AND deletion_requested_at IS NOT NULL", { email }).execute();
    return (affected ?? 0) > 0;
  }

  /**
   * Creates an account, or updates the one with that email, with the given role (set-up tools).
   * A given password replaces an existing account's; with `keepMatchingPassword`, only when the
   * stored hash does not already verify it (so restarts with the same settings keep sessions).
   * A change of role or password ends the account's sessions; `roleChanged` and `passwordChanged`
   * say which happened to an existing account.
   */
  async upsert(
    details: { name: string; email: string; password?: string; role: Role },
    { keepMatchingPassword = false } = {},
  ): Promise<{ user: User; created: boolean; roleChanged: boolean; passwordChanged: boolean }> {
    const existing = await this.users().createQueryBuilder("user").addSelect("user.passwordHash").where("lower(user.email) = lower(:email)", { email: details.email }).getOne();
    if (existing) {
      const { password } = details;
      const roleChanged = existing.role !== details.role;
      const passwordChanged = !!password && !(keepMatchingPassword && (await verifyPassword(existing.passwordHash, password)));
      const changes: Partial<User> = {};
      if (roleChanged) changes.role = details.role;
      if (password && passwordChanged) changes.passwordHash = await hashPassword(password);
      if (roleChanged || passwordChanged) {
        changes.tokenVersion = existing.tokenVersion + 1;
        await this.users().update({ id: existing.id }, changes);
      }
      return { user: { ...existing, ...changes }, created: false, roleChanged, passwordChanged };
    }
    if (!details.password) throw new Error("A password is needed to create an account");
    const user = await this.users().save(
      this.users().create({ name: details.name, email: details.email, role: details.role, passwordHash: await hashPassword(details.password) }),
    );
    return { user, created: true, roleChanged: false, passwordChanged: false };
  }

  async hasAdmin(): Promise<boolean> {
    return this.users().existsBy({ role: Role.admin, deletionRequestedAt: IsNull() });
  }
}
