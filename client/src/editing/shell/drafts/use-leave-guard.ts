import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { setPopGuard } from "../../../lib/leave-guard";

/** Links inside an element with this attribute are not guarded (the editor's preview, whose links do nothing). */
export const LEAVE_GUARD_OFF = "data-leave-guard-off";

/** An entry's position in the session history, as React Router's browser history keeps it (`history.state.idx`). */
const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : null;
};

export interface LeaveGuard {
  /** A navigation waits for an answer. */
  asking: boolean;
  /** Stay on the page: the navigation is dropped. */
  stay(): void;
  /** Leave: the navigation goes ahead. */
  leave(): void;
}

/**
 * Asks before leaving the page while `shouldAsk()` answers true: an in-app link or Back/Forward to
 * another path waits for `stay()` or `leave()`, and closing or reloading the tab gets the
 * browser's own question (beforeunload).
 *
 * React Router's useBlocker would do the in-app part, but only under a data router, whose code
 * (about 14 KB compressed) every public page would then download, over the home page's budget.
 * This works with BrowserRouter: a capturing click listener holds links back before React Router
 * sees them (and replays the click to leave, keeping the link's state), and a popstate listener
 * added before the router's (lib/leave-guard.ts, installed by main.tsx) hides Back/Forward from the
 * router and returns to this entry until the answer.
 */
export function useLeaveGuard(shouldAsk: () => boolean): LeaveGuard {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<{ link: HTMLAnchorElement; to: string } | { delta: number } | null>(null);
  const guard = useRef({ shouldAsk, pathname, index: null as number | null, ignorePop: false, leaving: false });

  useEffect(() => {
    guard.current.shouldAsk = shouldAsk;
    guard.current.pathname = pathname;
    guard.current.index = entryIndex(window.history.state);
  });

  useEffect(() => {
    const g = guard.current;
    const onClick = (event: MouseEvent) => {
      if (g.leaving || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target instanceof Element ? event.target.closest("a[href]") : null) as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download") || link.closest(`[${LEAVE_GUARD_OFF}]`)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === g.pathname || !g.shouldAsk()) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ link, to: url.pathname + url.search + url.hash });
    };
    /** Answers true to keep the popstate from React Router. */
    const onPopState = (event: PopStateEvent): boolean => {
      if (g.ignorePop) {
        // The way back to this entry after a held Back/Forward: the router never saw it leave.
        g.ignorePop = false;
        return true;
      }
      if (g.leaving || window.location.pathname === g.pathname || !g.shouldAsk()) return false;
      const to = entryIndex(event.state);
      if (to === null || g.index === null) return false;
      g.ignorePop = true;
      window.history.go(g.index - to);
      setPending({ delta: to - g.index });
      return true;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (g.leaving || !g.shouldAsk()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    // Capturing at the document: before React's listeners on its root, so before React Router's links.
    document.addEventListener("click", onClick, true);
    const removePopGuard = setPopGuard(onPopState);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      removePopGuard();
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);

  return {
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      if (!pending) return;
      setPending(null);
      guard.current.leaving = true;
      if ("delta" in pending) window.history.go(pending.delta);
      else if (pending.link.isConnected) pending.link.click();
      else void navigate(pending.to);
    },
  };
}
