import { randomBytes } from "node:crypto";
import { Role } from "../../core/auth";
import type { Logger } from "../../core/logger";
import type { AccountService } from "./account.service";

/**
 * Makes sure the site can be administered: ADMIN_EMAIL + ADMIN_PASSWORD create or promote that
 * admin; otherwise, with the embedded database and no admin yet, an `admin` account is made with
 * a random password that is printed once.
 */
export async function ensureFirstAdmin(
  accounts: AccountService,
  options: { admin?: { email: string; password: string; username: string }; embedded: boolean },
  logger: Logger,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  if (options.admin) {
    const { email, password, username } = options.admin;
    // Promotes an existing account without touching its password, so restarts keep sessions.
    const { created } = await accounts.upsert({ name: username, email, password, role: Role.admin }, { replacePassword: false });
    logger.info({ email }, created ? "admin account created from ADMIN_EMAIL" : "ADMIN_EMAIL account is an admin");
    return;
  }
  if (!options.embedded || (await accounts.hasAdmin())) return;
  const password = randomBytes(12).toString("base64url");
  await accounts.upsert({ name: "admin", email: "admin@localhost", password, role: Role.admin });
  print(
    [
      "",
      "  An admin account was created for this site. Log in at /admin-edit-tool/login with:",
      "    username: admin",
      `    password: ${password}`,
      "  This is shown once. To set another password later: npm run user:create -- --email admin@localhost --role admin",
      "",
    ].join("\n") + "\n",
  );
}
