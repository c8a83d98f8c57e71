import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Trigger functions run with whatever search_path the session that fires them has. Their
 * unqualified names (tables such as `credit`, helpers such as `site_plain_text`, even `to_tsvector`)
 * could then resolve to objects of another schema put first on that path: pin each one's path to
 * the system catalogue, then the schema the site's tables live in. Every trigger function of the
 * schema is pinned, whichever migration made it; a later migration that makes one pins it itself
 * (trigger-search-path.test.ts checks that every one is).
 */
export class TriggerSearchPath1764960000000 implements MigrationInterface {
  name = "TriggerSearchPath1764960000000";

  async up(q: QueryRunner): Promise<void> {
    for (const { signature, schema } of await triggerFunctions(q)) {
      await q.query(`ALTER FUNCTION ${signature} SET search_path = pg_catalog, ${schema}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { signature } of await triggerFunctions(q)) await q.query(`ALTER FUNCTION ${signature} RESET search_path`);
  }
}

/** The trigger functions of the current schema, each as `schema.name(arguments)`, quoted. */
async function triggerFunctions(q: QueryRunner): Promise<{ signature: string; schema: string }[]> {
  return q.query(
    `SELECT p.oid::regprocedure::text AS signature, quote_ident(n.nspname) AS schema
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE p.prorettype = 'trigger'::regtype AND n.nspname = current_schema()
      ORDER BY p.proname`,
  );
}
