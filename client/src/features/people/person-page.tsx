import { Link, useParams } from "react-router";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { graphql } from "../../gql";
import type { PersonPageQuery as PersonPageData } from "../../gql/graphql";
import { useItemPage } from "../../lib/use-item-page";
import { creditRole } from "./credit-words";

export const PersonPageQuery = graphql(`
  query PersonPage($slug: String!) {
    person(slug: $slug) {
      id
      slug
      name
      bio
      photo
      credits {
        kind
        role
        year
        play {
          id
          slug
          title
        }
      }
    }
  }
`);

type Person = PersonPageData["person"];

/** A biography's paragraphs (plain text, blank lines between them). */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

/**
 * Someone's page: their name, photo and bio, and their credits across our productions, newest
 * first, each linking to the play. An unknown person, or one who asked to be hidden, goes to the
 * 404 route (the server answers such a page with status 404 too).
 */
export function PersonPage() {
  const { slug = "" } = useParams();
  const { item: person, fallback } = useItemPage(PersonPageQuery, { slug }, (data) => data.person, { what: "person", title: (person) => person?.name });
  if (!person) return fallback;
  return <PersonView person={person} />;
}

function PersonView({ person }: { person: Person }) {
  return (
    <article className="page person-page">
      <h1>{person.name}</h1>
      {(person.photo || person.bio) && (
        <div className="person-intro">
          {/* Its box is fixed in CSS, so the page does not move when it arrives. */}
          <ResponsiveImage src={person.photo} alt={person.name} className="person-photo" eager />
          {person.bio && <div className="person-bio">{paragraphs(person.bio).map((text, index) => <p key={index}>{text}</p>)}</div>}
        </div>
      )}
      <section aria-labelledby="credits-title">
        <h2 id="credits-title">In our productions</h2>
        {person.credits.length === 0 ? (
          <p>No credits in our productions yet.</p>
        ) : (
          <ul className="credits">
            {person.credits.map((credit, index) => (
              <li key={`${credit.play.id}-${index}`}>
                {creditRole(credit)}
                <Link to={`/${credit.play.slug}`}>{credit.play.title || credit.play.slug}</Link>
                {credit.year !== null && credit.year !== undefined && ` (${credit.year})`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
