import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { tokenStore } from "./token-store";

/** Whether a failure means the caller is not (or no longer) signed in. */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
  return false;
}

/**
 * The Apollo client for the site: GraphQL on the same origin, the stored token as the bearer
 * token, and `onUnauthenticated` on any 401 (the specification's "a 401 logs out").
 */
export function createApolloClient({ uri = "/graphql", onUnauthenticated = () => undefined }: { uri?: string; onUnauthenticated?: () => void } = {}): ApolloClient {
  const auth = new SetContextLink((prevContext) => {
    const token = tokenStore.get();
    return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
  });
  const unauthenticated = new ErrorLink(({ error, operation }) => {
    // Logging in with a wrong password is not a lost session.
    if (operation.operationName !== "Login" && tokenStore.get() && isUnauthenticated(error)) onUnauthenticated();
  });
  // Subscriptions go over graphql-ws on the same path; the socket opens only when one starts.
  const ws = new GraphQLWsLink(
    createClient({
      url: () => new URL(uri, window.location.href).toString().replace(/^http/, "ws"),
      connectionParams: () => {
        const token = tokenStore.get();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );
  const http = ApolloLink.from([unauthenticated, auth, new HttpLink({ uri })]);
  return new ApolloClient({
    link: ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, ws, http),
    cache: new InMemoryCache(),
  });
}
