import type { EntityManager } from "typeorm";
import { User } from "./user.entity";

/**
 * Ends every sign-in of an account at once: its sessions, its open sockets and the API tokens it
 * made all name the token version this moves on, and are refused from now (logout everywhere, an
 * admin's reset of its second step).
 */
export async function endEverySignIn(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(User).increment({ id: userId }, "tokenVersion", 1);
}
