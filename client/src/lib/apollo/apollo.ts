import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject } from "@apollo/client";
import { OperationTypeNode, type DocumentNode } from "graphql";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { createCache } from "./apollo-cache";
import { subscriptionLink } from "./subscription-link";
import { tokenStore } from "../token-store";

/** Whether a failure means the caller is not (or no longer) signed in. */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
  return false;
}

/**
 * The hash of a document's entry in codegen's persisted-documents.json, as persisted queries send
 * it: the SHA-256 of the stored text in hex (codegen embeds it as `__meta__.hash`, prefixed
 * "sha256:"). Taken, not computed: the stored text is codegen's print, not Apollo's.
 */
export function persistedHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === "string" ? hash.replace(/^sha256:/, "") : undefined;
}

/**
 * Queries whose variables grant something (a preview link's token) go by POST, hash and all: a URL
 * is written to proxies' and CDNs' logs, a body is not.
 */
const secretsByPost = new ApolloLink((operation, forward) => {
  if ("token" in (operation.variables ?? {})) operation.setContext(({ fetchOptions = {} }) => ({ fetchOptions: { ...fetchOptions, method: "POST" } }));
  return forward(operation);
});

/** Long enough for a hydrated page's queries to be answered from the restored cache. */
const SSR_FORCE_FETCH_DELAY_MS = 100;

/**
 * The Apollo client for the site: GraphQL on the same origin, the stored token as the bearer
 * token, and `onUnauthenticated` on any 401 (the specification's "a 401 logs out"). Queries go as
 * persisted documents: their hash alone, by GET, so HTTP caches can keep anonymous answers;
 * mutations by POST. `initialState` is a server-rendered page's cache (`cache.extract()`), read
 * before the page's queries would fetch again.
 */
export function createApolloClient({
  uri = "/graphql",
  onUnauthenticated = () => undefined,
  initialState,
}: { uri?: string; onUnauthenticated?: () => void; initialState?: NormalizedCacheObject } = {}): ApolloClient {
  const auth = new SetContextLink((prevContext) => {
    const token = tokenStore.get();
    return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
  });
  const unauthenticated = new ErrorLink(({ error, operation }) => {
    // Logging in with a wrong password is not a lost session.
    if (operation.operationName !== "Login" && tokenStore.get() && isUnauthenticated(error)) onUnauthenticated();
  });
  // Apollo Server's CSRF prevention refuses a GET without a header that forces a preflight (the
  // content-type Apollo Client also puts on GETs counts, for now; this one is meant for it).
  const transport = new HttpLink({ uri, headers: { "apollo-require-preflight": "true" } });
  const persisted = new PersistedQueryLink({
    // Only documents with a hash come this way (the split below).
    generateHash: (document) => persistedHash(document)!,
    useGETForHashedQueries: true,
    // A server without this build's documents (a development server on an older build, an
    // instance still on the previous release) answers PersistedQueryNotFound: from then on this
    // session sends whole documents by POST.
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
  });
  const http = ApolloLink.from([unauthenticated, auth, ApolloLink.split(({ query }) => persistedHash(query) !== undefined, ApolloLink.from([persisted, secretsByPost, transport]), transport)]);
  const cache = createCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    link: ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, subscriptionLink(uri), http),
    cache,
    ...(initialState && { ssrForceFetchDelay: SSR_FORCE_FETCH_DELAY_MS }),
  });
}
