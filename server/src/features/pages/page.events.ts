import type { SitePage } from "./site-page.entity";

/** Events of the pages feature. */
export type PageTopics = {
  /** A page was saved: its new state (the `pageUpdated` subscription). */
  PAGE_UPDATED: [SitePage];
};
