import { useQuery } from "@apollo/client/react";
import type { FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { TRUNCATE } from "../../lib/constants";
import { useNotFoundWhen } from "../../lib/use-not-found";
import { usePageTitle } from "../../lib/use-page-title";
import { ACCESS_WORDS } from "@theatre/common/performance-words";
import { PagePerformanceList } from "./performance-list";
import { PlayRow } from "./play-row";

export const WhatsOnQuery = graphql(`
  query WhatsOn($access: String, $venue: String) {
    whatsOn(access: $access, venue: $venue) {
      ...WhatsOnListFields
    }
    venues {
      id
      slug
      name
    }
    site {
      url
      calendarUrl
    }
  }
`);

/**
 * What's on: current plays, then 'Coming soon'. Narrowed in the URL (`?access=captioned`,
 * `?venue=adc-theatre`) by a plain GET form, so the filter works before (and without) the script;
 * narrowed, each play lists the performances that match.
 */
export function WhatsOnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const access = params.get("access") ?? "";
  const venue = params.get("venue") ?? "";
  const filtered = Boolean(access || venue);
  const { data, loading, error, refetch } = useQuery(WhatsOnQuery, { variables: { access: access || null, venue: venue || null } });
  usePageTitle("What's on");
  // A venue the site does not know filters down to nothing real.
  useNotFoundWhen(Boolean(venue && data && !data.venues.some((v) => v.slug === venue.toLowerCase())));
  useMarkContentLoaded(!loading);

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string" && value) chosen.set(name, value);
    const query = chosen.toString();
    void navigate(`/whats-on${query && `?${query}`}`);
  };

  const plays = data ? [...data.whatsOn.currentPlays, ...data.whatsOn.upcomingPlays] : [];
  return (
    <section className="page">
      <h1>What's on</h1>
      <form method="get" action="/whats-on" className="whats-on-filter" onSubmit={filter} key={`${access}|${venue}`}>
        <label>
          Access
          <select name="access" defaultValue={access}>
            <option value="">Every performance</option>
            <option value="any">Any accessible performance</option>
            {Object.entries(ACCESS_WORDS).map(([value, words]) => <option key={value} value={value}>{words}</option>)}
          </select>
        </label>
        <label>
          Venue
          <select name="venue" defaultValue={venue}>
            <option value="">Every venue</option>
            {data?.venues.map((v) => <option key={v.id} value={v.slug}>{v.name}</option>)}
          </select>
        </label>
        <button type="submit">Filter</button>
        {data?.site.calendarUrl && <a href={data.site.calendarUrl}>Subscribe to our calendar</a>}
      </form>
      {loading && <Loading what="what's on" />}
      {error && <LoadError what="what's on" onRetry={() => void refetch()} />}
      {data && filtered && (
        <>
          {plays.length === 0 && <p>No performances match. Try another choice, or see <a href="/whats-on">everything that's on</a>.</p>}
          {plays.map((play, index) => (
            <div key={play.id}>
              <PlayRow play={play} length={TRUNCATE.row} headingLevel={2} eager={index === 0} />
              <PagePerformanceList performances={play.performances} title={play.title} buylink={play.buylink} pageUrl={`${data.site.url}/${play.slug}`} />
            </div>
          ))}
        </>
      )}
      {data && !filtered && (
        <>
          {data.whatsOn.currentPlays.length === 0 && <p>Nothing is on right now: see what's coming soon below.</p>}
          {data.whatsOn.currentPlays.map((play, index) => <PlayRow key={play.id} play={play} length={TRUNCATE.row} headingLevel={2} eager={index === 0} />)}
          <h2 className="section-title">Coming soon</h2>
          {data.whatsOn.upcomingPlays.length === 0 && <p>Our next productions will be announced soon.</p>}
          {data.whatsOn.upcomingPlays.map((play, index) => (
            <PlayRow key={play.id} play={play} length={TRUNCATE.row} eager={index === 0 && data.whatsOn.currentPlays.length === 0} />
          ))}
        </>
      )}
    </section>
  );
}
