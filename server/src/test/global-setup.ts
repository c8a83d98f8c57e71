import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../core/db/embedded-postgres";

/**
 * Once per test run: build the server (the start-up tests run the real compiled process) and
 * start one real PostgreSQL in a fresh temporary folder; each test file makes its own database.
 */
export default async function globalSetup(): Promise<void> {
  // The shared rules first: the compiled server requires their compiled form (packages/common/dist).
  for (const project of ["../packages/common/tsconfig.build.json", "tsconfig.build.json"]) {
    execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", project], {
      cwd: path.join(__dirname, "..", ".."),
      stdio: "inherit",
    });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-test-pg-"));
  fs.chmodSync(dataDir, 0o755);
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "postgres"),
    password: randomBytes(16).toString("hex"),
    database: "postgres",
  });
  process.env.TEST_POSTGRES_URL = postgres.url;
  (globalThis as Record<string, unknown>).__testPostgres = { postgres, dataDir };
}
