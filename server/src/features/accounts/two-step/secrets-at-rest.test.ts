import { createHash } from "node:crypto";
import { generate } from "otplib";
import { Role } from "../../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { lettersFor, startTestApp, type TestApp } from "../../../test/test-app";

let database: TestDatabase;
let site: TestApp;
let serial = 0;
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

type Answer = { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, any> }[] };
const call = async (query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> =>
  (await site.graphql(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body as Answer;

/** A code from the app, as it shows `steps` periods (30 s) from now. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Someone who turned on two-step sign-in: their secret and recovery codes. */
async function withAuthenticator() {
  const name = `Sealed${lettersFor(serial++)}`;
  const email = `${name.toLowerCase()}@example.org`;
  const { user } = await site.services.accounts.upsert({ name, email, password: PASSWORD, role: Role.member });
  const token = await site.tokenFor(Role.member, name);
  const { secret } = (await call("mutation { startAuthenticatorSetUp { secret } }", {}, token)).data!.startAuthenticatorSetUp;
  const confirmed = await call("mutation ($code: String!) { confirmAuthenticator(code: $code) }", { code: await codeFor(secret) }, token);
  expect(confirmed.errors).toBeUndefined();
  return { id: user.id, email, secret: secret as string, recoveryCodes: confirmed.data!.confirmAuthenticator as string[] };
}

const storedSecret = async (userId: string) =>
  ((await database.db.query("SELECT secret FROM authenticator_app WHERE user_id = $1", [userId])) as { secret: string }[])[0].secret;

const signIn = async (on: TestApp, email: string, code: string) => {
  const { ticket } = (await on.rest("POST", "/api/login", { email, password: PASSWORD })).body;
  return on.rest("POST", "/api/login/second-step", { ticket, code });
};

test("the app's secret is stored encrypted, and codes made from the plain secret are accepted", async () => {
  const { id, email, secret } = await withAuthenticator();
  const stored = await storedSecret(id);
  expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+$/);
  expect(stored).not.toContain(secret);
  expect((await signIn(site, email, await codeFor(secret, 1))).status).toBe(200);
});

test("a secret stored in plain text before still works, and the start-up step encrypts it once", async () => {
  const { id, email, secret } = await withAuthenticator();
  await database.db.query("UPDATE authenticator_app SET secret = $2 WHERE user_id = $1", [id, secret]);
  expect((await signIn(site, email, await codeFor(secret, 1))).status).toBe(200);

  expect(await site.services.authenticator.sealPlainSecrets()).toBeGreaterThanOrEqual(1);
  const sealed = await storedSecret(id);
  expect(sealed).toMatch(/^v1:/);
  // Run again (another instance starting), nothing changes.
  expect(await site.services.authenticator.sealPlainSecrets()).toBe(0);
  expect(await storedSecret(id)).toBe(sealed);
  // The code of that step was used above: forget it, so the same step's code proves the sealed secret.
  await database.db.query("UPDATE authenticator_app SET last_time_step = NULL WHERE user_id = $1", [id]);
  expect((await signIn(site, email, await codeFor(secret, 1))).status).toBe(200);
});

test("under another signing secret, a code is refused with a clear way out, not a server error; a recovery code still works", async () => {
  const { email, secret, recoveryCodes } = await withAuthenticator();
  const moved = await startTestApp(database.db, { settings: { jwtSecret: "another-secret-that-is-long-enough-for-hs256-9876543210" } });
  try {
    const refused = await signIn(moved, email, await codeFor(secret, 1));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/recovery code.*admin to reset your second step/);
    // The recovery codes are keyed from the signing secret too: only the old site's key matches them.
    expect((await signIn(moved, email, recoveryCodes[0])).status).toBe(400);
  } finally {
    await moved.app.close();
  }
  expect((await signIn(site, email, recoveryCodes[0])).status).toBe(200);
});

test("recovery codes are stored as keyed digests, and a code stored as plain SHA-256 before still works once", async () => {
  const { id, email, recoveryCodes } = await withAuthenticator();
  const stored = ((await database.db.query("SELECT code_hash FROM recovery_code WHERE user_id = $1", [id])) as { code_hash: string }[]).map((row) => row.code_hash);
  expect(stored).toHaveLength(10);
  for (const code of recoveryCodes) expect(stored).not.toContain(sha256(code.replace("-", "")));

  const old = "abcde-fghjk";
  await database.db.query("INSERT INTO recovery_code (user_id, code_hash) VALUES ($1, $2)", [id, sha256("abcdefghjk")]);
  expect((await signIn(site, email, old.toUpperCase())).status).toBe(200);
  expect((await signIn(site, email, old)).status).toBe(400);
});
