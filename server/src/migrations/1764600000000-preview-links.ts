import type { MigrationInterface, QueryRunner } from "typeorm";

/** Links that show a draft to someone without an account; only the token's digest is kept. */
export class PreviewLinks1764600000000 implements MigrationInterface {
  name = "PreviewLinks1764600000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE preview_link (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        item_kind text NOT NULL,
        item_id text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX preview_link_item_idx ON preview_link (item_kind, item_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE preview_link`);
  }
}
