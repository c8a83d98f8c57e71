import { useEffect } from "react";
import { SITE_NAME } from "./site";

/** Sets the browser tab's title for the current page. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
