import { NavLink, Outlet, Link } from "react-router";
import { SITE_NAME } from "../lib/site";
import { useIsContentLoaded } from "./content-loaded";
import { ScrollToTarget } from "./scroll-to-target";

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

/** Header with the navigation, the page, and the footer once the page's content has loaded. */
export function Layout() {
  const loaded = useIsContentLoaded();
  return (
    <div className="site">
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="site-header">
        <Link to="/" className="brand">{SITE_NAME}</Link>
        <nav aria-label="Main" className="tabs">
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} className="tab">{tab.label}</NavLink>
          ))}
        </nav>
        <nav aria-label="Secondary" className="secondary-links">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to}>{link.label}</NavLink>
          ))}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <ScrollToTarget mainId="main" />
        <Outlet />
      </main>
      {loaded && (
        <footer className="site-footer">
          <p>© {new Date().getFullYear()} {SITE_NAME}, Cambridge</p>
        </footer>
      )}
    </div>
  );
}
