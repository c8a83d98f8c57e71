import { Link } from "react-router";
import { usePageTitle } from "../lib/use-page-title";
import { useMarkContentLoaded } from "./content-loaded";

export function NotFoundPage() {
  usePageTitle("Page not found");
  useMarkContentLoaded(true);
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>Sorry, we couldn't find that page. It may have moved, or the production may have finished its run.</p>
      <p><Link to="/">Go to the home page</Link> or see <Link to="/whats-on">what's on</Link>.</p>
    </section>
  );
}
