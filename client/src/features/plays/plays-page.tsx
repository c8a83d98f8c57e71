import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { formatDate } from "@theatre/common/london-dates";
import { usePageTitle } from "../../lib/use-page-title";

export const AllPlaysQuery = graphql(`
  query AllPlays {
    plays(perPage: 500) {
      items {
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

/** The `/plays` route: every play, newest first. */
export function PlaysPage() {
  const { data, loading, error, refetch } = useQuery(AllPlaysQuery);
  usePageTitle("All our plays");
  useMarkContentLoaded(!loading);
  return (
    <section className="page">
      <h1>All our plays</h1>
      {loading && <Loading what="plays" />}
      {error && <LoadError what="the plays" onRetry={() => void refetch()} />}
      {data && (
        <ul className="plain-list">
          {data.plays.items.filter((play) => play.title).map((play) => (
            <li key={play.id}>
              <Link to={`/${play.slug}`}>{play.title}</Link>
              {play.dates.startdate && <span className="meta"> · {formatDate(play.dates.startdate)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
