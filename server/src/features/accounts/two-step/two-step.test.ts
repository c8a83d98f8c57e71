import { createHash } from "node:crypto";
import { generate } from "otplib";
import { Role, type AuthUser } from "../../../core/auth";
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

async function person(role: Role = Role.member) {
  const name = `Two${lettersFor(serial++)}`;
  const email = `${name.toLowerCase()}@example.org`;
  const { user } = await site.services.accounts.upsert({ name, email, password: PASSWORD, role });
  return { id: user.id, name, email, token: await site.tokenFor(role, name) };
}

/** Someone who turned on two-step sign-in: their secret and recovery codes. */
async function withAuthenticator(role: Role = Role.member) {
  const someone = await person(role);
  const started = await call("mutation { startAuthenticatorSetUp { secret uri qrCodeSvg } }", {}, someone.token);
  const { secret, uri, qrCodeSvg } = started.data!.startAuthenticatorSetUp;
  expect(uri).toBe(`otpauth://totp/Fen%20Street%20Players:${encodeURIComponent(someone.email)}?secret=${secret}&issuer=Fen%20Street%20Players`);
  expect(qrCodeSvg).toMatch(/^<svg/);
  const confirmed = await call("mutation ($code: String!) { confirmAuthenticator(code: $code) }", { code: await codeFor(secret) }, someone.token);
  expect(confirmed.errors).toBeUndefined();
  return { ...someone, secret, recoveryCodes: confirmed.data!.confirmAuthenticator as string[] };
}

const login = (email: string, password = PASSWORD) => site.rest("POST", "/api/login", { email, password });
const secondStep = (ticket: string, code: string) => site.rest("POST", "/api/login/second-step", { ticket, code });

test("turning on shows a secret to scan, needs a code to confirm, then gives 10 recovery codes; a password login then needs a second step", async () => {
  const { email, recoveryCodes, secret, token } = await withAuthenticator();
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  expect(new Set(recoveryCodes).size).toBe(10);
  // Only their digests are kept.
  const stored = (await database.db.query("SELECT code_hash FROM recovery_code rc JOIN app_user u ON u.id = rc.user_id WHERE u.email = $1", [email])) as { code_hash: string }[];
  expect(stored).toHaveLength(10);
  for (const { code_hash } of stored) expect(recoveryCodes).not.toContain(code_hash);
  expect((await call("{ me { hasSecondStep authenticatorAppOn } }", {}, token)).data).toEqual({ me: { hasSecondStep: true, authenticatorAppOn: true } });

  const first = await login(email);
  expect(first).toMatchObject({ status: 200, body: { needsSecondStep: true, ticket: expect.any(String) } });
  expect(first.body.token).toBeUndefined();
  const done = await secondStep(first.body.ticket, await codeFor(secret, 1));
  expect(done).toMatchObject({ status: 200, body: { token: expect.any(String) } });
  expect((await site.rest("GET", "/api/profile", undefined, done.body.token)).body).toMatchObject({ email });
});

test("a wrong code does not turn it on, and a code is asked for before it is in force", async () => {
  const someone = await person();
  const { secret } = (await call("mutation { startAuthenticatorSetUp { secret } }", {}, someone.token)).data!.startAuthenticatorSetUp;
  const wrong = String((Number(await codeFor(secret)) + 1) % 1_000_000).padStart(6, "0");
  const refused = await call("mutation ($code: String!) { confirmAuthenticator(code: $code) }", { code: wrong }, someone.token);
  expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "code", message: "code is not right or was already used" }] });
  const malformed = await call("mutation { confirmAuthenticator(code: \"12ab\") }", {}, someone.token);
  expect(malformed.errors?.[0]?.extensions?.fields).toEqual([{ path: "code", message: "code must be the 6 digits your authenticator app shows" }]);
  expect((await login(someone.email)).body).toEqual({ token: expect.any(String) });
});

test("a code is accepted once: the same code again, even within its 30 seconds, is refused", async () => {
  const { email, secret } = await withAuthenticator();
  const code = await codeFor(secret, 1);
  const { ticket } = (await login(email)).body;
  expect((await secondStep(ticket, code)).status).toBe(200);
  const { ticket: next } = (await login(email)).body;
  const reused = await secondStep(next, code);
  expect(reused).toMatchObject({ status: 400, body: { errors: [{ path: "code", message: "code is not right or was already used" }] } });
  // The code confirming the app was used too: no code of that step or before works again.
  expect((await secondStep(next, await codeFor(secret, 0))).status).toBe(400);
});

