import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";

/** How long an HTTP cache (a browser's, a CDN's) may keep a public read before it asks again, with its ETag. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, must-revalidate`;
export const SIGNED_IN_CACHE_CONTROL = "private, no-store";

/**
 * Whether an operation is a query that selects none of the `personal` root fields (through
 * fragments too): its answer is then the same for every anonymous caller who sends it.
 */
export function isSharedQuery(document: DocumentNode, operation: OperationDefinitionNode | null | undefined, personal: ReadonlySet<string>): boolean {
  if (operation?.operation !== "query") return false;
  if (personal.size === 0) return true;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const rootFields = (set: SelectionSetNode, seen = new Set<string>()): string[] =>
    set.selections.flatMap((s) => {
      if (s.kind === Kind.FIELD) return [s.name.value];
      if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(s.selectionSet, seen);
      if (seen.has(s.name.value)) return [];
      seen.add(s.name.value);
      const fragment = fragments.get(s.name.value);
      return fragment ? rootFields(fragment, seen) : [];
    });
  return !rootFields(operation.selectionSet).some((name) => personal.has(name));
}

/**
 * Cache-Control on GraphQL's HTTP answers. A query sent by GET as a persisted document (its hash,
 * no `query`), without an Authorization header, answered without errors and selecting none of the
 * `personal` root fields is the same for every anonymous visitor: HTTP caches and CDNs may keep it
 * briefly and then revalidate it (Express answers a matching If-None-Match with 304). Only those:
 * a full document in a URL is for integrators, who can cache it themselves. Whatever answers a
 * signed-in caller is `private, no-store`; everything else is `no-store` (as Apollo's own cache
 * hints would say: they are turned off, see http-app.ts).
 * `Vary: Authorization` keeps a shared cache from handing the anonymous answer to someone signed
 * in; `Accept` chooses the answer's media type; `Origin` the CORS headers (Apollo's own `Vary`
 * replaces the one the CORS middleware set).
 */
export function httpCaching(personal: ReadonlySet<string>): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, document, operation }) {
          const headers = response.http.headers;
          if (request.http?.headers.get("authorization")) {
            headers.set("cache-control", SIGNED_IN_CACHE_CONTROL);
            return;
          }
          const byHash = request.http?.method === "GET" && request.query === undefined && request.extensions?.persistedQuery !== undefined;
          const clean = response.body.kind === "single" && response.body.singleResult.errors === undefined;
          if (byHash && clean && document && isSharedQuery(document, operation, personal)) {
            headers.set("cache-control", PUBLIC_CACHE_CONTROL);
            headers.set("vary", [headers.get("vary"), "Accept", "Authorization", "Origin"].filter(Boolean).join(", "));
          } else if (!headers.has("cache-control")) {
            headers.set("cache-control", "no-store");
          }
        },
      };
    },
  };
}
