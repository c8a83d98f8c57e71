import { insertPlays, playFixture } from "../features/plays/play.fixtures";
import { createTestDatabase, type TestDatabase } from "../test/test-database";

/**
 * Trigger functions fire inside whatever session writes the row: their names must not resolve
 * through that session's search_path (TriggerSearchPath1764960000000 pins every one).
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

test("every trigger function of the site's schema has a pinned search_path (system catalogue, then the schema)", async () => {
  const functions: { name: string; config: string[] | null; schema: string }[] = await database.db.query(
    `SELECT p.proname AS name, p.proconfig AS config, n.nspname AS schema
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE p.prorettype = 'trigger'::regtype AND n.nspname = current_schema()
      ORDER BY p.proname`,
  );
  expect(functions.map((f) => f.name)).toEqual(expect.arrayContaining(["play_credits_sync", "play_search_sync", "venue_search_sync", "person_search_sync"]));
  const unpinned = functions.filter((f) => !(f.config ?? []).includes(`search_path=pg_catalog, ${f.schema}`)).map((f) => f.name);
  expect(unpinned).toEqual([]);
});

test("a session that puts another schema first cannot slip its own function into a play's search text", async () => {
  const [play] = await insertPlays(database.db, [playFixture({ slug: "the-tempest", title: "The Tempest", venues: [], blurb: "<p>An island</p>" })]);
  const runner = database.db.createQueryRunner();
  try {
    await runner.query("CREATE SCHEMA shadow");
    await runner.query("CREATE FUNCTION shadow.site_plain_text(text) RETURNS text LANGUAGE sql AS $$ SELECT 'hijacked' $$");
    await runner.startTransaction();
    await runner.query("SET LOCAL search_path = shadow, public");
    await runner.query("UPDATE play SET blurb = '<p>A storm</p>' WHERE id = $1", [play.id]);
    await runner.commitTransaction();
  } finally {
    await runner.query("DROP SCHEMA IF EXISTS shadow CASCADE");
    await runner.release();
  }
  const [row] = await database.db.query("SELECT search::text AS search FROM play WHERE id = $1", [play.id]);
  expect(row.search).toContain("storm");
  expect(row.search).not.toContain("hijack");
});
