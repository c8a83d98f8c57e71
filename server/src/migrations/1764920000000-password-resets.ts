import type { MigrationInterface, QueryRunner } from "typeorm";

/** Links that set a new password (forgotten or sent by an admin); only the token's SHA-256 is kept. */
export class PasswordResets1764920000000 implements MigrationInterface {
  name = "PasswordResets1764920000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_reset (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX password_reset_user_idx ON password_reset (user_id)`);
    await q.query(`CREATE INDEX password_reset_expires_idx ON password_reset (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_reset`);
  }
}
