import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { DOOR_APP_PATH } from "@theatre/common/door-app";
import { Loading } from "../../components/ui/spinner";
import { isLogout, useAuth } from "./auth";
import { StaticPage } from "../site/static-page";

/**
 * Protected routes: anonymous users (no token) are sent to the home page. A convenience only:
 * the server checks every call.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  return signedIn ? children : <Navigate to="/" replace />;
}

/** The admin area: editors and admins; a member sees a clear "not allowed" page. */
export function RequireEditor({ children }: { children: ReactNode }) {
  const { signedIn, status, canEdit, profile } = useAuth();
  if (!signedIn) return <Navigate to="/" replace />;
  if (status === "loading") return <Loading what="your account" />;
  // The society requires a second step of editors and admins: this one sets theirs up first.
  if (profile?.mustSetUpSecondStep) return <Navigate to="/account" replace />;
  if (!canEdit) {
    return (
      <StaticPage title="Not allowed">
        {profile?.role === "door" ? (
          <p>Your account opens the door app, not the editing tool: <Link to={DOOR_APP_PATH}>go to the door app</Link>.</p>
        ) : (
          <p>Your account cannot edit the site. If you help run the society, ask an admin to make your account an editor.</p>
        )}
      </StaticPage>
    );
  }
  return children;
}

/** Register and login: only for signed-out users; others go home, or where their sign-in said. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { signedIn, afterSignIn } = useAuth();
  const { state } = useLocation();
  return signedIn && !isLogout(state) ? <Navigate to={afterSignIn} replace /> : children;
}
