import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

interface ContentLoadedState {
  /** The navigation (location key) whose main content has arrived. */
  loadedKey: string | null;
  markLoaded: (key: string) => void;
}

const ContentLoadedContext = createContext<ContentLoadedState | null>(null);

/**
 * "Every navigation marks content as not loaded; each page sets it to loaded once its main data
 * arrives." Tracking which navigation was loaded (rather than a flag reset on navigation) keeps
 * a page whose data is already cached from being reset after it marked itself loaded. A page
 * rendered on the server arrives with its content: `loadedKey` is then its location's key.
 */
export function ContentLoadedProvider({ children, loadedKey: initialKey = null }: { children: ReactNode; loadedKey?: string | null }) {
  const [loadedKey, markLoaded] = useState<string | null>(initialKey);
  return <ContentLoadedContext.Provider value={{ loadedKey, markLoaded }}>{children}</ContentLoadedContext.Provider>;
}

function useContentLoadedState(): ContentLoadedState {
  const state = useContext(ContentLoadedContext);
  if (!state) throw new Error("ContentLoadedProvider is missing");
  return state;
}

/** Whether the current page's main content has loaded. */
export function useIsContentLoaded(): boolean {
  const { loadedKey } = useContentLoadedState();
  return loadedKey === useLocation().key;
}

/** Pages call this with `true` once their main data has arrived (or failed to). */
export function useMarkContentLoaded(ready: boolean): void {
  const { markLoaded } = useContentLoadedState();
  const { key } = useLocation();
  useEffect(() => {
    if (ready) markLoaded(key);
  }, [ready, key, markLoaded]);
}
