import { SCHEDULED_CHANGES } from "../core/drafts";
import type { JobDefinition } from "../core/jobs";
import type { Logger } from "../core/logger";
import { VIDEO_THUMBNAILS } from "../features/videos/video.service";
import type { Services } from "./services";
import { EXPIRE_HOLDS } from "../features/box-office/holds.service";
import { WAITLIST_OFFERS } from "../features/box-office/waitlist/waitlist.service";
import { NIGHTLY_BACKUP } from "../features/backups/backup-runs.service";

/**
 * The site's timed work, kept in PostgreSQL (core/jobs.ts): scheduled publishing every minute and
 * at each scheduled time; the purges hourly (deleted items after 30 days, deleted accounts within
 * the 24 hours the privacy policy promises, newsletter sign-ups never confirmed once their link is
 * out of date, the site's own emails 30 days after sending, sessions and API tokens 90 days after they
 * stopped working); video thumbnails every five minutes and after each
 * play save; ticket holds at each expiry and every minute; waitlist offers, and closing cancelled
 * performances' waitlists, every minute (and when doing them at once failed); buyers' details and
 * waitlist entries hourly, 60 days after their performance; the nightly backup every minute, which
 * makes one once its time (Site settings, London) has come and no instance has made that night's (so
 * a change of time takes effect within a minute, and a site stopped at that time makes it when it
 * starts). Each run does everything due, so a late or repeated run is harmless.
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
    {
      name: VIDEO_THUMBNAILS,
      cron: "*/5 * * * *",
      run: async () => {
        const { fetched, failed } = await services.videos.fetchDue();
        logged("video thumbnails fetched", fetched);
        // Without internet (the demo on a laptop) every fetch fails: one quiet line, retried with a backoff.
        if (failed) logger.info({ failed }, "video thumbnails not fetched this time; retried later (editors may upload them)");
      },
    },
    {
      // Holds at each expiry (a job per second that holds expire in) and every minute; pending
      // online checkouts Stripe did not report once they are over.
      name: EXPIRE_HOLDS,
      cron: "* * * * *",
      run: async () => logged("ticket holds expired", (await services.holds.expireDue()) + (await services.orders.expirePending())),
    },
    {
      // Offers are made as tickets come back, and cancelled performances' waitlists closed as the
      // play is published: this catches what a stopped instance missed.
      name: WAITLIST_OFFERS,
      cron: "* * * * *",
      run: async () => {
        // Offers are made even when closing fails (its error is the run's, after them).
        try {
          logged("waitlist entries closed (their performance cancelled)", await services.waitlist.closeCancelled());
        } finally {
          logged("waitlist offers made", await services.waitlist.offerDue());
        }
      },
    },
    {
      name: "purge-buyers",
      cron: "7 * * * *",
      run: async () => {
        logged("buyers' details deleted 60 days after their performance", await services.orders.purgeBuyers());
        logged("waitlist entries deleted (60 days after their performance, or never confirmed)", await services.waitlist.purge());
      },
    },
    {
      name: NIGHTLY_BACKUP,
      cron: "* * * * *",
      run: async () => {
        const run = await services.backups.runNightly();
        if (run?.status === "failed") logger.warn({ error: run.error }, "the nightly backup failed");
      },
    },
    { name: "purge-deleted-items", cron: "17 * * * *", run: async () => logged("deleted items purged", await services.trash.purge()) },
    { name: "purge-site-emails", cron: "27 * * * *", run: async () => logged("site emails purged", await services.messages.purgeSiteEmails()) },
    { name: "purge-unconfirmed-sign-ups", cron: "37 * * * *", run: async () => logged("unconfirmed newsletter sign-ups purged", await services.newsletter.purgeUnconfirmed()) },
    {
      name: "purge-sessions",
      cron: "52 * * * *",
      run: async () => {
        logged("sessions purged (ended or expired, unused for 90 days)", await services.sessions.purge());
        logged("API tokens purged (revoked or expired 90 days ago)", await services.apiTokens.purge());
      },
    },
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
