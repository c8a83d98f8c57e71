import { useQuery } from "@apollo/client/react";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { RichText } from "../../components/ui/rich-text";
import { graphql } from "../../gql";
import { usePageTitle } from "../../lib/use-page-title";

export const AboutPageQuery = graphql(`
  query AboutPage {
    about {
      ...AboutPageFields
    }
  }
`);

/** About: the society's text and its committee members. */
export function AboutPage() {
  const { data, error, loading, refetch } = useQuery(AboutPageQuery);
  usePageTitle("About");
  useMarkContentLoaded(!loading);

  return (
    <section className="page about-page">
      <h1>About us</h1>
      {loading && <p aria-live="polite">Loading…</p>}
      {error && <LoadError what="the About page" onRetry={() => void refetch()} />}
      {data && (
        <>
          <RichText html={data.about.text} />
          <h2>Our committee</h2>
          <RichText html={data.about.committeeMembers} className="committee" />
        </>
      )}
    </section>
  );
}
