import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Fresh proof (issue 37's attacker review): each session records when its holder last proved who
 * they are (signing in, or confirming it's them), so that a stolen session cannot add a second step
 * of its own. Sessions from before have no proof: they are asked to confirm first. Passkey
 * challenges may now be for that confirmation too.
 */
export class FreshProof1765042000000 implements MigrationInterface {
  name = "FreshProof1765042000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE account_session ADD COLUMN proved_at timestamptz`);
    await q.query(`ALTER TABLE webauthn_challenge DROP CONSTRAINT webauthn_challenge_purpose_check`);
    await q.query(`ALTER TABLE webauthn_challenge ADD CONSTRAINT webauthn_challenge_purpose_check CHECK (purpose IN ('register', 'sign-in', 'confirm'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM webauthn_challenge WHERE purpose = 'confirm'`);
    await q.query(`ALTER TABLE webauthn_challenge DROP CONSTRAINT webauthn_challenge_purpose_check`);
    await q.query(`ALTER TABLE webauthn_challenge ADD CONSTRAINT webauthn_challenge_purpose_check CHECK (purpose IN ('register', 'sign-in'))`);
    await q.query(`ALTER TABLE account_session DROP COLUMN proved_at`);
  }
}
