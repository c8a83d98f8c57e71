import { generate } from "otplib";
import { Role } from "../../../core/auth";
import { startMailSite, type MailSite } from "../../../test/mail-delivery";
import type { TestSmtp } from "../../../test/smtp";
import type { TestDatabase } from "../../../test/test-database";
import { lettersFor, type TestApp } from "../../../test/test-app";
import type { MessageDelivery } from "../../messages/message-delivery.service";
import { FreshProof } from "../../sessions/fresh-proof.service";
import { SoftAuthenticator } from "./soft-authenticator.fixtures";

jest.setTimeout(60_000);

let database: TestDatabase;
let site: TestApp;
let smtp: TestSmtp;
let delivery: MessageDelivery;
let mail: MailSite;
let serial = 0;

const PASSWORD = "correct horse battery";
const PUBLIC_URL = "https://theatre.example";
const IF_NOT_YOU = "If this wasn't you, reset your password and contact an admin.";

beforeAll(async () => {
  mail = await startMailSite({ settings: { publicUrl: PUBLIC_URL, messages: { societyEmail: "society@fenstreet.example" } } });
  ({ database, site, smtp, delivery } = mail);
});

afterAll(() => mail.close());

type Answer = { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, any> }[] };
const call = async (query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> =>
  (await site.graphql(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body as Answer;
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

async function person(role: Role = Role.member) {
  const name = `Proof${lettersFor(serial++)}`;
  const email = `${name.toLowerCase()}@example.org`;
  const { user } = await site.services.accounts.upsert({ name, email, password: PASSWORD, role });
  return { id: user.id, name, email, token: await site.tokenFor(role, name) };
}

/** The account's sessions proved who held them 6 minutes ago: longer ago than a proof lasts. */
const ageProof = (userId: string) => database.db.query("UPDATE account_session SET proved_at = now() - interval '6 minutes' WHERE user_id = $1", [userId]);
const confirm = (token: string, answer: { password?: string; code?: string }) =>
  call("mutation ($password: String, $code: String) { confirmItsYou(password: $password, code: $code) }", answer, token);
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const key = () => new SoftAuthenticator({ origin: PUBLIC_URL, rpId: "theatre.example" });
const startRegistration = async (token: string) => (await call("mutation { startPasskeyRegistration }", {}, token)).data!.startPasskeyRegistration as string;
const addPasskey = (token: string, response: unknown, name = "Work laptop") =>
  call("mutation ($input: PasskeyInput!) { addPasskey(input: $input) { id name } }", { input: { name, response: JSON.stringify(response) } }, token);

async function withPasskey(role: Role = Role.member) {
  const someone = await person(role);
  const authenticator = key();
  const added = await addPasskey(someone.token, authenticator.register(await startRegistration(someone.token)));
  expect(added.errors).toBeUndefined();
  return { ...someone, authenticator, passkeyId: added.data!.addPasskey.id as string };
}

async function withAuthenticator() {
  const someone = await person();
  const { secret } = (await call("mutation { startAuthenticatorSetUp { secret } }", {}, someone.token)).data!.startAuthenticatorSetUp;
  const confirmed = await call("mutation ($code: String!) { confirmAuthenticator(code: $code) }", { code: await codeFor(secret) }, someone.token);
  expect(confirmed.errors).toBeUndefined();
  return { ...someone, secret, recoveryCodes: confirmed.data!.confirmAuthenticator as string[] };
}

const confirmByPasskey = async (token: string, authenticator: SoftAuthenticator) => {
  const options = (await call("mutation { startConfirmItsYouWithPasskey }", {}, token)).data!.startConfirmItsYouWithPasskey as string;
  return call("mutation ($r: String!) { confirmItsYouWithPasskey(response: $r) }", { r: JSON.stringify(authenticator.signIn(options)) }, token);
};

const passkeysOf = async (userId: string) => ((await database.db.query("SELECT name FROM passkey WHERE user_id = $1", [userId])) as unknown[]).length;
const roleOf = async (userId: string) => ((await database.db.query("SELECT role FROM app_user WHERE id = $1", [userId])) as { role: string }[])[0].role;
const closing = async (userId: string) => ((await database.db.query("SELECT deletion_requested_at FROM app_user WHERE id = $1", [userId])) as { deletion_requested_at: Date | null }[])[0].deletion_requested_at;
const appOf = async (userId: string) => ((await database.db.query("SELECT confirmed_at FROM authenticator_app WHERE user_id = $1", [userId])) as { confirmed_at: Date | null }[])[0] ?? null;

/** The refusal every guarded action answers without fresh proof. */
const expectProofAsked = (answer: Answer) => {
  expect(answer.errors?.[0]).toMatchObject({ message: "Confirm it's you first: with your password, a code from your authenticator app, or your passkey.", extensions: { code: "FRESH_PROOF_REQUIRED" } });
};

describe("without a proof in the last 5 minutes, changing how the account signs in is refused; after confirming it's you, it works", () => {
  test("adding a passkey: its options and its answer", async () => {
    const { id, token } = await person();
    await ageProof(id);
    expectProofAsked(await call("mutation { startPasskeyRegistration }", {}, token));
    expect((await confirm(token, { password: PASSWORD })).data).toEqual({ confirmItsYou: true });
    const authenticator = key();
    const response = authenticator.register(await startRegistration(token));
    // Its options were given while the proof was fresh; the proof ran out before the answer came back.
    await ageProof(id);
    expectProofAsked(await addPasskey(token, response));
    expect(await passkeysOf(id)).toBe(0);
    // The refusal left the challenge unused: once confirmed, the same answer adds it.
    expect((await confirm(token, { password: PASSWORD })).errors).toBeUndefined();
    expect((await addPasskey(token, response)).errors).toBeUndefined();
    expect(await passkeysOf(id)).toBe(1);
  });

  test("removing a passkey (confirmed with it: the password alone no longer does)", async () => {
    const { id, token, passkeyId, authenticator } = await withPasskey();
    await ageProof(id);
    expectProofAsked(await call("mutation ($id: ID!) { removePasskey(id: $id) }", { id: passkeyId }, token));
    expect(await passkeysOf(id)).toBe(1);
    expect((await confirmByPasskey(token, authenticator)).data).toEqual({ confirmItsYouWithPasskey: true });
    expect((await call("mutation ($id: ID!) { removePasskey(id: $id) }", { id: passkeyId }, token)).data).toEqual({ removePasskey: true });
    expect(await passkeysOf(id)).toBe(0);
  });

  test("turning on the authenticator app: starting and confirming", async () => {
    const { id, token } = await person();
    await ageProof(id);
    expectProofAsked(await call("mutation { startAuthenticatorSetUp { secret } }", {}, token));
    expect(await appOf(id)).toBeNull();
    await confirm(token, { password: PASSWORD });
    const { secret } = (await call("mutation { startAuthenticatorSetUp { secret } }", {}, token)).data!.startAuthenticatorSetUp;
    await ageProof(id);
    expectProofAsked(await call("mutation ($code: String!) { confirmAuthenticator(code: $code) }", { code: await codeFor(secret) }, token));
    expect((await appOf(id))?.confirmed_at).toBeNull();
    await confirm(token, { password: PASSWORD });
    expect((await call("mutation ($code: String!) { confirmAuthenticator(code: $code) }", { code: await codeFor(secret) }, token)).errors).toBeUndefined();
    expect((await appOf(id))?.confirmed_at).toBeInstanceOf(Date);
  });

  test("turning the authenticator app off; a code from the app confirms it's you as well as the password", async () => {
    const { id, token, secret, recoveryCodes } = await withAuthenticator();
    await ageProof(id);
    expectProofAsked(await call("mutation ($c: String!) { turnOffAuthenticator(code: $c) }", { c: recoveryCodes[0] }, token));
    expect(await appOf(id)).not.toBeNull();
    expect((await confirm(token, { code: await codeFor(secret, 1) })).data).toEqual({ confirmItsYou: true });
    expect((await call("mutation ($c: String!) { turnOffAuthenticator(code: $c) }", { c: recoveryCodes[0] }, token)).data).toEqual({ turnOffAuthenticator: true });
    expect(await appOf(id)).toBeNull();
  });

  test("an admin's reset of someone's second step", async () => {
    const lost = await withPasskey();
    const admin = await person(Role.admin);
    await ageProof(admin.id);
    expectProofAsked(await call("mutation ($id: ID!) { resetSecondStep(userId: $id) }", { id: lost.id }, admin.token));
    expect(await passkeysOf(lost.id)).toBe(1);
    await confirm(admin.token, { password: PASSWORD });
    expect((await call("mutation ($id: ID!) { resetSecondStep(userId: $id) }", { id: lost.id }, admin.token)).data).toEqual({ resetSecondStep: true });
    expect(await passkeysOf(lost.id)).toBe(0);
  });

  test("making an API token", async () => {
    const admin = await person(Role.admin);
    const make = () => call('mutation { createApiToken(name: "Box office sync", role: member) { token } }', {}, admin.token);
    await ageProof(admin.id);
    expectProofAsked(await make());
    expect(await database.db.query("SELECT 1 FROM api_token WHERE created_by_id = $1", [admin.id])).toEqual([]);
    await confirm(admin.token, { password: PASSWORD });
    expect((await make()).data!.createApiToken.token).toMatch(/^theatre_api_/);
  });

  test("changing an account's role", async () => {
    const admin = await person(Role.admin);
    const someone = await person();
    const promote = () => call("mutation ($id: ID!) { setUserRole(userId: $id, role: editor) { role } }", { id: someone.id }, admin.token);
    await ageProof(admin.id);
    expectProofAsked(await promote());
    expect(await roleOf(someone.id)).toBe("member");
    await confirm(admin.token, { password: PASSWORD });
    expect((await promote()).data).toEqual({ setUserRole: { role: "editor" } });
  });

  test("closing someone's account", async () => {
    const admin = await person(Role.admin);
    const someone = await person();
    const close = () => call("mutation ($id: ID!) { deleteUser(userId: $id) }", { id: someone.id }, admin.token);
    await ageProof(admin.id);
    expectProofAsked(await close());
    expect(await closing(someone.id)).toBeNull();
    await confirm(admin.token, { password: PASSWORD });
    expect((await close()).data).toEqual({ deleteUser: true });
    expect(await closing(someone.id)).toBeInstanceOf(Date);
  });

  test("closing one's own account", async () => {
    const { id, token } = await person();
    await ageProof(id);
    expectProofAsked(await call("mutation { deleteAccount }", {}, token));
    expect(await closing(id)).toBeNull();
    await confirm(token, { password: PASSWORD });
    expect((await call("mutation { deleteAccount }", {}, token)).data).toEqual({ deleteAccount: true });
    expect(await closing(id)).toBeInstanceOf(Date);
  });

  test("saving the Site settings (which can switch off Require two-step sign-in), by GraphQL and by PUT /api/settings", async () => {
    const admin = await person(Role.admin);
    const settings = { name: "Fen Street Players", contactEmail: "society@fenstreet.example", requireTwoStep: false };
    const save = () => call("mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { updatedBy } }", { input: settings }, admin.token);
    await ageProof(admin.id);
    expectProofAsked(await save());
    const overRest = await site.rest("PUT", "/api/settings", settings, admin.token);
    expect(overRest).toMatchObject({ status: 403, body: { code: "FRESH_PROOF_REQUIRED", message: "Confirm it's you first: with your password, a code from your authenticator app, or your passkey." } });
    expect(await database.db.query("SELECT 1 FROM site_settings WHERE updated_by = $1", [admin.name])).toEqual([]);
    await confirm(admin.token, { password: PASSWORD });
    expect((await save()).data).toEqual({ updateSiteSettings: { updatedBy: admin.name } });
  });

  test("changing the password of an account with a second step, by GraphQL and by PUT /api/profile/password (its new session counts as proved)", async () => {
    const { id, email, token, secret } = await withAuthenticator();
    const change = (newPassword: string) => call("mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { token } }", { i: { currentPassword: PASSWORD, newPassword } }, token);
    await ageProof(id);
    expectProofAsked(await change("a thief's new password"));
    const overRest = await site.rest("PUT", "/api/profile/password", { currentPassword: PASSWORD, newPassword: "a thief's new password" }, token);
    expect(overRest).toMatchObject({ status: 403, body: { code: "FRESH_PROOF_REQUIRED" } });
    expect((await site.services.accounts.login({ email, password: PASSWORD })).needsSecondStep).toBe(true);
    expect((await confirm(token, { code: await codeFor(secret, 1) })).data).toEqual({ confirmItsYou: true });
    const changed = await change("the owner's new password");
    expect(changed.errors).toBeUndefined();
    expect((await call("{ me { id } }", {}, changed.data!.changePassword.token)).data).toEqual({ me: { id } });
  });

  test("a stolen session and the password cannot change a passkey account's password, so cannot swap its passkeys", async () => {
    const { id, token } = await withPasskey();
    await ageProof(id);
    expect((await confirm(token, { password: PASSWORD })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expectProofAsked(await call("mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { token } }", { i: { currentPassword: PASSWORD, newPassword: "a thief's new password" } }, token));
    expectProofAsked(await call("mutation { startPasskeyRegistration }", {}, token));
    expect(await passkeysOf(id)).toBe(1);
  });

  test("without a second step, the current password alone still changes the password", async () => {
    const { id, token } = await person();
    await ageProof(id);
    const changed = await call("mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { token } }", { i: { currentPassword: PASSWORD, newPassword: "a new password for me" } }, token);
    expect(changed.errors).toBeUndefined();
  });

  test("a proof counts only while its session is in force: not once it is signed out, or its account's tokens are refused", async () => {
    const freshProof = new FreshProof(database.db);
    const signedOut = await person();
    const caller = (await site.services.accounts.authenticate(`Bearer ${signedOut.token}`))!;
    await expect(freshProof.require(caller)).resolves.toBeUndefined();
    await call("mutation { logout }", {}, signedOut.token);
    await expect(freshProof.require(caller)).rejects.toMatchObject({ code: "FRESH_PROOF_REQUIRED" });
    const bumped = await person();
    const other = (await site.services.accounts.authenticate(`Bearer ${bumped.token}`))!;
    await database.db.query("UPDATE app_user SET token_version = token_version + 1 WHERE id = $1", [bumped.id]);
    await expect(freshProof.require(other)).rejects.toMatchObject({ code: "FRESH_PROOF_REQUIRED" });
  });

  test("a session from before proofs were kept has none", async () => {
    const { id, token } = await person();
    await database.db.query("UPDATE account_session SET proved_at = NULL WHERE user_id = $1", [id]);
    expectProofAsked(await call("mutation { startPasskeyRegistration }", {}, token));
  });

  test("a proof is of one session: confirming on one device does not prove another", async () => {
    const { id, email, token } = await person();
    const other = (await site.rest("POST", "/api/login", { email, password: PASSWORD })).body.token as string;
    await ageProof(id);
    await confirm(token, { password: PASSWORD });
    expectProofAsked(await call("mutation { startPasskeyRegistration }", {}, other));
    expect((await call("mutation { startPasskeyRegistration }", {}, token)).errors).toBeUndefined();
  });
});

describe("confirming it's you", () => {
  test("wrong passwords count as failed logins: after 5 the account is refused for a while, even with the right one", async () => {
    const { email, token } = await person();
    for (let i = 0; i < 5; i++) {
      const wrong = await confirm(token, { password: `wrong password ${i}` });
      expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "password", message: "password is not right" }] });
    }
    expect(codeOf(await confirm(token, { password: PASSWORD }))).toBe("RATE_LIMITED");
    expect((await site.rest("POST", "/api/login", { email, password: PASSWORD })).status).toBe(429);
  });

  test("asks for a password or a code, not both nor neither; a wrong code is a field error", async () => {
    const { token } = await person();
    expect((await confirm(token, {})).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await confirm(token, { password: PASSWORD, code: "123456" })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await confirm(token, { code: "123456" })).errors?.[0]?.extensions?.fields).toEqual([{ path: "code", message: "code is not right or was already used" }]);
  });

  test("with one of the person's own passkeys; its challenge works once; someone else's passkey is refused", async () => {
    const { id, token, authenticator } = await withPasskey();
    await ageProof(id);
    const options = (await call("mutation { startConfirmItsYouWithPasskey }", {}, token)).data!.startConfirmItsYouWithPasskey as string;
    expect(JSON.parse(options)).toMatchObject({ rpId: "theatre.example", userVerification: "required", allowCredentials: [expect.objectContaining({ id: authenticator.credentialId.toString("base64url") })] });
    const answer = JSON.stringify(authenticator.signIn(options));
    expect((await call("mutation ($r: String!) { confirmItsYouWithPasskey(response: $r) }", { r: answer }, token)).data).toEqual({ confirmItsYouWithPasskey: true });
    expect((await call("mutation { startPasskeyRegistration }", {}, token)).errors).toBeUndefined();
    expect(codeOf(await call("mutation ($r: String!) { confirmItsYouWithPasskey(response: $r) }", { r: answer }, token))).toBe("BAD_USER_INPUT");

    const other = await withPasskey();
    await ageProof(other.id);
    const theirs = (await call("mutation { startConfirmItsYouWithPasskey }", {}, other.token)).data!.startConfirmItsYouWithPasskey as string;
    const refused = await call("mutation ($r: String!) { confirmItsYouWithPasskey(response: $r) }", { r: JSON.stringify(authenticator.signIn(theirs)) }, other.token);
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    expectProofAsked(await call("mutation { startPasskeyRegistration }", {}, other.token));
  });

  test("an account with a second step cannot confirm with its password alone, and no guess is counted: a code or its passkey confirms", async () => {
    const withApp = await withAuthenticator();
    const withKey = await withPasskey();
    for (const { id, token } of [withApp, withKey]) {
      await ageProof(id);
      for (let i = 0; i < 6; i++) {
        const refused = await confirm(token, { password: PASSWORD });
        expect(refused.errors?.[0]).toMatchObject({ message: "Your account has two-step sign-in: confirm with a code from your app or your passkey.", extensions: { code: "BAD_USER_INPUT" } });
      }
      expectProofAsked(await call("mutation { startPasskeyRegistration }", {}, token));
    }
    // Six refusals counted no failed login: the code still confirms.
    expect((await confirm(withApp.token, { code: await codeFor(withApp.secret, 1) })).data).toEqual({ confirmItsYou: true });
    expect((await confirmByPasskey(withKey.token, withKey.authenticator)).data).toEqual({ confirmItsYouWithPasskey: true });
  });

  test("starting to confirm with a passkey is limited per account: past 10 a minute, RATE_LIMITED", async () => {
    const { token } = await withPasskey();
    for (let i = 0; i < 10; i++) expect((await call("mutation { startConfirmItsYouWithPasskey }", {}, token)).errors).toBeUndefined();
    const refused = await call("mutation { startConfirmItsYouWithPasskey }", {}, token);
    expect(codeOf(refused)).toBe("RATE_LIMITED");
    expect(refused.errors?.[0]?.message).toMatch(/^Too many passkey confirmations started for your account\. Try again in 1 minute\.$/);
    // Another account's budget is its own.
    expect((await call("mutation { startConfirmItsYouWithPasskey }", {}, (await withPasskey()).token)).errors).toBeUndefined();
  });

  test("without a passkey, the passkey way is a clear field error", async () => {
    const { token } = await person();
    expect((await call("mutation { startConfirmItsYouWithPasskey }", {}, token)).errors?.[0]).toMatchObject({ message: "Your account has no passkey: enter your password instead", extensions: { code: "BAD_USER_INPUT" } });
  });

  test("API tokens can never confirm, and so never make API tokens", async () => {
    const admin = await person(Role.admin);
    const { token: script } = (await call('mutation { createApiToken(name: "Sync", role: editor) { token } }', {}, admin.token)).data!.createApiToken;
    expect(codeOf(await confirm(script, { password: PASSWORD }))).toBe("FORBIDDEN");
    expect(codeOf(await call("mutation { startConfirmItsYouWithPasskey }", {}, script))).toBe("FORBIDDEN");
    expect(codeOf(await call('mutation { createApiToken(name: "More", role: editor) { token } }', {}, script))).toBe("FORBIDDEN");
  });
});

