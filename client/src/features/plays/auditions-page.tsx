import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { TRUNCATE } from "../../lib/constants";
import { usePageTitle } from "../../lib/use-page-title";
import { PlayRow } from "./play-row";

export const AuditionsQuery = graphql(`
  query Auditions {
    auditionPlays {
      ...PlayListingFields
    }
  }
`);

/** Auditions: the plays open to auditions. */
export function AuditionsPage() {
  const { data, loading, error, refetch } = useQuery(AuditionsQuery);
  usePageTitle("Auditions");
  useMarkContentLoaded(!loading);
  return (
    <section className="page">
      <h1>Auditions</h1>
      <p>Our auditions are open to everyone, whatever your experience. Choose a play to read about it and apply.</p>
      {loading && <Loading what="auditions" />}
      {error && <LoadError what="auditions" onRetry={() => void refetch()} />}
      {data?.auditionPlays.length === 0 && (
        <p>No plays are open to auditions just now. <Link to="/get-involved">Other ways to get involved</Link></p>
      )}
      {data?.auditionPlays.map((play) => <PlayRow key={play.id} play={play} length={TRUNCATE.row} headingLevel={2} showPrices={false} />)}
    </section>
  );
}
