import { Link, NavLink } from "react-router";
import { DOOR_APP_PATH } from "@theatre/common/door-app";
import { forgetLogin, LOGIN_PATH, LOGOUT_STATE, useAuth } from "../accounts/auth";

const TABS = [
  { to: "/whats-on", label: "What's on" },
  { to: "/get-involved", label: "Get involved" },
  { to: "/previous-productions", label: "Previous productions" },
];

const LINKS = [
  { to: "/blogs", label: "Blog" },
  { to: "/contact", label: "Contact us" },
  { to: "/about", label: "About" },
];

/** The header's navigation: tabs (ADMIN for editors), links, and the account when signed in. */
export function SiteNavigation() {
  const { signedIn, profile, canEdit } = useAuth();
  return (
    <>
      <nav aria-label="Main" className="tabs">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className="tab">{tab.label}</NavLink>
        ))}
        {canEdit && <NavLink to="/admin-edit-tool" className="tab">ADMIN</NavLink>}
        {profile?.role === "door" && <NavLink to={DOOR_APP_PATH} className="tab">DOOR</NavLink>}
      </nav>
      <nav aria-label="Secondary" className="secondary-links">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to}>{link.label}</NavLink>
        ))}
        {profile && <NavLink to="/account" className="account-link">{profile.name}</NavLink>}
        {signedIn && (
          <Link to={LOGIN_PATH} state={LOGOUT_STATE} onClick={forgetLogin} className="logout">Logout</Link>
        )}
      </nav>
    </>
  );
}
