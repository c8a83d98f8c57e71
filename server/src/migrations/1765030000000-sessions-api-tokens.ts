import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 37, parts 4 and 5: each sign-in is a session with its device (signed out one by one), and
 * admins make named API tokens for scripts. Login tokens from before carry no session and stop
 * working: everyone signs in once more.
 */
export class SessionsApiTokens1765030000000 implements MigrationInterface {
  name = "SessionsApiTokens1765030000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account_session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        token_version integer NOT NULL,
        device text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    // The account's sessions (its list, its devices seen before); the purge's ageing.
    await q.query(`CREATE INDEX account_session_user_idx ON account_session (user_id, device)`);
    await q.query(`CREATE INDEX account_session_seen_idx ON account_session (last_seen_at)`);
    await q.query(`
      CREATE TABLE api_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        role text NOT NULL CONSTRAINT api_token_role_known CHECK (role IN ('member', 'editor')),
        token_hash text NOT NULL CONSTRAINT api_token_hash_key UNIQUE,
        created_by_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_token`);
    await q.query(`DROP TABLE account_session`);
  }
}
