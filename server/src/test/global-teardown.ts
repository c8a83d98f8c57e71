import fs from "node:fs";
import type { EmbeddedPostgres } from "../core/db/embedded-postgres";

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__testPostgres as { postgres: EmbeddedPostgres; dataDir: string } | undefined;
  if (!state) return;
  await state.postgres.stop();
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
