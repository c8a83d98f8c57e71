import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { subscriptionLink } from "./subscription-link";
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
  const http = ApolloLink.from([unauthenticated, auth, new HttpLink({ uri })]);
  return new ApolloClient({
    link: ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, subscriptionLink(uri), http),
    cache: new InMemoryCache(),
  });
}
