import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { poolOf, runNamed } from "./pool";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** The statements prepared on the connection a query runs on. */
const prepared = async (run: (sql: string) => Promise<{ name: string }[]>) => (await run(`SELECT name FROM pg_prepared_statements ORDER BY name`)).map((r) => r.name);

test("a named statement is prepared on the connection it runs on: a transaction's own, or the pool's", async () => {
  const { db } = database;
  await db.transaction(async (manager) => {
    const rows = await runNamed<{ sum: number }>(manager, "test-sum", "SELECT $1::int + $2::int AS sum", [2, 3]);
    expect(rows).toEqual([{ sum: 5 }]);
    // The transaction's connection keeps it: the same connection answers TypeORM's query.
    expect(await prepared((sql) => manager.query(sql))).toContain("test-sum");
    // Run again by name on that connection: parsed once, answered with the new values.
    expect(await runNamed<{ sum: number }>(manager, "test-sum", "SELECT $1::int + $2::int AS sum", [4, 5])).toEqual([{ sum: 9 }]);
  });
  // On the pool: whichever connection runs it prepares it, once.
  expect(await runNamed<{ word: string }>(db, "test-word", "SELECT upper($1) AS word", ["stalls"])).toEqual([{ word: "STALLS" }]);
  expect(await runNamed<{ word: string }>(db.manager, "test-word", "SELECT upper($1) AS word", ["balcony"])).toEqual([{ word: "BALCONY" }]);
  const pool = poolOf(db);
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    const lists = await Promise.all(clients.map((c) => prepared(async (sql) => (await c.query<{ name: string }>(sql)).rows)));
    expect(lists.some((list) => list.includes("test-word"))).toBe(true);
  } finally {
    for (const c of clients) c.release();
  }
});
