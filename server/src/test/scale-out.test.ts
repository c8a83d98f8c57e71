import { Role } from "../core/auth";
import type { TestApp } from "./test-app";
import { startTwoInstances, type TwoInstances } from "./two-instances";

jest.setTimeout(60_000);

/** Two instances on one database and one Redis, as behind a load balancer. */
let pair: TwoInstances;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  pair = await startTwoInstances((bus) => ({ settings: { redis: bus.redis, loginLimits: { perAccount: 5, perAddress: 1000 } } }));
  ({ one, two } = pair);
});

afterAll(() => pair.close());

const post = (app: TestApp, path: string, body: unknown, token?: string, method = "POST") =>
  fetch(`${app.url}${path}`, { method, headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

test("an edit saved on one instance is read on the other", async () => {
  const editor = await one.tokenFor(Role.editor);
  const { version } = (await (await fetch(`${two.url}/api/contactus`)).json()) as { version: number };
  expect((await post(one, "/api/contactus", { text: "<p>Saved on one</p>", version }, editor, "PUT")).status).toBe(200);
  expect(await (await fetch(`${two.url}/api/contactus`)).json()).toMatchObject({ text: "<p>Saved on one</p>", version: version + 1 });
});

test("a token issued by one instance is accepted by the other", async () => {
  const token = await one.tokenFor(Role.member, "Traveller");
  const profile = await fetch(`${two.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
  expect(await profile.json()).toMatchObject({ name: "Traveller" });
});

test("failed logins are counted across instances (the limit is shared through Redis)", async () => {
  await one.services.accounts.upsert({ name: "Roamer", email: "roamer@example.org", password: "right password", role: Role.member });
  const fail = (app: TestApp) => post(app, "/api/login", { email: "roamer", password: "wrong password" });
  for (const app of [one, two, one, two, one]) expect((await fail(app)).status).toBe(401);
  const refused = await post(two, "/api/login", { email: "roamer", password: "right password" });
  expect(refused.status).toBe(429);
});
