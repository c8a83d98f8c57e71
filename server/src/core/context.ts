import type { AuthContext, AuthUser } from "./auth";

export interface Context extends AuthContext {
  /** The caller's network address (for throttling), when known. */
  clientAddress?: string;
  /** The caller's User-Agent header: what a sign-in names its device by. */
  userAgent?: string;
  /** Set once this request opened a preview link: the draft's images are given by signed addresses. */
  opensPreview?: boolean;
}

export interface Credentials {
  authorization?: string;
  clientAddress?: string;
  userAgent?: string;
}

export type ContextFactory = (credentials: Credentials) => Promise<Context>;

/**
 * Makes the one function that builds the per-request context from the caller's credentials, for
 * GraphQL over HTTP, the REST facade and WebSocket subscriptions alike. A missing or refused token
 * makes an anonymous caller: public reads still work, and guarded calls answer 401.
 */
export function contextFactory(authenticate: (authorization: string | undefined) => Promise<AuthUser | null>): ContextFactory {
  return async ({ authorization, clientAddress, userAgent }) => ({ user: await authenticate(authorization), clientAddress, userAgent });
}
