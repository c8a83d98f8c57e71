import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";
import { SITE_NAME } from "./site";

/**
 * What every page shows of the society (its name in the header, the footer's details and links),
 * from the Site settings: asked once by the layout, so the server renders it with each page and
 * the browser hydrates from the same data.
 */
export const SiteFactsQuery = graphql(`
  query SiteFacts {
    site {
      name
      address
      charityNumber
      socialLinks {
        network
        label
        url
      }
    }
  }
`);

/** The society's facts (undefined while they load). */
export function useSiteFacts() {
  return useQuery(SiteFactsQuery).data?.site;
}

/**
 * The society's name as the layout's query has it, else the default name: it reads the cache
 * only, so a page setting its title sends no request of its own.
 */
export function useSiteName(): string {
  const { data } = useQuery(SiteFactsQuery, { fetchPolicy: "cache-only" });
  return data?.site.name ?? SITE_NAME;
}
