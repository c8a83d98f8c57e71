import { Link } from "react-router";
import { useSiteName } from "../../lib/site-facts";
import { StaticPage } from "./static-page";

/** Terms of use (PRODUCT decision 14). */
export function TermsPage() {
  const siteName = useSiteName();
  return (
    <StaticPage title="Terms of use" className="legal">
      <p>Last updated: November 2026.</p>
      <p>By using this website you accept these terms. If you do not accept them, please do not use the site.</p>
      <h2>The site</h2>
      <p>
        This site is run by {siteName}, an amateur theatre society, to tell you about our productions,
        auditions and news. We try to keep it accurate, but dates, casts and prices can change: the venue's box office has
        the final word on tickets.
      </p>
      <h2>Tickets</h2>
      <p>Tickets are sold by the venues through the "Buy tickets" links; their terms apply to your purchase.</p>
      <h2>Accounts</h2>
      <p>
        Keep your password to yourself. Editors' accounts are for members the committee has asked to maintain the site; we
        may suspend any account that is misused. You can delete your account at any time (see our{" "}
        <Link to="/privacy-policy">privacy policy</Link>).
      </p>
      <h2>What you send us</h2>
      <p>Messages through our forms must be your own and must not be abusive or unlawful. We read every one, and answer where we can.</p>
      <h2>Our content</h2>
      <p>Text and photographs on this site belong to the society or to the people who gave them to us. Please ask before reusing them.</p>
      <h2>Contact</h2>
      <p>Questions about these terms: <Link to="/contact/terms">contact us</Link>.</p>
    </StaticPage>
  );
}
