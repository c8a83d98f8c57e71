import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Pagination } from "../../components/ui/pagination";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { TRUNCATE } from "../../lib/constants";
import { formatDate } from "@theatre/common/london-dates";
import { truncate } from "../../lib/text";
import { useNotFoundWhen } from "../../lib/use-not-found";
import { usePageTitle } from "../../lib/use-page-title";

export const PreviousProductionsQuery = graphql(`
  query PreviousProductions($page: Int!) {
    previousProductions(page: $page) {
      page
      pages
      total
      items {
        id
        slug
        title
        blurb
        blurbExcerpt
        mainimage
        mainimageSizes {
          width
          url
        }
        dates {
          startdate
        }
      }
    }
  }
`);

/** Previous productions, newest first, 10 a page (`?page=N`). */
export function PreviousProductionsPage() {
  const [params] = useSearchParams();
  const requested = Number(params.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { data, loading, error, refetch } = useQuery(PreviousProductionsQuery, { variables: { page } });
  usePageTitle(page > 1 ? `Previous productions, page ${page}` : "Previous productions");
  useMarkContentLoaded(!loading);
  const result = data?.previousProductions;
  useNotFoundWhen(result !== undefined && page > result.pages);
  return (
    <section className="page">
      <h1>Previous productions</h1>
      {loading && <Loading what="previous productions" />}
      {error && <LoadError what="previous productions" onRetry={() => void refetch()} />}
      {result && (
        <>
          {result.items.length === 0 && <p>There are no productions on this page.</p>}
          {result.items.map((play) => (
            <article key={play.id} className="play-row">
              {play.mainimage && (
                <Link to={`/${play.slug}`} tabIndex={-1} aria-hidden="true" className="play-row-image">
                  <ResponsiveImage src={play.mainimage} sizes={play.mainimageSizes} alt={play.title} display="(min-width: 450px) 30vw, 100vw" />
                </Link>
              )}
              <div className="play-row-text">
                <h2><Link to={`/${play.slug}`}>{play.title}</Link></h2>
                {play.dates.startdate && <p className="meta">{formatDate(play.dates.startdate)}</p>}
                <p>{play.blurbExcerpt || truncate(play.blurb, TRUNCATE.row)}</p>
              </div>
            </article>
          ))}
          <Pagination page={result.page} pages={result.pages} hrefFor={(n) => `/previous-productions?page=${n}`} label="Previous productions pages" />
        </>
      )}
    </section>
  );
}
