import { Link } from "react-router";
import { StaticPage } from "../site/static-page";

const REASONS = {
  "link-used": "This link has been used already: your place on the waitlist is confirmed.",
  "link-expired": "This link is out of date: a confirmation link works for 7 days. You can join the waitlist again from the performance's booking page.",
  "link-not-valid": "This link is not valid: it may have been replaced by a newer one, or you have left the waitlist already.",
} as const;

/** What became of a waitlist link: confirmed, left, an offer that has ended, or a link that does not work. */
export function WaitlistOutcomePage({ outcome }: { outcome: "confirmed" | "left" | "offer-ended" | keyof typeof REASONS }) {
  if (outcome === "confirmed") {
    return (
      <StaticPage title="You are on the waitlist">
        <p>Thank you: your place is confirmed. If tickets come back and your request is the first on the list that fits, we email you a link that holds them for you for 12 hours.</p>
        <p>Every email from the waitlist has a link to leave it.</p>
      </StaticPage>
    );
  }
  if (outcome === "left") {
    return (
      <StaticPage title="You have left the waitlist">
        <p>We have taken you off the waitlist and deleted your address from it. Any tickets held for you have gone to the next person.</p>
        <p><Link to="/whats-on">See what's on</Link></p>
      </StaticPage>
    );
  }
  if (outcome === "offer-ended") {
    return (
      <StaticPage title="This offer has ended">
        <p>The tickets held for you from the waitlist are no longer held: they were booked, their time ran out, or you left the waitlist. If their time ran out, they have gone to the next person.</p>
        <p><Link to="/whats-on">See what's on</Link></p>
      </StaticPage>
    );
  }
  return (
    <StaticPage title="This link does not work">
      <p>{REASONS[outcome]}</p>
      <p><Link to="/whats-on">See what's on</Link>, or <Link to="/contact">contact us</Link>.</p>
    </StaticPage>
  );
}
