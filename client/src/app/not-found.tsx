import { useEffect } from "react";
import { leaveTo } from "../lib/browser";
import { useMarkContentLoaded } from "../lib/content-loaded";

/** The static not-found page the server serves (with status 404). */
export const NOT_FOUND_PAGE = "/404.html";

/**
 * `/404`: marks content loaded, then sends the browser to the static not-found page (which the
 * server answers with status 404, so crawlers and link checkers see it too).
 */
export function NotFoundRoute() {
  useMarkContentLoaded(true);
  useEffect(() => leaveTo(NOT_FOUND_PAGE), []);
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>Sorry, we couldn't find that page.</p>
    </section>
  );
}
