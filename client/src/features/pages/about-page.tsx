import { useQuery } from "@apollo/client/react";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { graphql } from "../../gql";
import { usePageTitle } from "../../lib/use-page-title";
import { AboutView } from "./page-views";

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
    <AboutView about={data?.about}>
      {loading && <p aria-live="polite">Loading…</p>}
      {error && <LoadError what="the About page" onRetry={() => void refetch()} />}
    </AboutView>
  );
}
