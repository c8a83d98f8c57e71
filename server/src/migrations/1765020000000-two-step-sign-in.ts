import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Two-step sign-in: passkeys (WebAuthn), authenticator apps (TOTP) with recovery codes, the
 * challenges and second-step tickets in between, and the Site setting that requires a second step
 * of editors and admins. Challenges, tickets and recovery codes are kept as SHA-256 digests only.
 */
export class TwoStepSignIn1765020000000 implements MigrationInterface {
  name = "TwoStepSignIn1765020000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE site_settings ADD COLUMN require_two_step boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE passkey (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        name text NOT NULL,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        sign_count bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        device_type text NOT NULL,
        backed_up boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX passkey_user_idx ON passkey (user_id)`);
    await q.query(`
      CREATE TABLE webauthn_challenge (
        challenge_hash text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
        user_id uuid REFERENCES app_user (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX webauthn_challenge_expires_idx ON webauthn_challenge (expires_at)`);
    await q.query(`
      CREATE TABLE authenticator_app (
        user_id uuid PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
        secret text NOT NULL,
        confirmed_at timestamptz,
        last_time_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE recovery_code (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        UNIQUE (user_id, code_hash)
      )`);
    await q.query(`
      CREATE TABLE sign_in_ticket (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX sign_in_ticket_expires_idx ON sign_in_ticket (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sign_in_ticket, recovery_code, authenticator_app, webauthn_challenge, passkey`);
    await q.query(`ALTER TABLE site_settings DROP COLUMN require_two_step`);
  }
}
