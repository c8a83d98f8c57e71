import { SCHEDULED_CHANGES } from "../core/drafts";
import type { JobDefinition } from "../core/jobs";
import type { Logger } from "../core/logger";
import type { Services } from "./services";

/**
 * The site's timed work, kept in PostgreSQL (core/jobs.ts): scheduled publishing every minute and
 * at each scheduled time; the purges hourly (deleted items after 30 days, deleted accounts within
 * the 24 hours the privacy policy promises). Each run does everything due, so a late or repeated
 * run is harmless.
 */
export function appJobs(services: Services, logger: Logger): JobDefinition[] {
  const logged = (what: string, count: number) => {
    if (count) logger.info({ count }, what);
    return count;
  };
  return [
    {
      name: SCHEDULED_CHANGES,
      cron: "* * * * *",
      run: async () => {
        const { playEditing, blogEditing, pages } = services;
        logged("scheduled changes made", (await playEditing.runDue()) + (await blogEditing.runDue()) + (await pages.runDue()));
      },
    },
    { name: "purge-deleted-items", cron: "17 * * * *", run: async () => logged("deleted items purged", await services.trash.purge()) },
    {
      name: "purge-deleted-accounts",
      cron: "47 * * * *",
      run: async () => {
        // Purged names leave "last edited by" at once, cached pages included.
        if (logged("deleted accounts purged", await services.accounts.purgeDeleted())) services.events.publish("CONTENT_CHANGED");
      },
    },
  ];
}
