import type { DataSource } from "typeorm";
import { AppError, notFound } from "../../core/errors";
import type { LoginThrottle } from "./login-throttle";
import { verifyPassword } from "./passwords";
import { User } from "./user.entity";

/**
 * Checks a signed-in person's own password (changing it, confirming it's them). The try counts
 * against the account's login limit like a sign-in, so a stolen session cannot guess without limit;
 * a wrong one is a field error at `field`, not a 401: the session itself is fine. Answers the account.
 */
export async function checkOwnPassword(db: DataSource, throttle: LoginThrottle, userId: string, password: string, field: string, address?: string): Promise<User> {
  const user = await db.getRepository(User).createQueryBuilder("user").addSelect("user.passwordHash").where("user.id = :id", { id: userId }).getOne();
  if (!user) throw notFound("Account");
  await throttle.attempt(user.id, address);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("BAD_USER_INPUT", field === "password" ? "That password is not right" : "Your current password is not right", [{ path: field, message: `${field} is not right` }]);
  }
  await throttle.succeeded(user.id, address);
  return user;
}
