import { useParams } from "react-router";
import { StaticPage } from "../site/static-page";

const LINKS = {
  confirm: {
    title: "Confirm your place on the waitlist",
    text: "Press the button to take your place on the waitlist. When tickets come back, we email the first person on the list whose request fits a link that holds them for 12 hours.",
    button: "Confirm my place",
  },
  leave: {
    title: "Leave the waitlist",
    text: "Press the button and we will take you off the waitlist and keep nothing about you. Tickets held for you from it go to the next person.",
    button: "Leave the waitlist",
  },
} as const;

/**
 * Where a waitlist email's confirm and leave links lead. Opening one changes nothing (mail
 * scanners open links); the button posts a plain form, which works without JavaScript, and the
 * server sends the browser on to a page saying what happened.
 */
export function WaitlistLinkPage({ purpose }: { purpose: keyof typeof LINKS }) {
  const { token = "" } = useParams();
  const words = LINKS[purpose];
  return (
    <StaticPage title={words.title}>
      <p>{words.text}</p>
      <form method="post" action={`/waitlist/${purpose}/${encodeURIComponent(token)}`}>
        <button type="submit" className="primary">{words.button}</button>
      </form>
    </StaticPage>
  );
}
