import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Secrets the server makes for itself when the environment does not give them. */
export interface Secrets {
  jwtSecret: string;
  postgresPassword: string;
}

/**
 * Reads `DATA_DIR/secrets.json`, creating it (mode 0600) with fresh random values the first
 * time, so tokens and the embedded database keep working across restarts.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Secrets>;
    } catch {
      throw new Error(`${file} is not valid JSON; fix or remove it (removing it signs every user out)`);
    }
  }
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString("base64url"),
    postgresPassword: stored.postgresPassword ?? randomBytes(24).toString("base64url"),
  };
  if (secrets.jwtSecret !== stored.jwtSecret || secrets.postgresPassword !== stored.postgresPassword) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
  }
  return secrets;
}
