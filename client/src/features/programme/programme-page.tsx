import { Link, useParams } from "react-router";
import { formatDate } from "@theatre/common/london-dates";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { graphql } from "../../gql";
import type { ProgrammePageQuery as ProgrammePageData } from "../../gql/graphql";
import { useHydrated } from "../../lib/rendering/hydration";
import { useSiteName } from "../../lib/site-facts";
import { useItemPage } from "../../lib/use-item-page";
import { Island } from "../../islands/island";

export const ProgrammePageQuery = graphql(`
  query ProgrammePage($slug: String!) {
    programme(slug: $slug) {
      url
      play {
        id
        slug
        title
        authorBilling
        licenceNotice
        mainimage
        mainimageSizes {
          width
          url
        }
        performances {
          id
          startsAt
          status
          venue {
            id
            name
          }
        }
        productionteam {
          title
        }
        castlist {
          title
        }
        programme {
          ...ProgrammeContentFields
        }
      }
      cast {
        role
        name
        personSlug
        photo
        bio
      }
      team {
        role
        name
        personSlug
        photo
        bio
      }
      comingUp {
        id
        slug
        title
        dates {
          startdate
        }
      }
    }
  }
`);

type Programme = ProgrammePageData["programme"];
type Credit = Programme["cast"][number];

/** Plain text's paragraphs (blank lines between them). */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

/** "10 March to 14 March 2027 at ADC Theatre": the run, from its performances not cancelled. */
function runOf(play: Programme["play"]): string {
  const on = play.performances.filter((p) => p.status !== "cancelled");
  if (on.length === 0) return "";
  const [first, last] = [on[0].startsAt, on[on.length - 1].startsAt];
  const dates = first === last ? formatDate(first) : `${formatDate(first)} to ${formatDate(last)}`;
  const venues = [...new Set(on.flatMap((p) => (p.venue ? [p.venue.name] : [])))];
  return venues.length ? `${dates}, ${venues.join(" and ")}` : dates;
}

/** Each person once, with every part and job they have in the production, for Who's who. */
function whosWho(programme: Programme): (Credit & { roles: string[] })[] {
  const people = new Map<string, Credit & { roles: string[] }>();
  for (const credit of [...programme.cast, ...programme.team]) {
    const key = credit.personSlug ?? `name:${credit.name}`;
    const known = people.get(key);
    if (known) {
      if (credit.role) known.roles.push(credit.role);
      known.bio ||= credit.bio;
    } else {
      people.set(key, { ...credit, roles: credit.role ? [credit.role] : [] });
    }
  }
  return [...people.values()].filter((person) => person.bio || person.photo);
}

/** The name of someone credited, linked to their page when they have one. */
const Name = ({ credit }: { credit: Credit }) => (credit.personSlug ? <Link to={`/people/${credit.personSlug}`}>{credit.name}</Link> : <>{credit.name}</>);

/**
 * A play's digital programme (/{slug}/programme), read on a phone from a QR code on the seat and
 * printed from the browser as an A5 booklet (programme.css): a cover with the title, the author's
 * billing and the licence notice as entered, then a page per part. A play not on the site goes to
 * the 404 route (the server answers its address with status 404 too).
 */
export function ProgrammePage() {
  const { slug = "" } = useParams();
  const { item: programme, fallback } = useItemPage(ProgrammePageQuery, { slug }, (data) => data.programme, { what: "programme", title: (programme) => programme && `Programme: ${programme.play.title}` });
  if (!programme) return fallback;
  return <ProgrammeView programme={programme} />;
}

