import { useParams } from "react-router";
import { StaticPage } from "../site/static-page";

const LINKS = {
  confirm: { title: "Confirm your subscription", text: "Press the button to start receiving Combinations, our newsletter, at the address this link was sent to.", button: "Confirm subscription" },
  unsubscribe: { title: "Unsubscribe from Combinations", text: "Press the button and we will send you no more issues, and keep nothing about you.", button: "Unsubscribe" },
} as const;

/**
 * Where a newsletter email's link leads. Opening it changes nothing (mail scanners open links);
 * the button posts a plain form, which works without JavaScript, and the server sends the browser
 * on to a page saying what happened.
 */
export function NewsletterLinkPage({ purpose }: { purpose: keyof typeof LINKS }) {
  const { token = "" } = useParams();
  const words = LINKS[purpose];
  return (
    <StaticPage title={words.title}>
      <p>{words.text}</p>
      <form method="post" action={`/newsletter/${purpose}/${encodeURIComponent(token)}`}>
        <button type="submit" className="primary">{words.button}</button>
      </form>
    </StaticPage>
  );
}
