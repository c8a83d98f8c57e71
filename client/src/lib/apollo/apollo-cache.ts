import { InMemoryCache } from "@apollo/client";

/**
 * The Apollo cache, the same on the server's render and in the browser (a difference would show as
 * a hydration mismatch). `site` has no id: the facts each query asks of it (the footer's, a form's
 * email, a page's address) are merged into one object, not replaced by the last query's. A box
 * office order is known by its reference, so a cancelled or paid order shows so in every list.
 * `resultCaching` (memoised reads, the same results) pays in a browser's long-lived cache, not in a
 * server render's, which is written a few times and then thrown away.
 */
export function createCache({ resultCaching = true } = {}): InMemoryCache {
  return new InMemoryCache({ resultCaching, typePolicies: { SiteInfo: { merge: true }, BoxOfficeOrder: { keyFields: ["reference"] } } });
}
