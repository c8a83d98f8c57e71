import { InMemoryCache } from "@apollo/client";

/**
 * The Apollo cache, the same on the server's render and in the browser (a difference would show as
 * a hydration mismatch). `site` has no id: the facts each query asks of it (the footer's, a form's
 * email, a page's address) are merged into one object, not replaced by the last query's.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies: { SiteInfo: { merge: true } } });
}
