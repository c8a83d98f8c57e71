import { Role } from "../../core/auth";
import { createLogger } from "../../core/logger";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { ensureFirstAdmin } from "./first-admin";

let database: TestDatabase;
let site: TestApp;
const logger = createLogger("silent");

beforeEach(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
});

afterEach(async () => {
  await site.app.close();
  await database.drop();
});

const roles = async () => database.db.query("SELECT username, email, role FROM app_user ORDER BY username");

test("with the embedded database and no admin, an admin is created and its password printed once", async () => {
  const printed: string[] = [];
  await ensureFirstAdmin(site.services.accounts, { embedded: true }, logger, (text) => printed.push(text));
  expect(await roles()).toEqual([{ username: "admin", email: "admin@localhost", role: "admin" }]);
  const password = /password: (\S+)/.exec(printed.join(""))?.[1];
  expect(password).toBeDefined();
  await expect(site.services.accounts.login({ email: "admin", password })).resolves.toHaveProperty("token");

  await ensureFirstAdmin(site.services.accounts, { embedded: true }, logger, (text) => printed.push(text));
  expect(printed).toHaveLength(1);
});

test("with an external database and no settings, nothing is created", async () => {
  await ensureFirstAdmin(site.services.accounts, { embedded: false }, logger, () => undefined);
  expect(await roles()).toEqual([]);
});

test("ADMIN_EMAIL and ADMIN_PASSWORD create that admin, or promote the account that has the email", async () => {
  const admin = { email: "boss@example.org", password: "a long password", username: "Boss" };
  await ensureFirstAdmin(site.services.accounts, { admin, embedded: true }, logger, () => undefined);
  expect(await roles()).toEqual([{ username: "Boss", email: "boss@example.org", role: "admin" }]);

  await site.services.accounts.upsert({ name: "Member", email: "member@example.org", password: "member password", role: Role.member });
  await ensureFirstAdmin(site.services.accounts, { admin: { ...admin, email: "MEMBER@example.org" }, embedded: false }, logger, () => undefined);
  expect((await roles()).find((u: { username: string }) => u.username === "Member").role).toBe("admin");
  await expect(site.services.accounts.login({ email: "member", password: "member password" })).resolves.toHaveProperty("token");
});
