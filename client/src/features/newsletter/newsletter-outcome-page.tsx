import { Link } from "react-router";
import { StaticPage } from "../site/static-page";

const REASONS = {
  used: "This link has been used already: each link works once.",
  expired: "This link is out of date: a confirmation link works for 7 days.",
  unknown: "This link is not valid: it may have been replaced by a newer one, or the address has left the list already.",
} as const;

/** What became of a newsletter link once its button was pressed. */
export function NewsletterOutcomePage({ outcome }: { outcome: "confirmed" | "unsubscribed" | keyof typeof REASONS }) {
  if (outcome === "confirmed") {
    return (
      <StaticPage title="You are subscribed">
        <p>Thank you: the next issue of Combinations will come to your inbox. Every issue has a link to unsubscribe with one click.</p>
        <p><Link to="/combinations">Read the latest Combinations</Link></p>
      </StaticPage>
    );
  }
  if (outcome === "unsubscribed") {
    return (
      <StaticPage title="You are unsubscribed">
        <p>We will send you no more issues of Combinations, and we have deleted your address from the list.</p>
        <p>Changed your mind? You can sign up again on the <Link to="/combinations">Combinations page</Link>.</p>
      </StaticPage>
    );
  }
  return (
    <StaticPage title="This link does not work">
      <p>{REASONS[outcome]}</p>
      <p>You can sign up again on the <Link to="/combinations">Combinations page</Link>, or <Link to="/contact/newsletter">contact us</Link>.</p>
    </StaticPage>
  );
}
