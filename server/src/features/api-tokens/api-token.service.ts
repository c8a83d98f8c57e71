import { randomBytes } from "node:crypto";
import { In, IsNull, type DataSource } from "typeorm";
import { ADMINS, FORMER_EDITOR, Role, requireRole, type AuthUser } from "../../core/auth";
import { badInput, notFound } from "../../core/errors";
import { tokenDigest } from "../../core/link-tokens";
import { isUuid, parseInput } from "../../core/validation";
import { User } from "../accounts/user.entity";
import type { FreshProof } from "../sessions/fresh-proof.service";
import { ApiToken } from "./api-token.entity";
import { ApiTokenRequest } from "./api-token.inputs";
import type { NewApiToken } from "./api-token.types";

/** How an API token begins: tells it from a login token (a JWT) at a glance, for people and for `authenticate`. */
export const API_TOKEN_PREFIX = "theatre_api_";
/** Last use is written at most this often per token. */
const LAST_USED_EVERY_SECONDS = 60;
/** Revoked and expired tokens stay (unlisted, refused) this long, then are purged. */
export const API_TOKENS_KEPT_DAYS = 90;

export const isApiToken = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX);

/**
 * Named tokens that let scripts in without a person's password or second step. An admin makes one
 * (member: read only; editor: edits content), sees it once, and may revoke it; it acts for that
 * admin with its own role, and is refused at once when revoked, expired, or when its admin is no
 * longer one (demoted or account closed). Never the person's own business (their account, their
 * sessions): requireRole refuses tokens those.
 */
/** Whether token `t` (made by `u`) works, as SQL; parameter `$n` is the admin role. */
const inForce = (n: number) => `t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())
  AND u.role = $${n} AND u.deletion_requested_at IS NULL AND u.token_version = t.creator_token_version`;

export class ApiTokenService {
  constructor(
    private readonly db: DataSource,
    /** Making a token needs the admin's session to have proved who holds it lately. */
    private readonly freshProof: FreshProof,
  ) {}

  /** Makes a token (admins, with fresh proof); the answer carries the token itself, the only time it is shown. */
  async create(actor: AuthUser | null, raw: unknown): Promise<NewApiToken> {
    const admin = requireRole(actor, ADMINS);
    const input = await parseInput(ApiTokenRequest, raw);
    await this.freshProof.require(admin);
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw badInput("expiresAt", "expiresAt must be in the future");
    const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
    const tokens = this.db.getRepository(ApiToken);
    const creator = await this.db.getRepository(User).findOneBy({ id: admin.id });
    if (!creator) throw notFound("Account");
    const saved = await tokens.save(tokens.create({
      name: input.name, role: input.role, tokenHash: tokenDigest(token), createdById: admin.id, creatorTokenVersion: creator.tokenVersion, createdAt: new Date(), expiresAt, lastUsedAt: null, revokedAt: null,
    }));
    return { token, apiToken: Object.assign(saved, { createdBy: admin.name }) };
  }

  /** Tokens not revoked, newest first, expired ones included (admins only). */
  async list(actor: AuthUser | null): Promise<ApiToken[]> {
    requireRole(actor, ADMINS);
    const tokens = await this.db.getRepository(ApiToken).find({ where: { revokedAt: IsNull() }, order: { createdAt: "DESC", id: "ASC" } });
    const creators = await this.db.getRepository(User).findBy({ id: In([...new Set(tokens.map((t) => t.createdById))]) });
    const names = new Map(creators.map((u) => [u.id, u.name]));
    return tokens.map((t) => Object.assign(t, { createdBy: names.get(t.createdById) ?? FORMER_EDITOR }));
  }

  /** Revokes a token (admins only): refused at once on every door. */
  async revoke(actor: AuthUser | null, id: string): Promise<boolean> {
    requireRole(actor, ADMINS);
    const [, revoked] = isUuid(id)
      ? ((await this.db.query("UPDATE api_token SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL", [id])) as [unknown, number])
      : [null, 0];
    if (!revoked) throw notFound("API token");
    return true;
  }

  /** Whether a token is still in force (for work that holds no token to authenticate again, such as presence's heartbeat). */
  async inForce(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = (await this.db.query(
      `SELECT 1 FROM api_token t JOIN app_user u ON u.id = t.created_by_id WHERE t.id = $1 AND ${inForce(2)}`,
      [id, Role.admin],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * The caller an API token stands for, or null when it is unknown, revoked, expired, or its admin is
   * no longer one or has ended their sign-ins since (password changed or reset, signed out everywhere).
   */
  async authenticate(token: string): Promise<AuthUser | null> {
    const [row] = (await this.db.query(
      `SELECT t.id, t.role, u.id AS "userId", u.username AS name, t.last_used_at IS NULL OR t.last_used_at < now() - make_interval(secs => $2) AS stale
       FROM api_token t JOIN app_user u ON u.id = t.created_by_id
       WHERE t.token_hash = $1 AND ${inForce(3)}`,
      [tokenDigest(token), LAST_USED_EVERY_SECONDS, Role.admin],
    )) as { id: string; role: Role; userId: string; name: string; stale: boolean }[];
    if (!row) return null;
    if (row.stale) {
      await this.db.query(
        "UPDATE api_token SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))",
        [row.id, LAST_USED_EVERY_SECONDS],
      );
    }
    return { id: row.userId, name: row.name, role: row.role, apiTokenId: row.id };
  }

  /** Deletes tokens revoked or expired API_TOKENS_KEPT_DAYS ago (the hourly purge). */
  async purge(): Promise<number> {
    const [, purged] = (await this.db.query(
      "DELETE FROM api_token WHERE least(revoked_at, expires_at) < now() - make_interval(days => $1)",
      [API_TOKENS_KEPT_DAYS],
    )) as [unknown, number];
    return purged;
  }
}
