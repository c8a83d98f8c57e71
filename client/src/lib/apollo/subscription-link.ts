import { ApolloLink } from "@apollo/client";
import { defer, mergeMap } from "rxjs";
import { tokenStore } from "../token-store";

/**
 * The link for subscriptions: graphql-ws on the same path, with the stored token as the
 * connection parameter. Its code (graphql-ws and Apollo's WebSocket link) is fetched only when
 * the first subscription starts, so pages without one (the home page) never download it; the
 * socket itself opens then too.
 */
export function subscriptionLink(uri: string): ApolloLink {
  let ws: Promise<ApolloLink> | undefined;
  const load = () =>
    (ws ??= Promise.all([import("graphql-ws"), import("@apollo/client/link/subscriptions")]).then(
      ([{ createClient }, { GraphQLWsLink }]) =>
        new GraphQLWsLink(
          createClient({
            url: () => new URL(uri, window.location.href).toString().replace(/^http/, "ws"),
            connectionParams: () => {
              const token = tokenStore.get();
              return token ? { authorization: `Bearer ${token}` } : {};
            },
          }),
        ),
      // A failed download (offline for a moment) is tried again by the next subscription.
      (error: unknown) => {
        ws = undefined;
        throw error;
      },
    ));
  return new ApolloLink((operation, forward) => defer(load).pipe(mergeMap((link) => link.request(operation, forward))));
}
