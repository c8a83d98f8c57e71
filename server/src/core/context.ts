import type { AuthContext, AuthUser } from "./auth";

export type Context = AuthContext;

/**
 * Builds the per-request context from the caller's credentials, for GraphQL over HTTP, the REST
 * facade and WebSocket subscriptions alike. Until accounts exist no token is accepted, so every
 * caller is anonymous and every guarded write is refused with 401.
 */
export async function createContext(_credentials: { authorization?: string }): Promise<Context> {
  const user: AuthUser | null = null;
  return { user };
}
