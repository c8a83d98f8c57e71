import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Who has an editor open (issue 17, "Presence"): one row per open `editingPresence` subscription,
 * kept in the database so that every instance sees every other's editors and a restart loses
 * nothing. `seen_at` is refreshed while the subscription is open; lists count only fresh rows, so
 * the rows of an instance that died age out. `token_version` is the account's at subscription
 * time: a row stops counting once its account signs out everywhere, changes role or is closed.
 */
export class EditingPresence1764500000000 implements MigrationInterface {
  name = "EditingPresence1764500000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE editing_presence (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        item_kind text NOT NULL CONSTRAINT editing_presence_kind_known CHECK (item_kind IN ('play', 'blog', 'page')),
        item_id text NOT NULL,
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        user_name text NOT NULL,
        token_version integer NOT NULL,
        since timestamptz NOT NULL DEFAULT now(),
        seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX editing_presence_item_idx ON editing_presence (item_kind, item_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE editing_presence`);
  }
}
