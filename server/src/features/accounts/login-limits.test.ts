import { Role } from "../../core/auth";
import type { AppError } from "../../core/errors";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { settings: { loginLimits: { perAccount: 5, perAddress: 3 } } });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const login = (email: string, password: string, app = site) =>
  fetch(`${app.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });

/** The service's answer to one login from `address`: "ok" or the error code. */
const outcome = (email: string, address: string | undefined, password = "guess guess") =>
  site.services.accounts.login({ email, password }, address).then(
    () => "ok",
    (error: AppError) => error.code,
  );

test("60 wrong passwords sent at once for one account get at most 5 evaluated; the rest are 429 with Retry-After", async () => {
  const roomy = await startTestApp(database.db); // 5 per account, 1000 per address
  try {
    await roomy.services.accounts.upsert({ name: "Racer", email: "racer@example.org", password: "right password", role: Role.member });
    const answers = await Promise.all(Array.from({ length: 60 }, () => login("racer", "wrong password", roomy)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login("racer", "right password", roomy)).status).toBe(429);
  } finally {
    await roomy.app.close();
  }
});

test("signing in to one's own account does not reset the address's failures against others", async () => {
  await site.services.accounts.upsert({ name: "Mallory", email: "mallory@example.org", password: "my own password", role: Role.member });
  expect((await login("victim@example.org", "guess one")).status).toBe(401);
  expect((await login("victim@example.org", "guess two")).status).toBe(401);
  expect((await login("mallory", "my own password")).status).toBe(200);
  expect((await login("victim@example.org", "guess three")).status).toBe(401);
  const refused = await login("other@example.org", "guess four");
  expect(refused.status).toBe(429);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many failed logins from your connection\. Try again in \d+ minutes?\.$/);
  expect((await login("mallory", "my own password")).status).toBe(429);
});

test("IPv6 clients share one budget per /64; IPv4 (also written IPv4-mapped) per address; an unknown address is limited too", async () => {
  expect(await outcome("ann", "2001:db8::1")).toBe("UNAUTHENTICATED");
  expect(await outcome("bob", "2001:db8::ffff:2")).toBe("UNAUTHENTICATED");
  expect(await outcome("cat", "2001:DB8:0:0:1234::3")).toBe("UNAUTHENTICATED");
  expect(await outcome("dan", "2001:db8:0:0:abcd::4")).toBe("RATE_LIMITED");
  expect(await outcome("dan", "2001:db8:0:1::1")).toBe("UNAUTHENTICATED");

  expect(await outcome("eve", "203.0.113.9")).toBe("UNAUTHENTICATED");
  expect(await outcome("fay", "::ffff:203.0.113.9")).toBe("UNAUTHENTICATED");
  expect(await outcome("gus", "203.0.113.9")).toBe("UNAUTHENTICATED");
  expect(await outcome("hal", "::ffff:203.0.113.9")).toBe("RATE_LIMITED");
  expect(await outcome("hal", "203.0.113.10")).toBe("UNAUTHENTICATED");

  for (const name of ["ida", "jon", "kit"]) expect(await outcome(name, undefined)).toBe("UNAUTHENTICATED");
  expect(await outcome("lex", undefined)).toBe("RATE_LIMITED");
});
