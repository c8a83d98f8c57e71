import { siteDataSource } from "../../test/test-database";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../db/embedded-postgres";
import { startTestApp, type TestApp } from "../../test/test-app";

jest.setTimeout(120_000);

/** The read cache across a database outage: an answer made while it failed is never replayed. */
let dataDir: string;
let postgres: EmbeddedPostgres;
let site: TestApp;
const options = () => ({ dataDir: path.join(dataDir, "pg"), password: "cache-outage-test-password", database: "cacheoutage" });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-cache-outage-"));
  fs.chmodSync(dataDir, 0o755);
  postgres = await startEmbeddedPostgres(options());
  const db = siteDataSource(postgres.url);
  await db.initialize();
  site = await startTestApp(db, { readCache: true });
});

afterAll(async () => {
  await site.app.close();
  await site.services.db.destroy().catch(() => undefined);
  await postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const contact = async () => (await site.graphql<{ contact: { text: string } }>("{ contact { text } }")).body;
const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 60 && !(await check()); i++) await new Promise((r) => setTimeout(r, 500));
};

test("reads made while PostgreSQL is down are not served after it comes back; what was cached before is served meanwhile, marked stale", async () => {
  const cached = await fetch(`${site.url}/api/about`);
  expect(cached.status).toBe(200);
  const aboutBefore = await cached.text();
  const { port } = postgres;

  await postgres.stop();
  await waitFor(async () => (await fetch(`${site.url}/healthz`)).status === 503);
  const during = await contact();
  expect(during.errors?.length).toBeGreaterThan(0);
  const restDuring = await fetch(`${site.url}/api/contactus`);
  expect(restDuring.status).toBe(503);
  const stale = await fetch(`${site.url}/api/about`);
  expect([stale.status, stale.headers.get("x-cache-status"), await stale.text()]).toEqual([200, "stale", aboutBefore]);

  postgres = await startEmbeddedPostgres({ ...options(), port });
  await waitFor(async () => (await fetch(`${site.url}/healthz`)).status === 200);
  expect((await contact()).data?.contact.text).toEqual(expect.any(String));
  expect((await fetch(`${site.url}/api/contactus`)).status).toBe(200);
  // Once the site has seen the database back, cached answers are no longer marked stale.
  await waitFor(async () => (await fetch(`${site.url}/api/about`)).headers.get("x-cache-status") === null);
  expect((await fetch(`${site.url}/api/about`)).headers.get("x-cache-status")).toBeNull();
});