test("a recovery code signs in once, in any case and with or without its dash; used again it is refused", async () => {
  const { email, recoveryCodes } = await withAuthenticator();
  const [code] = recoveryCodes;
  expect((await secondStep((await login(email)).body.ticket, code.toUpperCase().replace("-", ""))).status).toBe(200);
  expect((await secondStep((await login(email)).body.ticket, code)).status).toBe(400);
  expect((await secondStep((await login(email)).body.ticket, recoveryCodes[1])).status).toBe(200);
});

test("a ticket lasts 5 minutes and works once", async () => {
  const { email, secret } = await withAuthenticator();
  const { ticket } = (await login(email)).body;
  await database.db.query("UPDATE sign_in_ticket SET expires_at = now() - interval '1 second'");
  const expired = await secondStep(ticket, await codeFor(secret, 1));
  expect(expired).toMatchObject({ status: 400, body: { errors: [{ path: "ticket", message: "ticket is unknown, expired or already used: log in again" }] } });

  const fresh = (await login(email)).body.ticket;
  const expiresIn = (await database.db.query("SELECT extract(epoch FROM expires_at - now()) AS s FROM sign_in_ticket WHERE used_at IS NULL AND expires_at > now()")) as { s: string }[];
  expect(Number(expiresIn[0].s)).toBeGreaterThan(290);
  expect(Number(expiresIn[0].s)).toBeLessThanOrEqual(300);
  expect((await secondStep(fresh, await codeFor(secret, 1))).status).toBe(200);
  expect((await secondStep(fresh, await codeFor(secret, 2))).body.errors).toEqual([{ path: "ticket", message: "ticket is unknown, expired or already used: log in again" }]);
  expect((await secondStep("made-up", "123456")).status).toBe(400);
});

test("wrong codes count against the account's login limit, with the password that preceded them", async () => {
  const { email, secret } = await withAuthenticator();
  const { ticket } = (await login(email)).body;
  // The password took one of the 5 attempts; four wrong codes take the rest.
  for (let i = 0; i < 4; i++) expect((await secondStep(ticket, "000000")).status).toBe(400);
  const limited = await secondStep(ticket, await codeFor(secret, 1));
  expect(limited.status).toBe(429);
  expect((await login(email)).status).toBe(429);
});

