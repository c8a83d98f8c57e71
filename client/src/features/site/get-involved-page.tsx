import { Link } from "react-router";
import { Island } from "../../islands/island";
import { NewsletterSignup } from "../newsletter/newsletter-signup";
import { StaticPage } from "./static-page";

const CARDS = [
  { title: "Auditions", to: "/auditions", text: "Act with us: every production is cast by open audition, whatever your experience." },
  { title: "Director submissions", to: "/director-submissions", text: "Have a play you long to direct? Tell us about it for a future season." },
  { title: "Backstage crew", to: "/backstage-crew", text: "Build, paint, light, sound and stage-manage our shows: no experience needed." },
];

/** Get involved: auditions, directing, backstage, and the newsletter. */
export function GetInvolvedPage() {
  return (
    <StaticPage title="Get involved">
      <ul className="cards">
        {CARDS.map((card) => (
          <li key={card.to} className="card">
            <h2><Link to={card.to}>{card.title}</Link></h2>
            <p>{card.text}</p>
          </li>
        ))}
        <li className="card promo">
          <h2><Link to="/combinations">Combinations, our newsletter</Link></h2>
          <p>News of productions, auditions and socials four times a year, by email if you like.</p>
        </li>
      </ul>
      <Island name="newsletter-signup" component={NewsletterSignup} props={{}} />
    </StaticPage>
  );
}
