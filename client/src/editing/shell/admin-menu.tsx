import { Link } from "react-router";
import { useAuth } from "../../features/accounts/auth";
import { StaticPage } from "../../features/site/static-page";

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
];

/** The admin menu: links to the editors and the box office (and, for admins, the inbox, accounts, API tokens, activity and site settings). */
export function AdminMenu() {
  const { profile } = useAuth();
  const links = profile?.role === "admin" ? [...EDITORS, ...ADMINS] : EDITORS;
  return (
    <StaticPage title="Admin">
      <ul className="cards admin-menu">
        {links.map((link) => (
          <li key={link.to} className="card"><Link to={`/admin-edit-tool/${link.to}`}>{link.label}</Link></li>
        ))}
      </ul>
    </StaticPage>
  );
}
