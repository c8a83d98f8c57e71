import jwt from "jsonwebtoken";
import { Role } from "../../core/auth";
import type { AppError } from "../../core/errors";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, TEST_JWT_SECRET, type TestApp } from "../../test/test-app";
import { FORMER_EDITOR } from "../../core/auth";

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const call = (method: string, path: string, body?: unknown, token?: string) => site.rest(method, path, body, token);

const register = (name: string, email = `${name.toLowerCase()}@example.org`, password = "a good password") =>
  call("POST", "/api/register", { name, email, password });
const login = (email: string, password = "a good password") => call("POST", "/api/login", { email, password });
const profile = (token: string) => call("GET", "/api/profile", undefined, token);

describe("registration", () => {
  test("creates a member and answers a token that opens the profile", async () => {
    const { status, body } = await register("Rosalind");
    expect(status).toBe(201);
    expect(body).toEqual({ token: expect.any(String) });
    const me = await profile(body.token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ name: "Rosalind", email: "rosalind@example.org", role: "member" });
  });

  test("stores an argon2id hash at OWASP's minimum, never the password", async () => {
    await register("Orlando");
    const [row] = await database.db.query("SELECT password_hash FROM app_user WHERE username = 'Orlando'");
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain("a good password");
  });

  test("reports every broken rule at once, naming the fields, and creates nothing", async () => {
    const { status, body } = await call("POST", "/api/register", { name: "R2D2", email: "not-an-email", password: "short" });
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["email", "name", "password"]);
    expect(body.errors.find((e: { path: string }) => e.path === "name").message).toBe("name must contain letters only");
    expect(body.errors.find((e: { path: string }) => e.path === "password").message).toContain("at least 8");
    const missing = await call("POST", "/api/register", {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(["name", "email", "password"]));
    const [{ count }] = await database.db.query("SELECT count(*)::int AS count FROM app_user WHERE email = 'not-an-email'");
    expect(count).toBe(0);
  });

  test("a taken username or email, whatever the case, is a 409 field error", async () => {
    await register("Celia");
    const sameName = await register("CELIA", "other@example.org");
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({ code: "CONFLICT", errors: [{ path: "name", message: "name is already taken" }] });
    const sameEmail = await register("Audrey", "CELIA@Example.org");
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors).toEqual([{ path: "email", message: "email is already registered" }]);
    const gql = await site.graphql<any>("mutation { register(input: { name: \"celia\", email: \"x@example.org\", password: \"long enough\" }) { token } }");
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", fields: [{ path: "name" }] });
  });

  test("the GraphQL register mutation answers a token and the member's account", async () => {
    const { body } = await site.graphql<any>("mutation { register(input: { name: \"Phebe\", email: \"phebe@example.org\", password: \"long enough\" }) { token user { name email role } } }");
    expect(body.data.register).toEqual({ token: expect.any(String), user: { name: "Phebe", email: "phebe@example.org", role: "member" } });
  });

  test("too many new accounts from one address are refused with 429, over REST and GraphQL; invalid attempts do not count", async () => {
    const strict = await startTestApp(database.db, { settings: { registrationsPerAddress: 2 } });
    const open = (name: string, password = "a good password") =>
      fetch(`${strict.url}/api/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name, email: `${name}@example.org`, password }) });
    try {
      expect((await open("Silvius", "short")).status).toBe(400);
      expect((await open("Corin")).status).toBe(201);
      expect((await open("William")).status).toBe(201);
      const third = await open("Jaques");
      expect(third.status).toBe(429);
      expect(((await third.json()) as { message: string }).message).toMatch(/^Too many new accounts from your connection\. Try again in \d+ minutes?\.$/);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      const gql = await strict.graphql("mutation { register(input: { name: \"Amiens\", email: \"amiens@example.org\", password: \"long enough\" }) { token } }");
      expect(gql.body.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
      expect(await database.db.query("SELECT username FROM app_user WHERE username IN ('Jaques', 'Amiens')")).toEqual([]);
    } finally {
      await strict.app.close();
    }
  });

  test("probes with a taken email use the address budget: an IPv6 /64 shares one, and an unknown address is limited too", async () => {
    const strict = await startTestApp(database.db, { settings: { registrationsPerAddress: 2 } });
    const probe = (address: string | undefined) =>
      strict.services.accounts.register({ name: "Prober", email: "hymen@example.org", password: "a good password" }, address).catch((error: AppError) => error.code);
    try {
      await strict.services.accounts.upsert({ name: "Hymen", email: "hymen@example.org", password: "a good password", role: Role.member });
      expect(await probe("2001:db8:7::1")).toBe("CONFLICT");
      expect(await probe("2001:db8:7:0:ffff::2")).toBe("CONFLICT");
      expect(await probe("2001:db8:7:0:1234:5678:9abc:def0")).toBe("RATE_LIMITED");
      expect(await probe("2001:db8:7:1::1")).toBe("CONFLICT");
      expect(await probe(undefined)).toBe("CONFLICT");
      expect(await probe(undefined)).toBe("CONFLICT");
      expect(await probe(undefined)).toBe("RATE_LIMITED");
    } finally {
      await strict.app.close();
    }
  });
});

describe("login", () => {
  beforeAll(async () => {
    await register("Jaques");
  });

  test("accepts the email or the username, whatever the case", async () => {
    for (const identifier of ["jaques@example.org", "JAQUES@example.org", "Jaques", "jaques"]) {
      const { status, body } = await login(identifier);
      expect({ identifier, status }).toEqual({ identifier, status: 200 });
      expect((await profile(body.token)).body.name).toBe("Jaques");
    }
    const gql = await site.graphql<any>("mutation { login(input: { email: \"jaques\", password: \"a good password\" }) { token user { name } } }");
    expect(gql.body.data.login.user.name).toBe("Jaques");
  });

  test("a wrong password and an unknown user get the same 401 answer after similar work", async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await login(email, "wrong password!");
      return { ...answer, ms: performance.now() - started };
    };
    await timed("nobody-warm-up@example.org");
    const wrong = await timed("jaques");
    const unknown = await timed("nobody@example.org");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    // Both verify an argon2 hash; an unknown user must not answer in a fraction of the time.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
    await login("jaques"); // a success clears the failures counted above
  });

  test("missing credentials are a 400 naming the fields", async () => {
    const { status, body } = await call("POST", "/api/login", { email: " " });
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["email", "password"]);
  });

  test("after 5 failures for one account, logins are refused with 429 and Retry-After, even with the right password", async () => {
    await register("Touchstone");
    for (let i = 0; i < 5; i++) expect((await login("touchstone", "nope nope nope")).status).toBe(401);
    const refused = await login("touchstone");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED", message: expect.stringContaining("Try again in") });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login("TOUCHSTONE@example.org")).status).toBe(429);
  });

  test("failures from one address across many accounts are refused with 429 too", async () => {
    const strict = await startTestApp(database.db, { settings: { loginLimits: { perAccount: 5, perAddress: 3 } } });
    try {
      const attempt = (email: string) =>
        fetch(`${strict.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "guess guess" }) });
      for (const name of ["ann", "bob", "cat"]) expect((await attempt(`${name}@example.org`)).status).toBe(401);
      expect((await attempt("dan@example.org")).status).toBe(429);
    } finally {
      await strict.app.close();
    }
  });

  test("a success resets the count", async () => {
    await register("Audrey");
    for (let i = 0; i < 4; i++) await login("audrey", "nope nope nope");
    expect((await login("audrey")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login("audrey", "nope nope nope")).status).toBe(401);
    expect((await login("audrey")).status).toBe(200);
  });
});

