import { randomBytes } from "node:crypto";
import { Client } from "pg";
import type { DataSource, Logger } from "typeorm";
import { appDatabase, createAppDataSource } from "../app/data-source";

export interface TestDatabase {
  db: DataSource;
  url: string;
  drop(): Promise<void>;
  /** Drops the database under an open pool, as an outage would look to the server. */
  cutOff(): Promise<void>;
}

/** A DataSource over any database with the site's entities (for tests that manage their own server). */
export const siteDataSource = createAppDataSource;

function adminUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error("TEST_POSTGRES_URL is not set: run the tests through jest (its global setup starts PostgreSQL)");
  return url;
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file, with every migration applied. */
export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = adminUrl().replace(/\/[^/]*$/, `/${name}`);
  const db = createAppDataSource(url, options);
  await db.initialize();
  return {
    db,
    url,
    async drop() {
      if (db.isInitialized) await db.destroy();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
    async cutOff() {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The site's entities and migrations, for tests that open a database the way the site does. */
export const siteSchema = appDatabase;
