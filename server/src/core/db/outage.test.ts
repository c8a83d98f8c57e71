import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDataSource } from "./data-source";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded-postgres";
import { startTestApp, type TestApp } from "../../test/test-app";

jest.setTimeout(120_000);

let dataDir: string;
let postgres: EmbeddedPostgres;
let site: TestApp;
const options = () => ({ dataDir: path.join(dataDir, "pg"), password: "outage-test-password", database: "outage" });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-outage-"));
  fs.chmodSync(dataDir, 0o755);
  postgres = await startEmbeddedPostgres(options());
  const db = createDataSource(postgres.url);
  await db.initialize();
  site = await startTestApp(db);
});

afterAll(async () => {
  await site.app.close();
  await site.services.db.destroy().catch(() => undefined);
  await postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const timed = async (url: string) => {
  const started = performance.now();
  const response = await fetch(`${site.url}${url}`);
  return { status: response.status, ms: performance.now() - started };
};

test("while PostgreSQL is down the service answers 503 and errors quickly, and recovers without a restart", async () => {
  expect((await timed("/healthz")).status).toBe(200);
  expect((await timed("/api/plays/whatson")).status).toBe(200);
  const { port } = postgres;

  await postgres.stop();
  // Requests under way and new ones get answers, not hangs.
  const during = await Promise.all([timed("/healthz"), timed("/api/plays/whatson"), timed("/api/about"), timed("/healthz")]);
  for (const answer of during) {
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.ms).toBeLessThan(7000);
  }
  expect(during[0].status).toBe(503);
  expect(await (await fetch(`${site.url}/api/about`)).json()).toMatchObject({ code: "INTERNAL_SERVER_ERROR", message: expect.not.stringContaining("ECONNREFUSED") });

  postgres = await startEmbeddedPostgres({ ...options(), port });
  let health = 0;
  for (let i = 0; i < 40 && health !== 200; i++) {
    health = (await timed("/healthz")).status;
    if (health !== 200) await new Promise((r) => setTimeout(r, 500));
  }
  expect(health).toBe(200);
  expect((await timed("/api/plays/whatson")).status).toBe(200);
});
