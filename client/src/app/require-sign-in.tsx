import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { TOKEN_KEY } from "../lib/site";

/**
 * Protected routes: anonymous users (no token in local storage) are sent to the home page.
 * A convenience only: the server checks every call.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  return localStorage.getItem(TOKEN_KEY) ? children : <Navigate to="/" replace />;
}
