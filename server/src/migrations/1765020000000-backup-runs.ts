import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Backups that run themselves (issue 36): a record of every backup the site makes, and the time
 * of night it makes one (Site settings).
 */
export class BackupRuns1765020000000 implements MigrationInterface {
  name = "BackupRuns1765020000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE backup_run (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('nightly', 'manual', 'before-restore')),
        night date,
        status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'ok', 'failed')),
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        file text,
        bytes bigint,
        copied_to text,
        error text,
        started_by text,
        progress jsonb,
        pruned_at timestamptz,
        CHECK ((kind = 'nightly') = (night IS NOT NULL))
      )`);
    // The database decides: one nightly backup per London night, whichever instance asks first...
    await q.query(`CREATE UNIQUE INDEX backup_run_one_a_night ON backup_run (night) WHERE kind = 'nightly'`);
    // ...and one backup at a time (a second would only double the load and the disk used).
    await q.query(`CREATE UNIQUE INDEX backup_run_one_at_a_time ON backup_run ((true)) WHERE status = 'running'`);
    await q.query(`CREATE INDEX backup_run_started ON backup_run (started_at DESC)`);
    await q.query(`ALTER TABLE site_settings ADD COLUMN backup_time text NOT NULL DEFAULT '03:30' CHECK (backup_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE site_settings DROP COLUMN backup_time`);
    await q.query(`DROP TABLE backup_run`);
  }
}
