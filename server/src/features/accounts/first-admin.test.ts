import { Role } from "../../core/auth";
import pino from "pino";
import { createLogger, type Logger } from "../../core/logger";
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

test("ADMIN_EMAIL and ADMIN_PASSWORD create that admin", async () => {
  const admin = { email: "boss@example.org", password: "a long password", username: "Boss" };
  await ensureFirstAdmin(site.services.accounts, { admin, embedded: true }, logger, () => undefined);
  expect(await roles()).toEqual([{ username: "Boss", email: "boss@example.org", role: "admin" }]);
  await expect(site.services.accounts.login({ email: "boss", password: "a long password" })).resolves.toHaveProperty("token");
});

/** A logger whose messages are kept, to check what start-up says it did. */
function recordingLogger(): { logger: Logger; messages: string[] } {
  const messages: string[] = [];
  return { messages, logger: pino({}, { write: (line: string) => messages.push(JSON.parse(line).msg) }) };
}

test("an existing account with ADMIN_EMAIL becomes admin only with ADMIN_PASSWORD: its own password and sessions stop working", async () => {
  const { accounts } = site.services;
  await accounts.upsert({ name: "Stranger", email: "boss@example.org", password: "stranger password", role: Role.member });
  const strangerToken = (await accounts.login({ email: "stranger", password: "stranger password" })).token;
  const { logger: recording, messages } = recordingLogger();

  await ensureFirstAdmin(accounts, { admin: { email: "BOSS@example.org", password: "the admin password", username: "Boss" }, embedded: false }, recording);
  expect(await roles()).toEqual([{ username: "Stranger", email: "boss@example.org", role: "admin" }]);
  await expect(accounts.login({ email: "stranger", password: "stranger password" })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  expect(await accounts.authenticate(`Bearer ${strangerToken}`)).toBeNull();
  expect(messages).toEqual([expect.stringMatching(/promoted to admin; its password is now ADMIN_PASSWORD and its sessions were ended/)]);
  await expect(accounts.login({ email: "boss@example.org", password: "the admin password" })).resolves.toHaveProperty("token");
});

test("restarts with the same settings keep the admin's sessions; a changed password is set back to ADMIN_PASSWORD", async () => {
  const { accounts } = site.services;
  const admin = { email: "boss@example.org", password: "the admin password", username: "Boss" };
  await ensureFirstAdmin(accounts, { admin, embedded: true }, logger);
  const token = (await accounts.login({ email: "boss", password: "the admin password" })).token;
  const { logger: recording, messages } = recordingLogger();

  await ensureFirstAdmin(accounts, { admin, embedded: true }, recording);
  expect(await accounts.authenticate(`Bearer ${token}`)).toMatchObject({ name: "Boss", role: "admin" });
  expect(messages).toEqual([expect.stringMatching(/is an admin with ADMIN_PASSWORD; nothing changed/)]);

  await accounts.upsert({ name: "Boss", email: "boss@example.org", password: "another password", role: Role.admin });
  await ensureFirstAdmin(accounts, { admin, embedded: true }, recording);
  expect(messages[1]).toMatch(/password was not ADMIN_PASSWORD, so it was replaced with it and the account's sessions were ended/);
  await expect(accounts.login({ email: "boss", password: "another password" })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  await expect(accounts.login({ email: "boss", password: "the admin password" })).resolves.toHaveProperty("token");
});

const BOSS = { email: "boss@example.org", password: "the admin password", username: "Boss" };
/** The Boss account's id, signed in, as the services take it. */
/** Signed in (proof fresh, as closing one's own account asks). */
const signedIn = async (accounts: TestApp["services"]["accounts"], email: string, password: string) =>
  (await accounts.authenticate(`Bearer ${(await accounts.login({ email, password })).token}`))!;
const bossActor = (accounts: TestApp["services"]["accounts"]) => signedIn(accounts, "boss", BOSS.password);
const pending = async () => database.db.query("SELECT username FROM app_user WHERE deletion_requested_at IS NOT NULL ORDER BY username");

test("starting with ADMIN_EMAIL withdraws that account's pending deletion request and says so; the purge then keeps it", async () => {
  const { accounts } = site.services;
  await ensureFirstAdmin(accounts, { admin: BOSS, embedded: false }, logger);
  await accounts.upsert({ name: "Deputy", email: "deputy@example.org", password: "deputy password", role: Role.admin });
  await accounts.deleteOwn(await bossActor(accounts));
  expect(await pending()).toEqual([{ username: "Boss" }]);
  const { logger: recording, messages } = recordingLogger();

  await ensureFirstAdmin(accounts, { admin: BOSS, embedded: false }, recording);
  expect(messages).toContainEqual(expect.stringMatching(/pending deletion request was withdrawn; the account named by ADMIN_EMAIL is never purged/));
  expect(await pending()).toEqual([]);
  expect(await accounts.purgeDeleted()).toBe(0);
  await expect(accounts.login({ email: "boss", password: BOSS.password })).resolves.toHaveProperty("token");

  await ensureFirstAdmin(accounts, { admin: BOSS, embedded: false }, recording);
  expect(messages.filter((message) => /withdrawn/.test(message))).toHaveLength(1);
});

test("the purge job skips the ADMIN_EMAIL account whose deletion was asked for while the site runs, and purges the others", async () => {
  const running = await startTestApp(database.db, { settings: { adminEmail: "BOSS@example.org" } });
  try {
    const { accounts } = running.services;
    await ensureFirstAdmin(accounts, { admin: BOSS, embedded: false }, logger);
    await accounts.upsert({ name: "Deputy", email: "deputy@example.org", password: "deputy password", role: Role.admin });
    await accounts.upsert({ name: "Leaver", email: "leaver@example.org", password: "leaver password", role: Role.member });
    await accounts.deleteOwn(await signedIn(accounts, "leaver", "leaver password"));
    await accounts.deleteOwn(await bossActor(accounts));

    // What the hourly job runs.
    expect(await accounts.purgeDeleted()).toBe(1);
    expect(await roles()).toEqual([
      { username: "Boss", email: "boss@example.org", role: "admin" },
      { username: "Deputy", email: "deputy@example.org", role: "admin" },
    ]);
    expect(await pending()).toEqual([{ username: "Boss" }]);
  } finally {
    await running.app.close();
  }
});
