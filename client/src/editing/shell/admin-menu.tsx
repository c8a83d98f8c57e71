import { Link } from "react-router";
import { useAuth } from "../../features/accounts/auth";
import { StaticPage } from "../../features/site/static-page";
import type { ReactNode } from "react";
import { SecondStepNudge } from "./second-step-nudge";

const EDITORS = [
  { to: "plays", label: "Plays" },
  { to: "venues", label: "Venues" },
  { to: "people", label: "People" },
  { to: "blogs", label: "Blogs" },
  { to: "about", label: "About page" },
  { to: "contact", label: "Contact page" },
  { to: "combinations", label: "Combinations page" },
  { to: "heroimages", label: "Hero images" },
  { to: "box-office", label: "Box office" },
  { to: "castmembers", label: "Cast members" },
  { to: "deleted", label: "Deleted items" },
];
const ADMINS = [
  { to: "messages", label: "Messages" },
  { to: "users", label: "Accounts" },
  { to: "api-tokens", label: "API tokens" },
  { to: "activity", label: "Activity" },
  { to: "settings", label: "Site settings" },
  { to: "backups", label: "Backups" },
];

/** The admin menu: links to the editors and the box office (and, for admins, the inbox, accounts, API tokens, activity, site settings and backups, with what admins must see first, such as the backups' warning). */
export function AdminMenu({ adminNotice }: { adminNotice?: ReactNode }) {
  const { profile } = useAuth();
  const links = profile?.role === "admin" ? [...EDITORS, ...ADMINS] : EDITORS;
  return (
    <StaticPage title="Admin">
      {profile?.role === "admin" && adminNotice}
      <SecondStepNudge />
      <ul className="cards admin-menu">
        {links.map((link) => (
          <li key={link.to} className="card"><Link to={`/admin-edit-tool/${link.to}`}>{link.label}</Link></li>
        ))}
      </ul>
    </StaticPage>
  );
}
