import type { ApolloClient } from "@apollo/client";
import { createApolloClient } from "../lib/apollo/apollo";
import { reportSessionLost } from "../lib/token-store";
import { pageData } from "./island-data";

let client: ApolloClient | undefined;

/** The GraphQL client every island of the page shares, its cache seeded with the page's. */
export function islandClient(): ApolloClient {
  client ??= createApolloClient({ onUnauthenticated: reportSessionLost, initialState: pageData()?.apollo });
  return client;
}