describe("an admin's reset of a second step", () => {
  test("is refused for the admin's own account, naming the rule", async () => {
    const admin = await withPasskey(Role.admin);
    const refused = await call("mutation ($id: ID!) { resetSecondStep(userId: $id) }", { id: admin.id }, admin.token);
    expect(refused.errors?.[0]).toMatchObject({ message: "You can't reset your own second step: turn it off on your account page.", extensions: { code: "FORBIDDEN" } });
    expect(await passkeysOf(admin.id)).toBe(1);
  });

  test("is refused for the admin's own account written in capitals too", async () => {
    const admin = await withPasskey(Role.admin);
    const refused = await call("mutation ($id: ID!) { resetSecondStep(userId: $id) }", { id: admin.id.toUpperCase() }, admin.token);
    expect(refused.errors?.[0]).toMatchObject({ message: "You can't reset your own second step: turn it off on your account page.", extensions: { code: "FORBIDDEN" } });
    expect(await passkeysOf(admin.id)).toBe(1);
  });

  test("ends every sign-in of the person at once: REST, GraphQL and the API tokens they made", async () => {
    const lost = await withPasskey(Role.admin);
    const { token: script } = (await call('mutation { createApiToken(name: "Their script", role: editor) { token } }', {}, lost.token)).data!.createApiToken;
    expect((await site.rest("GET", "/api/profile", undefined, lost.token)).status).toBe(200);
    const admin = await person(Role.admin);
    expect((await call("mutation ($id: ID!) { resetSecondStep(userId: $id) }", { id: lost.id }, admin.token)).errors).toBeUndefined();
    expect((await site.rest("GET", "/api/profile", undefined, lost.token)).status).toBe(401);
    expect((await call("{ me { id } }", {}, lost.token)).data?.me ?? null).toBeNull();
    expect((await site.rest("POST", "/api/plays/", undefined, script)).status).toBe(401);
    // They sign in again with their password alone.
    expect((await site.rest("POST", "/api/login", { email: lost.email, password: PASSWORD })).body).toEqual({ token: expect.any(String) });
  });
});

