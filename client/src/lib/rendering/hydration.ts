import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False while rendering on the server and while hydrating what the server rendered, true after
 * (and at once in a page rendered only in the browser). Whatever depends on the browser (the stored
 * login, a form that needs JavaScript to send) renders as the server did first, then changes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
