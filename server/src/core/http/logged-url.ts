/**
 * A request's URL as logged: a preview link's token grants a look at a draft, a password reset
 * link's sets a password (its page and its API call), a tickets link opens a booking (its page,
 * its calendar file and its cancel form), a GraphQL GET's query string may carry
 * one, and an image's may be a signature, so none is written (routes match whatever the case).
 */
export function loggedUrl(url: string): string {
  return url
    .replace(/^\/preview\/[^/?#]+/i, "/preview/[token]")
    .replace(/^(\/newsletter\/+(?:confirm|unsubscribe))\/+[^/?#]+/i, "$1/[token]")
    .replace(/^(\/admin-edit-tool\/+reset-password|\/api\/+password-reset)\/+[^/?#]+/i, "$1/[token]")
    .replace(/^(\/tickets)\/+[^/?#]+/i, "$1/[token]")
    .replace(/^(\/graphql\/*)\?.*$/i, "$1?[query]")
    // A signed image address opens a draft's image for a day.
    .replace(/^(\/images\/[^?#]*)\?.*$/i, "$1?[signature]");
}
