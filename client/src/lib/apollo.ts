import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

/** The Apollo client for the site: GraphQL on the same origin as the page. */
export function createApolloClient(uri = "/graphql"): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache(),
  });
}
