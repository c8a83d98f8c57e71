import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Sign-in safety after review (issue 37): an API token lives no longer than the sign-ins of the
 * admin who made it (it names their token version: a password change or reset, signing out
 * everywhere or a change of role ends it with them), and which sessions were announced by a
 * new-device email (so that a flood of sign-ins cannot become a flood of emails).
 */
export class SignInSafety1765041000000 implements MigrationInterface {
  name = "SignInSafety1765041000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_token ADD COLUMN creator_token_version integer`);
    await q.query(`UPDATE api_token t SET creator_token_version = u.token_version FROM app_user u WHERE u.id = t.created_by_id`);
    await q.query(`UPDATE api_token SET creator_token_version = -1 WHERE creator_token_version IS NULL`);
    await q.query(`ALTER TABLE api_token ALTER COLUMN creator_token_version SET NOT NULL`);
    await q.query(`ALTER TABLE account_session ADD COLUMN announced boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE account_session DROP COLUMN announced`);
    await q.query(`ALTER TABLE api_token DROP COLUMN creator_token_version`);
  }
}
