import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";

/**
 * Runs one SQL statement on the site's own database (the embedded PostgreSQL global-setup.ts started,
 * found through its data folder), for states a browser cannot reach in a test's time, such as a
 * sign-in whose proof is older than 5 minutes.
 */
export async function sql(query: string, params: unknown[] = []): Promise<unknown[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts");
  const port = Number(fs.readFileSync(path.join(dataDir, "postgres.port"), "utf8").trim());
  const { postgresPassword } = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { postgresPassword: string };
  const client = new Client({ host: "127.0.0.1", port, user: "postgres", password: postgresPassword, database: "theatre" });
  await client.connect();
  try {
    return (await client.query(query, params)).rows;
  } finally {
    await client.end();
  }
}
