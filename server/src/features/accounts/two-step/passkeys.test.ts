import { Role } from "../../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { lettersFor, startTestApp, type TestApp } from "../../../test/test-app";
import { SoftAuthenticator } from "./soft-authenticator.fixtures";

let database: TestDatabase;
let site: TestApp;
let serial = 0;

const PUBLIC_URL = "https://theatre.example";
const RIGHT = { origin: PUBLIC_URL, rpId: "theatre.example" };

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { settings: { publicUrl: PUBLIC_URL } });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

type Answer = { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, any> }[] };

async function call(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
  return (await site.graphql(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body as Answer;
}

/** A member with a password, and a token of theirs. */
async function member() {
  const name = `Key${lettersFor(serial++)}`;
  const email = `${name.toLowerCase()}@example.org`;
  await site.services.accounts.upsert({ name, email, password: "correct horse battery", role: Role.member });
  return { name, email, token: await site.tokenFor(Role.member, name) };
}

const startRegistration = async (token: string) => (await call("mutation { startPasskeyRegistration }", {}, token)).data!.startPasskeyRegistration as string;
const addPasskey = (token: string, name: string, response: unknown) =>
  call("mutation ($input: PasskeyInput!) { addPasskey(input: $input) { id name lastUsedAt } }", { input: { name, response: JSON.stringify(response) } }, token);
const startSignIn = async () => (await call("mutation { startPasskeySignIn }")).data!.startPasskeySignIn as string;
const signIn = (response: unknown) => call("mutation ($response: String!) { signInWithPasskey(response: $response) { token needsSecondStep user { name } } }", { response: JSON.stringify(response) });

/** A member with a passkey added through the API, and the authenticator that holds it. */
async function withPasskey(options = RIGHT) {
  const person = await member();
  const authenticator = new SoftAuthenticator(options);
  const added = await addPasskey(person.token, "Work laptop", authenticator.register(await startRegistration(person.token)));
  expect(added.errors).toBeUndefined();
  return { ...person, authenticator, passkeyId: added.data!.addPasskey.id as string };
}

const fieldOf = (answer: Answer) => answer.errors?.[0]?.extensions?.fields?.[0]?.path;

test("a passkey is added under its name, signs in without a username or password, and shows when it was last used", async () => {
  const { token, name, authenticator } = await withPasskey();
  const listed = await call("{ passkeys { name createdAt lastUsedAt } me { hasSecondStep } }", {}, token);
  expect(listed.data).toEqual({ passkeys: [{ name: "Work laptop", createdAt: expect.any(String), lastUsedAt: null }], me: { hasSecondStep: true } });

  const signedIn = await signIn(authenticator.signIn(await startSignIn()));
  expect(signedIn.errors).toBeUndefined();
  expect(signedIn.data!.signInWithPasskey).toMatchObject({ needsSecondStep: false, user: { name } });
  const me = await call("{ me { name } passkeys { lastUsedAt } }", {}, signedIn.data!.signInWithPasskey.token);
  expect(me.data!.me.name).toBe(name);
  expect(Date.parse(me.data!.passkeys[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

  // A passkey sign-in is a session of its own, which its owner can sign out from another device.
  const sessions = await call("{ sessions { id current } }", {}, token);
  const passkeySession = sessions.data!.sessions.find((s: { current: boolean }) => !s.current);
  expect(sessions.data!.sessions).toHaveLength(2);
  expect((await call(`mutation { signOutSession(id: "${passkeySession.id}") }`, {}, token)).errors).toBeUndefined();
  expect((await call("{ me { name } }", {}, signedIn.data!.signInWithPasskey.token)).data?.me ?? null).toBeNull();
});

test("options name the relying party by PUBLIC_URL's host, ask for a discoverable credential and user verification, and leave out passkeys already added", async () => {
  const { token, authenticator } = await withPasskey();
  const options = JSON.parse(await startRegistration(token));
  expect(options).toMatchObject({ rp: { id: "theatre.example" }, authenticatorSelection: { residentKey: "required", userVerification: "required" }, timeout: 300_000 });
  expect(options.excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.credentialId.toString("base64url") })]);
  const signInOptions = JSON.parse(await startSignIn());
  expect(signInOptions).toMatchObject({ rpId: "theatre.example", userVerification: "required" });
  expect(signInOptions.allowCredentials ?? []).toEqual([]);
});

test("a challenge works once: a replayed registration or sign-in is refused", async () => {
  const person = await member();
  const authenticator = new SoftAuthenticator(RIGHT);
  const registration = authenticator.register(await startRegistration(person.token));
  expect((await addPasskey(person.token, "Phone", registration)).errors).toBeUndefined();
  const again = await addPasskey(person.token, "Phone again", registration);
  expect(again.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
  expect(fieldOf(again)).toBe("response");

  const answer = authenticator.signIn(await startSignIn());
  expect((await signIn(answer)).errors).toBeUndefined();
  const replayed = await signIn(answer);
  expect(replayed.errors?.[0]).toMatchObject({ message: expect.stringContaining("expired or was already used"), extensions: { code: "BAD_USER_INPUT" } });
});

test("a challenge older than 5 minutes is refused, for adding and for signing in", async () => {
  const person = await member();
  const authenticator = new SoftAuthenticator(RIGHT);
  const registration = authenticator.register(await startRegistration(person.token));
  await database.db.query("UPDATE webauthn_challenge SET expires_at = now() - interval '1 second'");
  expect((await addPasskey(person.token, "Late", registration)).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

  const { authenticator: added } = await withPasskey();
  const answer = added.signIn(await startSignIn());
  await database.db.query("UPDATE webauthn_challenge SET expires_at = now() - interval '1 second'");
  expect((await signIn(answer)).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
});

test("another site's origin or relying party id is refused, when adding and when signing in", async () => {
  const person = await member();
  for (const wrong of [{ ...RIGHT, origin: "https://evil.example" }, { ...RIGHT, rpId: "evil.example" }]) {
    const refused = await addPasskey(person.token, "Elsewhere", new SoftAuthenticator(wrong).register(await startRegistration(person.token)));
    expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  }
  expect((await call("{ passkeys { id } }", {}, person.token)).data!.passkeys).toEqual([]);

  const { authenticator } = await withPasskey();
  const options = await startSignIn();
  const phished = authenticator.signIn(options) as { response: { clientDataJSON: string } };
  const clientData = JSON.parse(Buffer.from(phished.response.clientDataJSON, "base64url").toString());
  phished.response.clientDataJSON = Buffer.from(JSON.stringify({ ...clientData, origin: "https://evil.example" })).toString("base64url");
  expect((await signIn(phished)).errors?.[0]?.extensions?.fields?.[0]?.message).toMatch(/origin/i);
});

test("a passkey that does not verify its user is refused, and so is a sign count that goes backwards", async () => {
  const person = await member();
  const careless = new SoftAuthenticator({ ...RIGHT, verifiesUser: false });
  expect((await addPasskey(person.token, "No PIN", careless.register(await startRegistration(person.token)))).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

  const { authenticator } = await withPasskey();
  expect((await signIn(authenticator.signIn(await startSignIn()))).errors).toBeUndefined();
  // A copy of the key that has been used less than the original: the counter gives it away.
  authenticator.signCount -= 1;
  expect((await signIn(authenticator.signIn(await startSignIn(), { countUp: false }))).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
});

test("an account with a passkey needs a second step after its password; a passkey it does not own cannot be removed", async () => {
  const { email, token, passkeyId } = await withPasskey();
  const login = await site.rest("POST", "/api/login", { email, password: "correct horse battery" });
  expect(login.body).toEqual({ needsSecondStep: true, ticket: expect.any(String) });

  const stranger = await member();
  expect((await call("mutation ($id: ID!) { removePasskey(id: $id) }", { id: passkeyId }, stranger.token)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  expect((await call("mutation ($id: ID!) { removePasskey(id: $id) }", { id: passkeyId }, token)).data).toEqual({ removePasskey: true });
  expect((await site.rest("POST", "/api/login", { email, password: "correct horse battery" })).body).toEqual({ token: expect.any(String) });
});

test("a passkey's name is required, one line, at most 60 characters", async () => {
  const person = await member();
  const answer = new SoftAuthenticator(RIGHT).register(await startRegistration(person.token));
  const refused = await addPasskey(person.token, "x".repeat(61), answer);
  expect(refused.errors?.[0]?.extensions?.fields).toEqual([{ path: "name", message: "name must be at most 60 characters" }]);
});