describe("every change of a second step emails its owner, once", () => {
  const deliver = async () => {
    await delivery.tick();
    const mails = [...smtp.received];
    smtp.received.length = 0;
    return mails;
  };
  beforeEach(async () => {
    await deliver();
  });

  const expectTold = (mail: { envelopeTo: string[]; headers: Record<string, string>; body: string }, email: string, subject: string, what: string) => {
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.headers.subject).toBe(subject);
    expect(mail.body).toContain(what);
    expect(mail.body).toMatch(/When: \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2}[ap]m \(London time\)\./);
    expect(mail.body).toContain(IF_NOT_YOU);
  };

  test("a passkey added, then removed", async () => {
    const { email, token, passkeyId } = await withPasskey();
    const added = await deliver();
    expect(added).toHaveLength(1);
    expectTold(added[0], email, "A passkey was added to your Fen Street Players account", 'A passkey named "Work laptop" was added to your account');
    await call("mutation ($id: ID!) { removePasskey(id: $id) }", { id: passkeyId }, token);
    const removed = await deliver();
    expect(removed).toHaveLength(1);
    expectTold(removed[0], email, "A passkey was removed from your Fen Street Players account", 'The passkey named "Work laptop" was removed from your account');
  });

  test("the authenticator app turned on, then off; a wrong code sends nothing", async () => {
    const { email, token, recoveryCodes } = await withAuthenticator();
    const on = await deliver();
    expect(on).toHaveLength(1);
    expectTold(on[0], email, "Two-step sign-in was turned on for your Fen Street Players account", "Two-step sign-in with an authenticator app was turned on");
    await call('mutation { turnOffAuthenticator(code: "000000") }', {}, token);
    expect(await deliver()).toEqual([]);
    await call("mutation ($c: String!) { turnOffAuthenticator(code: $c) }", { c: recoveryCodes[0] }, token);
    const off = await deliver();
    expect(off).toHaveLength(1);
    expectTold(off[0], email, "Two-step sign-in was turned off for your Fen Street Players account", "Two-step sign-in with an authenticator app was turned off");
  });

  test("a reset by an admin", async () => {
    const lost = await withPasskey();
    await deliver();
    const admin = await person(Role.admin);
    await call("mutation ($id: ID!) { resetSecondStep(userId: $id) }", { id: lost.id }, admin.token);
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    expectTold(mails[0], lost.email, "Your two-step sign-in for Fen Street Players was reset", `${admin.name}, an admin of the Fen Street Players website, has reset the second step of your sign-in`);
  });
});

describe("odd cases answer clearly, not with a server error", () => {
  test("the same passkey added twice at once: one is added, the other is a CONFLICT", async () => {
    const { id, token } = await person();
    const authenticator = key();
    const [first, second] = [authenticator.register(await startRegistration(token)), authenticator.register(await startRegistration(token))];
    const answers = await Promise.all([addPasskey(token, first), addPasskey(token, second)]);
    expect(answers.map((a) => (a.errors ? codeOf(a) : "added")).sort()).toEqual(["CONFLICT", "added"]);
    expect(await passkeysOf(id)).toBe(1);
  });

  test("after the server's clock went back, a code is wrong rather than a server error", async () => {
    const { id, token, secret } = await withAuthenticator();
    // The last code accepted is from an hour ahead of now, as if the clock had been moved back since.
    await database.db.query("UPDATE authenticator_app SET last_time_step = last_time_step + 120 WHERE user_id = $1", [id]);
    const answer = await confirm(token, { code: await codeFor(secret, 1) });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "code", message: "code is not right or was already used" }] });
  });
});
