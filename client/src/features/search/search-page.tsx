import { useQuery } from "@apollo/client/react";
import { Fragment, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadError } from "../../components/ui/load-error";
import { Pagination } from "../../components/ui/pagination";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import type { SearchPageQuery as SearchPageData } from "../../gql/graphql";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { errorCodes, fieldErrors, serverMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/use-page-title";
import { SEARCH_MAX_CHARACTERS, searchWords } from "@theatre/common/search-query";
import { searchHref, searchRefusal } from "./search-href";

export const SearchPageQuery = graphql(`
  query SearchPage($query: String!, $page: Int!) {
    search(query: $query, page: $page) {
      query
      page
      pages
      total
      approximate
      items {
        __typename
        ... on PlayHit {
          play {
            id
            slug
            title
          }
          extract {
            text
            match
          }
        }
        ... on BlogHit {
          blog {
            id
            slug
            title
          }
          extract {
            text
            match
          }
        }
        ... on PersonHit {
          person {
            id
            slug
            name
          }
          extract {
            text
            match
          }
        }
      }
    }
  }
`);

type Hit = SearchPageData["search"]["items"][number];
type TextRun = { text: string; match: boolean };

/** What a hit is, where it leads and what it is called. */
function describeHit(hit: Hit): { kind: string; href: string; title: string; key: string } {
  switch (hit.__typename) {
    case "PlayHit":
      return { kind: "Play", href: `/${hit.play.slug}`, title: hit.play.title || hit.play.slug, key: `play-${hit.play.id}` };
    case "BlogHit":
      return { kind: "Blog", href: `/blogs/${hit.blog.slug}`, title: hit.blog.title || hit.blog.slug, key: `blog-${hit.blog.id}` };
    case "PersonHit":
      return { kind: "Person", href: `/people/${hit.person.slug}`, title: hit.person.name, key: `person-${hit.person.id}` };
  }
}

/** The extract, the words that matched marked: text nodes only (never HTML from the API). */
function Extract({ runs }: { runs: TextRun[] }) {
  if (runs.length === 0) return null;
  return <p className="search-extract">{runs.map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : <Fragment key={index}>{run.text}</Fragment>))}</p>;
}

/**
 * Why the API refused a search, for a visitor: its message about the words ("query is empty: ...",
 * "query must be at most 200 characters") said of "Your search", or about the page number.
 */
function refusal(error: unknown): string {
  const fields = fieldErrors(error);
  if (fields.query) return fields.query.replace(/^query\b/, "Your search");
  return fields.page ?? serverMessage(error) ?? "We couldn't search for that.";
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The search page's title: the words, and the page number past the first. */
const searchTitle = (q: string, page: number) => (q ? `Search results for “${q}”${page > 1 ? `, page ${page}` : ""}` : "Search");

/**
 * `/search?q=...&page=N`: plays, blogs and people matching the words, best first, 10 a page, each
 * with an extract in which the matching words are marked. Rendered on the server like the other
 * public pages; without words it is the form alone. A search the API refuses (too long, only
 * operators) shows the API's reason, not an error screen.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = searchWords(params.get("q") ?? "");
  const requested = Number(params.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const refusedHere = searchRefusal(q);
  const { data, loading, error, refetch } = useQuery(SearchPageQuery, { variables: { query: q, page }, skip: !q || refusedHere !== null });
  usePageTitle(searchTitle(q, page));
  useMarkContentLoaded(!loading);
  const result = q ? data?.search : undefined;
  const refused = errorCodes(error).includes("BAD_USER_INPUT");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref(String(new FormData(event.currentTarget).get("q") ?? "")));
  };

  return (
    <section className="page search-page">
      <h1 id="search-title">Search</h1>
      <form role="search" aria-labelledby="search-title" method="get" action="/search" className="search-form" onSubmit={onSubmit}>
        <label htmlFor="search-words">Search plays, blogs and people</label>
        <div className="search-form-row">
          {/* Keyed by the words, so a search made from the header shows here too. */}
          <input key={q} id="search-words" type="search" name="q" defaultValue={q} maxLength={SEARCH_MAX_CHARACTERS} enterKeyHint="search" autoComplete="off" />
          <button type="submit">Search</button>
        </div>
      </form>
      {loading && <Loading what="the results" />}
      {refusedHere && <p className="search-refused">{refusedHere}</p>}
      {error && (refused ? <p className="search-refused">{refusal(error)}</p> : <LoadError what="the results" onRetry={() => void refetch()} />)}
      {result && (
        <>
          <p className="search-summary" role="status">
            {result.approximate
              ? `No exact matches for “${result.query}”: ${plural(result.total, "close match", "close matches")} instead.`
              : `${plural(result.total, "result", "results")} for “${result.query}”`}
          </p>
          {result.total === 0 && (
            <p>
              Try fewer or other words, or check the spelling. You can also browse <Link to="/whats-on">what's on</Link>, our <Link to="/previous-productions">previous productions</Link> and the <Link to="/blogs">blogs</Link>.
            </p>
          )}
          {result.total > 0 && result.items.length === 0 && <p>There are no results on this page.</p>}
          {result.items.length > 0 && (
            <ul className="search-results">
              {result.items.map((hit) => {
                const { kind, href, title, key } = describeHit(hit);
                return (
                  <li key={key} className="search-hit">
                    <p className="search-kind">{kind}</p>
                    <h2><Link to={href}>{title}</Link></h2>
                    <Extract runs={hit.extract} />
                  </li>
                );
              })}
            </ul>
          )}
          {result.pages > 1 && <Pagination page={result.page} pages={result.pages} hrefFor={(n) => searchHref(q, n)} label="Search results pages" />}
        </>
      )}
    </section>
  );
}