test("GraphQL login answers needsSecondStep and a ticket, and loginSecondStep the token; accounts without two-step sign-in log in as before", async () => {
  const { email, secret } = await withAuthenticator();
  const first = await call("mutation ($input: LoginInput!) { login(input: $input) { token user { email } needsSecondStep ticket } }", { input: { email, password: PASSWORD } });
  expect(first.data!.login).toEqual({ token: null, user: null, needsSecondStep: true, ticket: expect.any(String) });
  const second = await call("mutation ($t: String!, $c: String!) { loginSecondStep(ticket: $t, code: $c) { token needsSecondStep user { email } } }", { t: first.data!.login.ticket, c: await codeFor(secret, 1) });
  expect(second.data!.loginSecondStep).toEqual({ token: expect.any(String), needsSecondStep: false, user: { email } });
  // The second step starts the session (device) the token names; the password alone started none.
  const sessions = await call("{ sessions { current } }", {}, second.data!.loginSecondStep.token);
  expect(sessions.data!.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  const badInput = await call("mutation { loginSecondStep(ticket: \"x\", code: \"nope\") { token } }");
  expect(badInput.errors?.[0]?.extensions?.fields).toEqual([{ path: "code", message: "code must be the 6-digit code from your authenticator app or a recovery code (xxxxx-xxxxx)" }]);

  const plain = await person();
  const old = await call("mutation ($input: LoginInput!) { login(input: $input) { token needsSecondStep ticket } }", { input: { email: plain.email, password: PASSWORD } });
  expect(old.data!.login).toEqual({ token: expect.any(String), needsSecondStep: false, ticket: null });
});

test("turning the app off needs a code; then the password alone signs in", async () => {
  const { email, token, recoveryCodes } = await withAuthenticator();
  expect((await call("mutation { turnOffAuthenticator(code: \"000000\") }", {}, token)).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  expect((await call("mutation ($c: String!) { turnOffAuthenticator(code: $c) }", { c: recoveryCodes[0] }, token)).data).toEqual({ turnOffAuthenticator: true });
  expect((await login(email)).body).toEqual({ token: expect.any(String) });
});

test("wrong codes for turning the app off count as failed logins: a stolen session cannot guess its way to turning it off", async () => {
  const { token, recoveryCodes } = await withAuthenticator();
  const turnOff = (code: string) => call("mutation ($c: String!) { turnOffAuthenticator(code: $c) }", { c: code }, token);
  for (let i = 0; i < 5; i++) expect((await turnOff(String(100000 + i))).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  expect((await turnOff(recoveryCodes[0])).errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  expect((await call("{ me { authenticatorAppOn } }", {}, token)).data).toEqual({ me: { authenticatorAppOn: true } });
});

describe("when the society requires two-step sign-in for editors and admins", () => {
  // Signed in (proof fresh) before the requirement, which would otherwise keep this admin to their own account.
  let admin: AuthUser;
  const settings = (requireTwoStep: boolean) => site.services.siteSettings.update(admin, { name: "Fen Street Players", contactEmail: "society@example.org", requireTwoStep });
  beforeAll(async () => {
    admin = (await site.services.accounts.authenticate(`Bearer ${await site.tokenFor(Role.admin)}`))!;
    await settings(true);
  });
  afterAll(() => settings(false));

  test("an editor without a second step reaches only their own account and its set-up until they have one", async () => {
    const editor = await person(Role.editor);
    expect((await call("{ me { role mustSetUpSecondStep hasSecondStep } }", {}, editor.token)).data).toEqual({ me: { role: "editor", mustSetUpSecondStep: true, hasSecondStep: false } });
    const refused = await call("mutation { createPlay { id } }", {}, editor.token);
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringContaining("set it up on your account page first"), extensions: { code: "FORBIDDEN" } });
    expect((await site.rest("POST", "/api/plays/", undefined, editor.token)).status).toBe(403);
    expect((await call("{ playDraft(slug: \"nothing\") { id } }", {}, editor.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const { secret } = (await call("mutation { startAuthenticatorSetUp { secret } }", {}, editor.token)).data!.startAuthenticatorSetUp;
    expect((await call("mutation ($code: String!) { confirmAuthenticator(code: $code) }", { code: await codeFor(secret) }, editor.token)).errors).toBeUndefined();
    expect((await call("{ me { mustSetUpSecondStep } }", {}, editor.token)).data).toEqual({ me: { mustSetUpSecondStep: false } });
    expect((await call("mutation { createPlay { id } }", {}, editor.token)).errors).toBeUndefined();
  });

  test("members are not asked, and an editor with a second step is let through", async () => {
    const member = await person(Role.member);
    expect((await call("{ me { mustSetUpSecondStep } }", {}, member.token)).data).toEqual({ me: { mustSetUpSecondStep: false } });
    const editor = await withAuthenticator(Role.editor);
    const { ticket } = (await login(editor.email)).body;
    const { token } = (await secondStep(ticket, await codeFor(editor.secret, 1))).body;
    expect((await call("mutation { createPlay { id } }", {}, token)).errors).toBeUndefined();
  });
});

test("an admin's reset of someone's second step removes it, is written in Activity and emails them", async () => {
  const lost = await withAuthenticator();
  const adminToken = await site.tokenFor(Role.admin);
  expect((await call("{ users(perPage: 200) { items { email hasSecondStep } } }", {}, adminToken)).data!.users.items).toContainEqual({ email: lost.email, hasSecondStep: true });
  expect((await call("{ me { hasSecondStep } }", {}, lost.token)).data).toEqual({ me: { hasSecondStep: true } });

  expect((await call("mutation ($id: ID!) { resetSecondStep(userId: $id) }", { id: lost.id }, adminToken)).data).toEqual({ resetSecondStep: true });
  expect((await login(lost.email)).body).toEqual({ token: expect.any(String) });
  const activity = await call("{ activity { items { action kind itemTitle } } }", {}, adminToken);
  expect(activity.data!.activity.items[0]).toEqual({ action: "reset", kind: "account", itemTitle: lost.name });
  const mails = (await database.db.query("SELECT subject, body FROM message WHERE recipient = $1 AND subject LIKE '%was reset'", [lost.email])) as { subject: string; body: string }[];
  // Turning the app on was emailed too: the reset's email is its own.
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.subject).toBe("Your two-step sign-in for Fen Street Players was reset");
  expect(mail.body).toContain("no longer sign you in");
});

test("how an account signs in is told to its owner and admins only", async () => {
  const editor = await person(Role.editor);
  const admin = await site.tokenFor(Role.admin);
  expect((await call("{ users { items { hasSecondStep } } }", {}, admin)).errors).toBeUndefined();
  expect((await call("mutation ($id: ID!) { resetSecondStep(userId: $id) }", { id: editor.id }, editor.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
});

describe("secrets at rest", () => {
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  const storedSecret = async (userId: string) =>
    ((await database.db.query("SELECT secret FROM authenticator_app WHERE user_id = $1", [userId])) as { secret: string }[])[0].secret;

  /** A password sign-in on `on` finished with `code`. */
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
});