function ProgrammeView({ programme }: { programme: Programme }) {
  const { play, cast, team, comingUp } = programme;
  const { directorsNote, scenes, sponsors } = play.programme;
  const siteName = useSiteName();
  const people = whosWho(programme);
  const run = runOf(play);
  return (
    <article className="programme" aria-labelledby="programme-title">
      <header className="programme-cover programme-page">
        <p className="programme-presents">{siteName} presents</p>
        <h1 id="programme-title">{play.title}</h1>
        {play.authorBilling && <p className="programme-billing">{play.authorBilling}</p>}
        <ResponsiveImage src={play.mainimage} sizes={play.mainimageSizes} alt="" display="(min-width: 700px) 640px, 100vw" className="programme-image" eager />
        {run && <p className="programme-run">{run}</p>}
        {/* Exactly as entered: the licence dictates its words. */}
        {play.licenceNotice && <p className="licence-notice">{play.licenceNotice}</p>}
        <Island name="print-button" component={PrintButton} props={{}} />
        <p className="programme-back"><Link to={`/${play.slug}`}>About {play.title}</Link></p>
      </header>
      {directorsNote && (
        <section className="programme-page" aria-labelledby="programme-note">
          <h2 id="programme-note">Director's note</h2>
          {paragraphs(directorsNote).map((text, index) => <p key={index}>{text}</p>)}
        </section>
      )}
      {(cast.length > 0 || team.length > 0) && (
        <section className="programme-page" aria-labelledby="programme-company">
          <h2 id="programme-company">The company</h2>
          {cast.length > 0 && <Credits title={play.castlist.title || "Cast"} credits={cast} />}
          {team.length > 0 && <Credits title={play.productionteam.title || "Production team"} credits={team} />}
        </section>
      )}
      {scenes.length > 0 && (
        <section className="programme-page" aria-labelledby="programme-scenes">
          <h2 id="programme-scenes">Scenes and musical numbers</h2>
          <ol className="programme-scenes">
            {scenes.map((scene) => (
              <li key={scene.id}>
                <span className="scene-title">{scene.title}</span>
                {scene.detail && <span className="scene-detail">{scene.detail}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {people.length > 0 && (
        <section className="programme-page" aria-labelledby="programme-people">
          <h2 id="programme-people">Who's who</h2>
          {people.map((person) => (
            <article key={person.personSlug ?? person.name} className="programme-person">
              {person.photo && <img src={person.photo} alt="" className="programme-photo" width={96} height={96} loading="lazy" decoding="async" />}
              <div>
                <h3><Name credit={person} /></h3>
                {person.roles.length > 0 && <p className="programme-roles">{person.roles.join(", ")}</p>}
                {paragraphs(person.bio).map((text, index) => <p key={index}>{text}</p>)}
              </div>
            </article>
          ))}
        </section>
      )}
      {sponsors.length > 0 && (
        <section className="programme-page" aria-labelledby="programme-thanks">
          <h2 id="programme-thanks">Thanks and sponsors</h2>
          <ul className="programme-sponsors">
            {sponsors.map((sponsor) => (
              <li key={sponsor.id}>
                {sponsor.logo && <img src={sponsor.logo} alt="" className="sponsor-logo" loading="lazy" decoding="async" />}
                {sponsor.link ? <a href={sponsor.link} rel="noopener">{sponsor.name}</a> : <span>{sponsor.name}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {comingUp.length > 0 && (
        <section className="programme-page" aria-labelledby="programme-next">
          <h2 id="programme-next">Coming up</h2>
          <ul className="programme-next">
            {comingUp.map((other) => (
              <li key={other.id}>
                <Link to={`/${other.slug}`}>{other.title}</Link>
                {other.dates.startdate && <span> from {formatDate(other.dates.startdate)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function Credits({ title, credits }: { title: string; credits: Credit[] }) {
  return (
    <>
      <h3>{title}</h3>
      <dl className="programme-credits">
        {credits.map((credit, index) => (
          <div key={index}>
            <dt>{credit.role}</dt>
            <dd><Name credit={credit} /></dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * Printing needs the browser's script: the button shows once its island runs (print-button.island.ts;
 * the browser's own Print works without it). Its space is kept meanwhile, so the page does not move.
 */
function PrintButton() {
  const hydrated = useHydrated();
  return (
    <button type="button" className="secondary-button programme-print" onClick={() => window.print()} disabled={!hydrated} aria-hidden={!hydrated} style={hydrated ? undefined : { visibility: "hidden" }}>
      Print the programme
    </button>
  );
}
