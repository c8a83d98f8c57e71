import { useApolloClient, useQuery } from "@apollo/client/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { LogoutMutation, MeQuery } from "./account.graphql";
import { SESSION_LOST, tokenStore } from "../../lib/token-store";
import { forgetEditorCopies } from "../../lib/editor-copies";
import { forgetDoorDevice } from "../../lib/door-device-data";
import { useHydrated } from "../../lib/rendering/hydration";

export const LOGIN_PATH = "/admin-edit-tool/login";

/**
 * Logging out goes to the login page with this state and the provider then drops the token: going
 * there first keeps a protected page from sending the browser home as the token disappears. The
 * provider, not the lazily loaded login page, drops it, so it is gone before that page's code arrives.
 */
export const LOGOUT_STATE = { logout: true };
export const isLogout = (state: unknown) => Boolean((state as { logout?: boolean } | null)?.logout);

/**
 * What a logout forgets in this browser: the token, unsaved editor text and a door device's ticket
 * list. The Logout link calls it on click too: on a page rendered on the server the login page is a
 * page load away, and the token must not wait for its code.
 */
export function forgetLogin(): void {
  const token = tokenStore.get();
  // The session ends on the server too, even as the page is left for the login page (keepalive).
  if (token) {
    void fetch("/graphql", {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "mutation { logout }" }),
    }).catch(() => undefined);
  }
  tokenStore.clear();
  forgetEditorCopies();
  void forgetDoorDevice();
}

export type AuthStatus = "idle" | "loading" | "success" | "error";

export interface Profile {
  id: string;
  name: string;
  email: string;
  role: "member" | "door" | "editor" | "admin";
  /** A passkey or an authenticator app. */
  hasSecondStep: boolean;
  authenticatorAppOn: boolean;
  /** The society requires a second step of this editor or admin, who has none yet: their account page is all they reach. */
  mustSetUpSecondStep: boolean;
}

interface AuthState {
  status: AuthStatus;
  /** A token is stored: the specification's "authenticated". */
  signedIn: boolean;
  profile: Profile | null;
  /** Editors and admins reach the admin area. */
  canEdit: boolean;
  /** Where the login and register pages send the browser once signed in (see signIn). */
  afterSignIn: string;
  /**
   * Keeps the token and signs in; the login page (RequireSignedOut) then sends the browser to
   * `destination`, home unless given. Left to that one redirect, so no second navigation races it.
   */
  signIn(token: string, destination?: string): void;
  signOut(): void;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The auth state: the token is restored from local storage at start-up and the profile loaded
 * for it; a profile failure signs out (clears the token and the profile).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // A page rendered on the server was rendered signed out: it hydrates so, then the stored login applies.
  const [token, setToken] = useState(() => (hydrated ? tokenStore.get() : null));
  useEffect(() => {
    // Once, after hydration: the stored token is state from then on (logout keeps it until the store is cleared).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hydrated) setToken((current) => current ?? tokenStore.get());
  }, [hydrated]);
  const { data, loading, error } = useQuery(MeQuery, { skip: !token, fetchPolicy: "network-only" });

  const signOut = useCallback(() => {
    tokenStore.clear();
    // A door device's ticket list (buyers' names) does not outlast the login that read it.
    void forgetDoorDevice();
    setToken(null);
    void client.clearStore();
  }, [client]);

  const [afterSignIn, setAfterSignIn] = useState("/");
  const signIn = useCallback(
    (next: string, destination = "/") => {
      tokenStore.set(next);
      setAfterSignIn(destination);
      setToken(next);
      void client.resetStore();
    },
    [client],
  );

  const profile = token && data?.me ? (data.me as Profile) : null;
  // A stored token the server no longer accepts (me answers null or fails), or a logout.
  const refused = Boolean(token && !loading && (error || (data && !data.me)));
  const { pathname, state } = useLocation();
  const loggingOut = isLogout(state) && Boolean(token);
  const dropToken = refused || loggingOut;
  useEffect(() => {
    if (!dropToken) return;
    // Logout ends this device's session on the server too, so the token is refused from now on.
    const ended = loggingOut && token
      ? client.mutate({ mutation: LogoutMutation, context: { headers: { authorization: `Bearer ${token}` } } }).catch(() => undefined)
      : Promise.resolve();
    // Unsaved editor text stays for a lapsed session (sign in again and restore it), not past a logout.
    if (loggingOut) forgetLogin();
    else tokenStore.clear();
    void ended.then(() => client.clearStore()).then(() => {
      setToken(null);
      // The logout state has done its work; left in place it would drop the next login's token.
      if (loggingOut) void navigate(pathname, { replace: true });
    });
  }, [dropToken, loggingOut, token, pathname, navigate, client]);

  // A logout that came as a page load (a public page's header) forgot the login on its click: only
  // its state is left, which would drop the next login's token.
  const loggedOutBefore = isLogout(state) && !token;
  useEffect(() => {
    if (loggedOutBefore) void navigate(pathname, { replace: true });
  }, [loggedOutBefore, pathname, navigate]);

  // Any 401 from the API (see lib/apollo/apollo.ts) signs out and leads to the login page.
  useEffect(() => {
    const lost = () => {
      tokenStore.clear();
      void navigate(LOGIN_PATH, { state: LOGOUT_STATE });
    };
    window.addEventListener(SESSION_LOST, lost);
    return () => window.removeEventListener(SESSION_LOST, lost);
  }, [navigate]);

  const status: AuthStatus = !token ? "idle" : loading ? "loading" : profile ? "success" : "error";
  const value = useMemo<AuthState>(
    () => ({ status, signedIn: Boolean(token), profile, canEdit: (profile?.role === "editor" || profile?.role === "admin") && !profile.mustSetUpSecondStep, afterSignIn, signIn, signOut }),
    [status, token, profile, afterSignIn, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("AuthProvider is missing");
  return auth;
}
