import { useQuery } from "@apollo/client/react";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { TRUNCATE } from "../../lib/constants";
import { usePageTitle } from "../../lib/use-page-title";
import { PlayRow } from "./play-row";

export const WhatsOnQuery = graphql(`
  query WhatsOn {
    whatsOn {
      currentPlays {
        ...PlayListingFields
      }
      upcomingPlays {
        ...PlayListingFields
      }
    }
  }
`);

/** What's on: current plays, then 'Coming soon'. */
export function WhatsOnPage() {
  const { data, loading, error, refetch } = useQuery(WhatsOnQuery);
  usePageTitle("What's on");
  useMarkContentLoaded(!loading);
  return (
    <section className="page">
      <h1>What's on</h1>
      {loading && <Loading what="what's on" />}
      {error && <LoadError what="what's on" onRetry={() => void refetch()} />}
      {data && (
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
