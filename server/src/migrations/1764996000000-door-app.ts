import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The door app (issue 35, part 4): a fourth role, `door`, for front-of-house volunteers; the device
 * whose scan admitted each ticket (devices scanning offline send their scans later, and the
 * earliest scan wins, so a device must be able to tell that its own admission lost); and every
 * scan of a ticket at the door, kept with what it was answered (a device's scan that lost to an
 * earlier one on another device stays on record as a conflict). A device sending the same scan
 * twice (its answer lost on the way) finds it there once.
 */
export class DoorApp1764996000000 implements MigrationInterface {
  name = "DoorApp1764996000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user DROP CONSTRAINT app_user_role_known`);
    await q.query(`ALTER TABLE app_user ADD CONSTRAINT app_user_role_known CHECK (role IN ('member', 'door', 'editor', 'admin'))`);
    await q.query(`ALTER TABLE ticket ADD COLUMN admitted_device text`);
    await q.query(`
      CREATE TABLE door_scan (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ticket_id uuid NOT NULL REFERENCES ticket (id) ON DELETE CASCADE,
        device_id text,
        account_id uuid,
        scanned_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        offline boolean NOT NULL,
        result text NOT NULL CONSTRAINT door_scan_result_known CHECK (result IN ('admitted', 'already_admitted', 'conflict', 'cancelled', 'not_valid'))
      )`);
    await q.query(`CREATE UNIQUE INDEX door_scan_once_idx ON door_scan (device_id, ticket_id, scanned_at) WHERE device_id IS NOT NULL`);
    await q.query(`CREATE INDEX door_scan_ticket_idx ON door_scan (ticket_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE door_scan`);
    await q.query(`ALTER TABLE ticket DROP COLUMN admitted_device`);
    await q.query(`UPDATE app_user SET role = 'member', token_version = token_version + 1 WHERE role = 'door'`);
    await q.query(`ALTER TABLE app_user DROP CONSTRAINT app_user_role_known`);
    await q.query(`ALTER TABLE app_user ADD CONSTRAINT app_user_role_known CHECK (role IN ('member', 'editor', 'admin'))`);
  }
}
