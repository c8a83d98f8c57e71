import type { Logger } from "../../core/logger";
import type { AccountService } from "./account.service";

/** How often deleted accounts are purged; the privacy policy promises within 24 hours. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Purges deleted accounts now and then every hour; answers a function that stops it. */
export function schedulePurge(accounts: AccountService, logger: Logger, onPurged: () => void = () => undefined): () => void {
  const run = () =>
    accounts.purgeDeleted().then(
      (count) => {
        if (count === 0) return;
        logger.info({ count }, "deleted accounts purged");
        onPurged();
      },
      (error: unknown) => logger.error({ err: error }, "purging deleted accounts failed; will try again"),
    );
  void run();
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
