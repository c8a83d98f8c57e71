import type { MigrationInterface, QueryRunner } from "typeorm";

export class Accounts1764000000000 implements MigrationInterface {
  name = "Accounts1764000000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'member' CONSTRAINT app_user_role_known CHECK (role IN ('member', 'editor', 'admin')),
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deletion_requested_at timestamptz
      )`);
    // Unique whatever the case; these also serve login by username or email.
    await q.query(`CREATE UNIQUE INDEX app_user_username_key ON app_user (lower(username))`);
    await q.query(`CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email))`);
    await q.query(`CREATE INDEX app_user_deletion_idx ON app_user (deletion_requested_at) WHERE deletion_requested_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_user`);
  }
}
