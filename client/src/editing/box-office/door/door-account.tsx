import { useQuery } from "@apollo/client/react";
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { MeQuery } from "../../../features/accounts/account.graphql";
import { LOGIN_PATH } from "../../../features/accounts/auth";
import { Loading } from "../../../components/ui/spinner";
import { isUnauthenticated } from "../../../lib/apollo/apollo";
import { SESSION_LOST, tokenStore } from "../../../lib/token-store";
import { DOOR_ACCOUNT_KEY } from "../../../lib/door-device-data";

/** Who may open the door app (the server checks every call; this only shows the right page). */
const DOOR_ROLES = ["door", "editor", "admin"];

/** The account last seen with the stored login, kept so the door app opens with no connection (forgotten at sign-out). */
const ACCOUNT_KEY = DOOR_ACCOUNT_KEY;

interface KeptAccount {
  /** The end of the login token it was seen with: another login is not this account. */
  token: string;
  name: string;
  role: string;
}

const tokenEnd = (token: string) => token.slice(-24);

function keptAccount(token: string): KeptAccount | null {
  try {
    const kept = JSON.parse(localStorage.getItem(ACCOUNT_KEY) ?? "null") as KeptAccount | null;
    return kept?.token === tokenEnd(token) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The door app's own sign-in check, which works offline: with a connection the server says who
 * the stored login is; without one, the account last seen with that login stands (scans sent later
 * are checked by the server all the same). Signed out, or a login the server refuses, goes to the
 * login page, which comes back here. A member's account sees why it cannot open the door app.
 */
export function RequireDoorAccount({ children }: { children: ReactNode }) {
  const token = tokenStore.get();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, error } = useQuery(MeQuery, { skip: !token, fetchPolicy: "network-only" });
  const me = data?.me;
  useEffect(() => {
    if (token && me) localStorage.setItem(ACCOUNT_KEY, JSON.stringify({ token: tokenEnd(token), name: me.name, role: me.role } satisfies KeptAccount));
  }, [token, me]);
  // A 401 from any call (lib/apollo): to the login page, and back here after it. Scans waiting stay on the device.
  useEffect(() => {
    const lost = () => {
      tokenStore.clear();
      void navigate(LOGIN_PATH, { state: { from: location.pathname } });
    };
    window.addEventListener(SESSION_LOST, lost);
    return () => window.removeEventListener(SESSION_LOST, lost);
  }, [navigate, location.pathname]);

  const refused = Boolean(data && !me) || (error !== undefined && isUnauthenticated(error));
  if (!token || refused) {
    if (token) tokenStore.clear();
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  }
  const account = me ?? keptAccount(token);
  if (!account) {
    if (error) return <main id="main" className="door-main"><h1>Door</h1><p role="alert">Your account could not be checked: the door app needs a connection the first time it opens on this device.</p></main>;
    return <Loading what="your account" />;
  }
  if (!DOOR_ROLES.includes(account.role)) {
    return (
      <main id="main" className="door-main">
        <h1>Not allowed</h1>
        <p>Your account cannot open the door app. If you help front of house, ask an admin to give your account the Door role.</p>
      </main>
    );
  }
  return children;
}
