import { Role } from "../core/auth";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { lettersFor, startTestApp, type TestApp } from "./test-app";

/**
 * Every mutation and every guarded REST call, run as anonymous, member, editor and admin: the
 * callers let through must be exactly the expected set. Later features add their rows here.
 */
type Caller = "anonymous" | Role;
const CALLERS: Caller[] = ["anonymous", Role.member, Role.editor, Role.admin];
const ANYONE: Caller[] = CALLERS;
const SIGNED_IN: Caller[] = [Role.member, Role.editor, Role.admin];
const EDITORS: Caller[] = [Role.editor, Role.admin];
const ADMINS: Caller[] = [Role.admin];

let database: TestDatabase;
let site: TestApp;
let serial = 0;
const fresh = () => `Zed${lettersFor(serial++)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

/** What a call did: let through (true) or refused for who the caller is (false). */
type Outcome = boolean;

async function rest(method: string, path: string, token: string | undefined, body?: unknown): Promise<Outcome> {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401 || response.status === 403) {
    expect(response.status).toBe(token ? 403 : 401);
    return false;
  }
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return true;
}

async function graphql(query: string, token: string | undefined, variables?: Record<string, unknown>): Promise<Outcome> {
  const { body } = await site.graphql(query, variables, token ? { authorization: `Bearer ${token}` } : {});
  const code = body.errors?.[0]?.extensions?.code;
  if (code === "UNAUTHENTICATED" || code === "FORBIDDEN") {
    expect(code).toBe(token ? "FORBIDDEN" : "UNAUTHENTICATED");
    return false;
  }
  expect({ query, errors: body.errors }).toEqual({ query, errors: undefined });
  return true;
}

const version = async (path: string) => ((await (await fetch(`${site.url}${path}`)).json()) as { version: number }).version;
const memberId = async () => {
  const name = fresh();
  const { user } = await site.services.accounts.upsert({ name, email: `${name}@example.org`, password: "long enough pw", role: Role.member });
  return user.id;
};
const page = (text: string) => ({ text, committeeMembers: "<p>The committee</p>" });

const OPERATIONS: { name: string; allowed: Caller[]; run: (token?: string) => Promise<Outcome> }[] = [
  { name: "mutation updateAbout", allowed: EDITORS, run: async (t) => graphql("mutation ($input: AboutPageInput!) { updateAbout(input: $input) { id } }", t, { input: { ...page("<p>About us</p>"), version: await version("/api/about") } }) },
  { name: "mutation updateContact", allowed: EDITORS, run: async (t) => graphql("mutation ($input: TextPageInput!) { updateContact(input: $input) { id } }", t, { input: { text: "<p>Contact</p>", version: await version("/api/contactus") } }) },
  { name: "mutation updateCombinations", allowed: EDITORS, run: async (t) => graphql("mutation ($input: TextPageInput!) { updateCombinations(input: $input) { id } }", t, { input: { text: "<p>News</p>", version: await version("/api/combinations") } }) },
  { name: "mutation register", allowed: ANYONE, run: (t) => { const n = fresh(); return graphql(`mutation { register(input: { name: "${n}", email: "${n}@example.org", password: "long enough pw" }) { token } }`, t); } },
  { name: "mutation login", allowed: ANYONE, run: async (t) => { const n = fresh(); await site.services.accounts.upsert({ name: n, email: `${n}@example.org`, password: "long enough pw", role: Role.member }); return graphql(`mutation { login(input: { email: "${n}", password: "long enough pw" }) { token } }`, t); } },
  { name: "mutation logoutEverywhere", allowed: SIGNED_IN, run: (t) => graphql("mutation { logoutEverywhere }", t) },
  { name: "mutation deleteAccount", allowed: SIGNED_IN, run: (t) => graphql("mutation { deleteAccount }", t) },
  { name: "mutation setUserRole", allowed: ADMINS, run: async (t) => graphql(`mutation { setUserRole(userId: "${await memberId()}", role: editor) { id } }`, t) },
  { name: "mutation deleteUser", allowed: ADMINS, run: async (t) => graphql(`mutation { deleteUser(userId: "${await memberId()}") }`, t) },
  { name: "query users", allowed: ADMINS, run: (t) => graphql("{ users { total } }", t) },
  { name: "PUT /api/about", allowed: EDITORS, run: async (t) => rest("PUT", "/api/about", t, { ...page("<p>About</p>"), version: await version("/api/about") }) },
  { name: "PUT /api/contactus", allowed: EDITORS, run: async (t) => rest("PUT", "/api/contactus", t, { text: "<p>Contact</p>", version: await version("/api/contactus") }) },
  { name: "PUT /api/combinations", allowed: EDITORS, run: async (t) => rest("PUT", "/api/combinations", t, { text: "<p>News</p>", version: await version("/api/combinations") }) },
  { name: "POST /api/register", allowed: ANYONE, run: (t) => { const n = fresh(); return rest("POST", "/api/register", t, { name: n, email: `${n}@example.org`, password: "long enough pw" }); } },
  { name: "POST /api/login", allowed: ANYONE, run: async (t) => { const n = fresh(); await site.services.accounts.upsert({ name: n, email: `${n}@example.org`, password: "long enough pw", role: Role.member }); return rest("POST", "/api/login", t, { email: n, password: "long enough pw" }); } },
  { name: "GET /api/profile", allowed: SIGNED_IN, run: (t) => rest("GET", "/api/profile", t) },
];

test.each(OPERATIONS)("$name lets through exactly $allowed", async ({ run, allowed }) => {
  const through: Caller[] = [];
  for (const caller of CALLERS) {
    // A fresh account for each call: some calls end the session or the account.
    const token = caller === "anonymous" ? undefined : await site.tokenFor(caller, fresh());
    if (await run(token)) through.push(caller);
  }
  expect(through).toEqual(allowed);
});

test("every mutation in the schema has a row in the matrix", async () => {
  const { body } = await site.graphql<any>("{ __type(name: \"Mutation\") { fields { name } } }");
  const mutations: string[] = body.data.__type.fields.map((f: { name: string }) => `mutation ${f.name}`);
  const covered = new Set(OPERATIONS.map((o) => o.name));
  expect(mutations.filter((m) => !covered.has(m))).toEqual([]);
});
