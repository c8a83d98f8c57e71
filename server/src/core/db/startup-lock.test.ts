import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { readyServer, type ReadyServer } from "../../test/server-process";
import { createTestDatabase, siteDataSource, type TestDatabase } from "../../test/test-database";
import { TEST_JWT_SECRET } from "../../test/test-app";
import { until } from "../../test/until";
import { STARTUP_LOCK_KEY, withStartupLock } from "./startup-lock";

jest.setTimeout(120_000);

function adminUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error("TEST_POSTGRES_URL is not set: run the tests through jest (its global setup starts PostgreSQL)");
  return url;
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const tryLock = (client: Client) => client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [STARTUP_LOCK_KEY]).then((r) => r.rows[0].locked);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("withStartupLock", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  test("runs one holder at a time: the second waits until the first is done", async () => {
    const other = siteDataSource(database.url);
    await other.initialize();
    try {
      const order: string[] = [];
      const first = withStartupLock(database.db, async () => {
        order.push("first starts");
        await sleep(300);
        order.push("first ends");
        return 1;
      });
      await until(() => order.includes("first starts"), Boolean, () => "the first holder never started");
      const second = withStartupLock(other, async () => {
        order.push("second runs");
        return 2;
      });
      expect(await Promise.all([first, second])).toEqual([1, 2]);
      expect(order).toEqual(["first starts", "first ends", "second runs"]);
    } finally {
      await other.destroy();
    }
  });

  test("is released when the work fails, and the error passes through", async () => {
    await expect(withStartupLock(database.db, () => Promise.reject(new Error("migration broke")))).rejects.toThrow("migration broke");
    await withClient(database.url, async (client) => {
      expect(await tryLock(client)).toBe(true);
    });
  });

  test("a holder whose session ends (a crashed instance) lets the waiting one carry on", async () => {
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    expect(await tryLock(holder)).toBe(true);
    let ran = false;
    const waiting = withStartupLock(database.db, async () => {
      ran = true;
    });
    await sleep(300);
    expect(ran).toBe(false);
    await holder.end();
    await waiting;
    expect(ran).toBe(true);
  });
});

describe("two server processes starting together on one empty database", () => {
  const ADMIN = { email: "stage.manager@example.org", password: "a long admin password" };
  let url: string;
  let drop: () => Promise<void>;
  let instances: ReadyServer[] = [];

  beforeAll(async () => {
    const name = `startup_${randomBytes(6).toString("hex")}`;
    await withClient(adminUrl(), (c) => c.query(`CREATE DATABASE ${name}`));
    url = adminUrl().replace(/\/[^/]*$/, `/${name}`);
    drop = () => withClient(adminUrl(), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
  });

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await drop?.();
  });

  test("both start, with each migration applied once, one admin and the demo content seeded", async () => {
    // As docker/compose.yaml's app1 and app2: the same environment, started at the same moment.
    const env = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const started = await Promise.allSettled([readyServer(env), readyServer(env)]);
    instances = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failures = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
    expect(failures).toEqual([]);

    for (const instance of instances) expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);

    await withClient(url, async (client) => {
      const migrations = await client.query<{ name: string }>("SELECT name FROM migrations ORDER BY id");
      const files = fs.readdirSync(path.join(__dirname, "..", "..", "migrations")).filter((f) => /^\d+-[\w-]+\.ts$/.test(f));
      expect(migrations.rows).toHaveLength(files.length);
      expect(new Set(migrations.rows.map((r) => r.name)).size).toBe(migrations.rows.length);
      const admins = await client.query<{ email: string }>("SELECT email FROM app_user WHERE role = 'admin'");
      expect(admins.rows).toEqual([{ email: ADMIN.email }]);
      const seeds = await client.query<{ key: string }>("SELECT key FROM app_meta WHERE key LIKE 'seed:%'");
      expect(seeds.rows.length).toBeGreaterThan(0);
      // The lock is free once both have started.
      expect(await tryLock(client)).toBe(true);
    });
  });
});
