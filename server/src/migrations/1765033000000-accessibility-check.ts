import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The accessibility check before publishing (issue 38): what a main image shows in words (its alt
 * text), and which of a play's video links have captions. Performances'
 * access notes live in their jsonb column.
 */
export class AccessibilityCheck1765033000000 implements MigrationInterface {
  name = "AccessibilityCheck1765033000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE play ADD COLUMN mainimage_description text NOT NULL DEFAULT '', ADD COLUMN captioned_videolinks text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE blog ADD COLUMN mainimage_description text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE blog DROP COLUMN mainimage_description`);
    await q.query(`ALTER TABLE play DROP COLUMN mainimage_description, DROP COLUMN captioned_videolinks`);
  }
}
