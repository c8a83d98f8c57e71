import { BACKUP_STALE_HOURS } from "@theatre/common/backup-time";
import { londonInWords } from "@theatre/common/london-dates";
import { BackupRunStatus } from "./backup-run.entity";

/**
 * What the admin menu warns of, in red, or null: the last backup failed (with its reason), the last
 * good one is over 48 hours old, or there has never been one.
 */
export function backupWarning(now: Date, lastGoodAt: Date | null, last: { status: BackupRunStatus; finishedAt: Date | null; error: string | null } | null): string | null {
  if (last?.status === BackupRunStatus.failed) return `The last backup failed (${londonInWords(last.finishedAt ?? now)}): ${last.error ?? "no reason was recorded"}`;
  if (!lastGoodAt) return "No backup of the site has been made yet";
  if (now.getTime() - lastGoodAt.getTime() > BACKUP_STALE_HOURS * 3_600_000) return `The last good backup was made on ${londonInWords(lastGoodAt)}, over ${BACKUP_STALE_HOURS} hours ago`;
  return null;
}
