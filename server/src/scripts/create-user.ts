import "reflect-metadata";
import fs from "node:fs";
import readline from "node:readline";
import { parseArgs } from "node:util";
import { askHidden } from "./ask-hidden";
import { loadConfig } from "../config";
import { Role } from "../core/auth";
import { appDatabase } from "../app/data-source";
import { openDatabase } from "../core/db/database";
import { createLogger } from "../core/logger";
import { parseInput } from "../core/validation";
import { RegisterInput } from "../features/accounts/account.inputs";
import { AccountService } from "../features/accounts/account.service";
import { LoginThrottle } from "../features/accounts/login-throttle";
import { createEventBus } from "../core/pubsub";
import { TokenService } from "../features/sessions/login-tokens";
import { SessionService } from "../features/sessions/session.service";
import { FreshProof } from "../features/sessions/fresh-proof.service";
import { User } from "../features/accounts/user.entity";

const USAGE = `Creates an account, or updates the one with that email (role, and password if given).

  npm run user:create -- --email EMAIL [--username NAME] [--role member|door|editor|admin]

The password comes from the USER_PASSWORD environment variable, or is asked for on the terminal
(or read from the first line of standard input); never from the command line. Works beside a
running site on the same DATA_DIR, or with DATABASE_URL.`;

async function readPassword(): Promise<string | undefined> {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  if (process.stdin.isTTY) {
    const first = await askHidden("Password (leave empty to keep the current one): ");
    if (!first) return undefined;
    if ((await askHidden("Same password again: ")) !== first) throw new Error("The passwords do not match");
    return first;
  }
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) return line || undefined;
  return undefined;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, username: { type: "string" }, role: { type: "string", default: Role.member }, help: { type: "boolean" } },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const role = values.role as Role;
  if (!Object.values(Role).includes(role)) throw new Error(`--role must be one of ${Object.values(Role).join(", ")}`);

  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const database = await openDatabase(config, appDatabase, createLogger("warn"), { joinRunning: true });
  try {
    const existing = await database.db.getRepository(User).createQueryBuilder("user").where("lower(user.email) = lower(:email)", { email: values.email }).getOne();
    const password = await readPassword();
    const name = values.username ?? existing?.name;
    if (!existing && !password) throw new Error("A new account needs a password");
    if (!name) throw new Error("A new account needs --username (letters only)");
    // The same rules as registration, for whatever is being set.
    await parseInput(RegisterInput, { name, email: values.email, password: password ?? "unchanged password" });
    // Nobody signs in here: the sessions are only there to make the service.
    const sessions = new SessionService(database.db, new TokenService("unused", 60), createEventBus().pubsub, { siteName: config.siteName, publicUrl: config.publicUrl, replyTo: "unused" });
    const accounts = new AccountService(database.db, sessions, new LoginThrottle(), new FreshProof(database.db));
    const { user, created } = await accounts.upsert({ name, email: values.email, password, role });
    console.log(`${created ? "Created" : "Updated"} account ${user.name} <${user.email}> with role ${user.role}${password && !created ? " and a new password" : ""}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const fields = (error as { fields?: { message: string }[] }).fields;
  console.error(fields ? fields.map((f) => f.message).join("\n") : error instanceof Error ? error.message : error);
  process.exit(1);
});