describe("tokens", () => {
  let token: string;
  let userId: string;

  beforeAll(async () => {
    token = (await register("Silvius")).body.token;
    userId = (jwt.decode(token) as { sub: string }).sub;
  });

  test("a valid token opens the profile; no token is a 401", async () => {
    expect((await profile(token)).status).toBe(200);
    const anonymous = await call("GET", "/api/profile");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe("UNAUTHENTICATED");
  });

  test("an expired token is refused", async () => {
    const expired = jwt.sign({ ver: 0 }, TEST_JWT_SECRET, { algorithm: "HS256", subject: userId, issuer: "theatre-society", expiresIn: -10 });
    expect((await profile(expired)).status).toBe(401);
  });

  test("a tampered token is refused", async () => {
    const [header, , signature] = token.split(".");
    const payload = Buffer.from(JSON.stringify({ ...(jwt.decode(token) as object), ver: 99 })).toString("base64url");
    expect((await profile(`${header}.${payload}.${signature}`)).status).toBe(401);
    const otherSecret = jwt.sign({ ver: 0 }, "another secret that is long enough to sign with", { algorithm: "HS256", subject: userId, issuer: "theatre-society" });
    expect((await profile(otherSecret)).status).toBe(401);
  });

  test("an unsigned token (alg: none) is refused", async () => {
    const unsigned = jwt.sign({ ver: 0, sub: userId, iss: "theatre-society" }, "", { algorithm: "none" });
    expect((await profile(unsigned)).status).toBe(401);
    const handmade = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${token.split(".")[1]}.`;
    expect((await profile(handmade)).status).toBe(401);
  });

  test("log out everywhere refuses every earlier token; a new login works", async () => {
    const { token: second } = (await login("silvius")).body;
    const { body } = await site.graphql<any>("mutation { logoutEverywhere }", undefined, { authorization: `Bearer ${second}` });
    expect(body.data.logoutEverywhere).toBe(true);
    expect((await profile(token)).status).toBe(401);
    expect((await profile(second)).status).toBe(401);
    expect((await profile((await login("silvius")).body.token)).status).toBe(200);
  });

  test("me answers the signed-in account, and null for anonymous callers", async () => {
    const fresh = (await login("silvius")).body.token;
    const { body } = await site.graphql<any>("{ me { name email role } }", undefined, { authorization: `Bearer ${fresh}` });
    expect(body.data.me).toEqual({ name: "Silvius", email: "silvius@example.org", role: "member" });
    expect((await site.graphql<any>("{ me { name } }")).body.data.me).toBeNull();
  });

  test("no API gives out the password hash or the token version", async () => {
    const { body } = await site.graphql<any>("{ __type(name: \"User\") { fields { name } } }");
    expect(body.data.__type.fields.map((f: { name: string }) => f.name).sort()).toEqual(["authenticatorAppOn", "createdAt", "email", "hasSecondStep", "id", "mustSetUpSecondStep", "name", "role", "updatedAt"]);
  });
});

describe("roles", () => {
  test("an editor saves the About page as themself, whatever updatedBy the body claims; a member is refused with 403", async () => {
    const editor = await site.tokenFor(Role.editor, "Hymen");
    const { version } = (await call("GET", "/api/about")).body;
    const saved = await call("PUT", "/api/about", { text: "<p>Our story</p>", committeeMembers: "<p>Chair</p>", version, updatedBy: "Somebody Else" }, editor);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ text: "<p>Our story</p>", updatedBy: "Hymen", version: version + 1 });
    const member = await site.tokenFor(Role.member);
    const refused = await call("PUT", "/api/about", { text: "<p>Nope</p>", committeeMembers: "<p>Nope</p>", version: version + 1 }, member);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
  });

  test("admins list accounts and change roles; the account's old tokens stop working", async () => {
    const admin = await site.tokenFor(Role.admin);
    const memberToken = (await register("Corin")).body.token;
    const list = await site.graphql<any>("{ users(perPage: 200) { items { id name role } total } }", undefined, { authorization: `Bearer ${admin}` });
    const corin = list.body.data.users.items.find((u: { name: string }) => u.name === "Corin");
    expect(corin.role).toBe("member");
    const changed = await site.graphql<any>(`mutation { setUserRole(userId: "${corin.id}", role: editor) { name role } }`, undefined, { authorization: `Bearer ${admin}` });
    expect(changed.body.data.setUserRole).toEqual({ name: "Corin", role: "editor" });
    expect((await profile(memberToken)).status).toBe(401);
    expect((await profile((await login("corin")).body.token)).body.role).toBe("editor");
    const byMember = await site.graphql<any>("{ users { total } }", undefined, { authorization: `Bearer ${await site.tokenFor(Role.member)}` });
    expect(byMember.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  test("the last admin can be neither demoted nor deleted", async () => {
    await database.db.query("UPDATE app_user SET role = 'editor' WHERE role = 'admin'");
    const onlyAdmin = await site.tokenFor(Role.admin, "Duke");
    const dukeId = (await site.services.accounts.profile(await site.services.accounts.authenticate(`Bearer ${onlyAdmin}`))).id;
    const headers = { authorization: `Bearer ${onlyAdmin}` };
    const demote = await site.graphql<any>(`mutation { setUserRole(userId: "${dukeId}", role: member) { role } }`, undefined, headers);
    expect(demote.body.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(demote.body.errors?.[0].message).toContain("last admin");
    const remove = await site.graphql<any>(`mutation { deleteUser(userId: "${dukeId}") }`, undefined, headers);
    expect(remove.body.errors?.[0].extensions?.code).toBe("CONFLICT");
    const leave = await site.graphql<any>("mutation { deleteAccount }", undefined, headers);
    expect(leave.body.errors?.[0].extensions?.code).toBe("CONFLICT");

    const second = await site.tokenFor(Role.admin, "Frederick");
    const nowAllowed = await site.graphql<any>(`mutation { setUserRole(userId: "${dukeId}", role: editor) { role } }`, undefined, { authorization: `Bearer ${second}` });
    expect(nowAllowed.body.data.setUserRole.role).toBe("editor");
  });
});

describe("account deletion", () => {
  test("stops the account at once; the purge removes it and its name from what it edited", async () => {
    const token = await site.tokenFor(Role.editor, "Adam");
    const { version } = (await call("GET", "/api/contactus")).body;
    expect((await call("PUT", "/api/contactus", { text: "<p>Edited by Adam</p>", version }, token)).body.updatedBy).toBe("Adam");

    const { body } = await site.graphql<any>("mutation { deleteAccount }", undefined, { authorization: `Bearer ${token}` });
    expect(body.data.deleteAccount).toBe(true);
    expect((await profile(token)).status).toBe(401);
    expect((await login("adam", "correct horse battery")).status).toBe(401);

    expect(await site.services.accounts.purgeDeleted()).toBe(1);
    const rows = await database.db.query("SELECT 1 FROM app_user WHERE username = 'Adam'");
    expect(rows).toHaveLength(0);
    expect((await call("GET", "/api/contactus")).body.updatedBy).toBe(FORMER_EDITOR);
    expect((await register("Adam")).status).toBe(201);
  });

  test("an admin can close another account", async () => {
    const admin = await site.tokenFor(Role.admin);
    const victim = (await register("Oliver")).body.token;
    const id = (jwt.decode(victim) as { sub: string }).sub;
    const { body } = await site.graphql<any>(`mutation { deleteUser(userId: "${id}") }`, undefined, { authorization: `Bearer ${admin}` });
    expect(body.data.deleteUser).toBe(true);
    expect((await profile(victim)).status).toBe(401);
  });
});
