import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useIsContentLoaded } from "../lib/content-loaded";

/**
 * After each navigation: scroll to the hash target when there is one (once the content that holds
 * it has loaded), otherwise to the top; and move keyboard focus to the main content.
 */
export function ScrollToTarget({ mainId }: { mainId: string }) {
  const { key, hash } = useLocation();
  const loaded = useIsContentLoaded();
  const first = useRef(true);

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: Boolean(hash) });
  }, [key, hash, mainId]);

  useEffect(() => {
    if (hash && loaded) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, loaded, key]);

  return null;
}
