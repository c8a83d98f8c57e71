import type { MigrationInterface, QueryRunner } from "typeorm";

/** Reverses a jsonb array (NULL and non-arrays stay as they are). */
const reversed = (array: string) =>
  `CASE WHEN jsonb_typeof(${array}) = 'array' THEN COALESCE((SELECT jsonb_agg(e ORDER BY o DESC) FROM jsonb_array_elements(${array}) WITH ORDINALITY AS t(e, o)), '[]'::jsonb) ELSE ${array} END`;

/**
 * Galleries volunteers can fill (issue 38): a play's gallery gets a cover, and visitors now see its
 * photos in the editors' order instead of the stored list reversed ("newest first"). Each stored
 * list, published and drafted, is reversed once so that no gallery changes its order on the site.
 * (Revisions keep their old order: restoring one shows it reversed, for the editor to put right.)
 */
export class PlayGallery1765031700000 implements MigrationInterface {
  name = "PlayGallery1765031700000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE play ADD COLUMN gallery_cover text NOT NULL DEFAULT ''`);
    await q.query(`UPDATE play SET images = ${reversed("images")} WHERE jsonb_array_length(images) > 1`);
    await q.query(`UPDATE play SET draft = jsonb_set(draft, '{images}', ${reversed("draft->'images'")}) WHERE jsonb_typeof(draft->'images') = 'array' AND jsonb_array_length(draft->'images') > 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE play SET draft = jsonb_set(draft, '{images}', ${reversed("draft->'images'")}) WHERE jsonb_typeof(draft->'images') = 'array' AND jsonb_array_length(draft->'images') > 1`);
    await q.query(`UPDATE play SET images = ${reversed("images")} WHERE jsonb_array_length(images) > 1`);
    await q.query(`ALTER TABLE play DROP COLUMN gallery_cover`);
  }
}
