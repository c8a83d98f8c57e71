import { createContext, useContext, useEffect } from "react";
import { useSiteName } from "./site-facts";

/** On the server, where a render writes the page's title (the HTML's <title>: a page stays the server's HTML). */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab's title for the current page, with the society's name as the server gave it. */
export function usePageTitle(title: string | undefined): void {
  const siteName = useSiteName();
  const full = title ? `${title} | ${siteName}` : siteName;
  useContext(PageTitleSink)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
