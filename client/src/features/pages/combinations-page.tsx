import { useQuery } from "@apollo/client/react";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { usePageTitle } from "../../lib/use-page-title";
import { Island } from "../../islands/island";
import { NewsletterSignup } from "../newsletter/newsletter-signup";
import { CombinationsView } from "./page-views";

export const CombinationsPageQuery = graphql(`
  query CombinationsPage {
    combinations {
      ...TextPageFields
    }
  }
`);

/** Combinations: the newsletter's page, with its sign-up form. */
export function CombinationsPage() {
  const { data, loading, error, refetch } = useQuery(CombinationsPageQuery);
  usePageTitle("Combinations");
  useMarkContentLoaded(!loading);
  return (
    <CombinationsView combinations={data?.combinations}>
      {loading && <Loading what="Combinations" />}
      {error && <LoadError what="the Combinations page" onRetry={() => void refetch()} />}
      <Island name="newsletter-signup" component={NewsletterSignup} props={{}} />
    </CombinationsView>
  );
}
