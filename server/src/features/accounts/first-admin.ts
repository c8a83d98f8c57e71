import { randomBytes } from "node:crypto";
import { Role } from "../../core/auth";
import type { Logger } from "../../core/logger";
import type { AccountService } from "./account.service";

/**
 * Makes sure the site can be administered: ADMIN_EMAIL + ADMIN_PASSWORD create that admin, or make
 * the account with that email an admin whose password is ADMIN_PASSWORD, withdrawing any pending
 * deletion request of it (the way back in is never purged); otherwise, with the embedded database and no admin yet, an `admin` account is made with
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
    // The admin is whoever knows ADMIN_PASSWORD: an account that already had this email (perhaps
    // registered by a stranger) is promoted only with that password, its sessions ended. When its
    // hash already verifies the password and it is an admin, nothing changes, so restarts keep sessions.
    const { created, roleChanged, passwordChanged } = await accounts.upsert({ name: username, email, password, role: Role.admin }, { keepMatchingPassword: true });
    if (created) logger.info({ email }, "ADMIN_EMAIL: admin account created with ADMIN_PASSWORD");
    else if (roleChanged) logger.warn({ email }, "ADMIN_EMAIL: the existing account with this email was promoted to admin; its password is now ADMIN_PASSWORD and its sessions were ended");
    else if (passwordChanged) logger.warn({ email }, "ADMIN_EMAIL: the admin's password was not ADMIN_PASSWORD, so it was replaced with it and the account's sessions were ended");
    else logger.info({ email }, "ADMIN_EMAIL: the account is an admin with ADMIN_PASSWORD; nothing changed");
    // The way back in is never purged (the purge job skips it too, until this start withdraws the request).
    if (await accounts.withdrawDeletion(email)) logger.warn({ email }, "ADMIN_EMAIL: the account's pending deletion request was withdrawn; the account named by ADMIN_EMAIL is never purged");
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
