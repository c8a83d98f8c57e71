import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { DoorApp1764996000000 } from "./1764996000000-door-app";

/**
 * Taking the door app's migration down leaves no account with a role the older site does not know:
 * door volunteers become members, signed out everywhere; up again, the role is there to give.
 */
let database: TestDatabase;
const migration = new DoorApp1764996000000();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

test("down makes door volunteers members and signs them out; up allows the role again", async () => {
  const [{ id }] = (await database.db.query(`INSERT INTO app_user (username, email, password_hash, role) VALUES ('Doorkeeper', 'keeper@example.org', 'x', 'door') RETURNING id`)) as { id: string }[];
  const runner = database.db.createQueryRunner();
  try {
    await migration.down(runner);
    expect(await database.db.query(`SELECT role, token_version FROM app_user WHERE id = $1`, [id])).toEqual([{ role: "member", token_version: 1 }]);
    await expect(database.db.query(`UPDATE app_user SET role = 'door' WHERE id = $1`, [id])).rejects.toThrow(/app_user_role_known/);
    await migration.up(runner);
  } finally {
    await runner.release();
  }
  await database.db.query(`UPDATE app_user SET role = 'door' WHERE id = $1`, [id]);
  expect(await database.db.query(`SELECT count(*)::int AS scans FROM door_scan`)).toEqual([{ scans: 0 }]);
});
