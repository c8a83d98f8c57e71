import { useEffect } from "react";
import { useSiteName } from "./site-facts";

/** Sets the browser tab's title for the current page, with the society's name as the server gave it. */
export function usePageTitle(title: string | undefined): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
