import type { ReactNode } from "react";
import { createPath, Router, type Navigator, type To } from "react-router";

const href = (to: To) => (typeof to === "string" ? to : createPath(to));

/**
 * Where a link or a navigation inside an island goes: a page load, as a plain link would (the read
 * cache answers it). State (a logout, say) travels in history.state, where the single-page app's
 * router reads it on the page it lands on.
 */
const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push(to, state) {
    if (state === undefined || state === null) return window.location.assign(href(to));
    window.history.pushState({ usr: state, key: "island", idx: (window.history.state as { idx?: number } | null)?.idx ?? 0 }, "", href(to));
    window.location.reload();
  },
  replace(to, state) {
    if (state === undefined || state === null) return window.location.replace(href(to));
    window.history.replaceState({ usr: state, key: "island", idx: 0 }, "", href(to));
    window.location.reload();
  },
};

/** The page's address for what an island reads of it (links' current page, route parameters), key "default" as on the server. */
export function PageRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  return (
    <Router location={{ pathname, search, hash, state, key: "default" }} navigator={pageLoads}>
      {children}
    </Router>
  );
}
