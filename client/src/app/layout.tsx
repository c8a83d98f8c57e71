import { Suspense } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { Loading } from "../components/ui/spinner";
import { PageErrorBoundary } from "./page-error-boundary";
import { useSiteFacts, useSiteName } from "../lib/site-facts";
import { SITE_NAME } from "../lib/site";
import { SocietyDetails } from "../features/site/society-details";
import { AuthProvider } from "../features/accounts/auth";
import { useIsContentLoaded } from "../lib/content-loaded";
import { ScrollToTarget } from "./scroll-to-target";
import { useLondonYear } from "../lib/rendering/render-time";
import { NewsletterSignup } from "../features/newsletter/newsletter-signup";
import { SearchBox } from "../features/search/search-box";
import { SiteNavigation } from "../features/site/site-navigation";
import { Island } from "../islands/island";
// A person's page is rendered on the server: its styles come with the first stylesheet, not its chunk.
import "../features/people/people.css";
import "../features/programme/programme.css";

/** The footer's newsletter sign-up is for readers: not on Combinations (which has its own), the editor's area, accounts or the shop. */
const showsSignup = (pathname: string) => pathname !== "/combinations" && !/^\/(admin-edit-tool|account|products|newsletter|preview)(\/|$)/.test(pathname);

function Footer() {
  const loaded = useIsContentLoaded();
  const { pathname } = useLocation();
  const year = useLondonYear();
  const siteName = useSiteName();
  if (!loaded) return null;
  return (
    <footer className="site-footer">
      {showsSignup(pathname) && <Island name="newsletter-signup" component={NewsletterSignup} props={{ compact: true }} />}
      <SocietyDetails />
      <p>© {year} {siteName} · <Link to="/products">Shop</Link> · <Link to="/privacy-policy">Privacy</Link> · <Link to="/terms">Terms</Link></p>
    </footer>
  );
}

/** Header with the navigation, the page, and the footer once the page's content has loaded. */
export function Layout() {
  const { pathname } = useLocation();
  // The Site settings, asked here so that every page (rendered on the server too) has them.
  const siteName = useSiteFacts()?.name ?? SITE_NAME;
  return (
    <AuthProvider>
      <div className="site">
        <a className="skip-link" href="#main">Skip to content</a>
        <header className="site-header">
          <Link to="/" className="brand">{siteName}</Link>
          {/* Signed out (as the server renders it), plain links; a stored login brings its code at once, for the ADMIN tab and the account. */}
          <Island name="site-navigation" component={SiteNavigation} props={{}} when="signed-in" />
          <SearchBox />
        </header>
        <main id="main" tabIndex={-1}>
          <ScrollToTarget mainId="main" />
          {/* While a page's chunk arrives (see lib/lazy-component.ts). */}
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<Loading what="the page" />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
      </div>
    </AuthProvider>
  );
}
