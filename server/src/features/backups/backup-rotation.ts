/** A nightly archive the rotation may delete, by the London night it stands for ("2026-11-28"). */
export interface RotatedArchive {
  id: string;
  night: string;
}

/** The Monday that starts `night`'s week (ISO weeks, as a London calendar has them). */
function weekOf(night: string): string {
  const date = new Date(`${night}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Which nightly archives the rotation keeps, as restic's `forget --keep-daily N --keep-weekly M`
 * reads it (a known rule rather than a new one): newest first, each rule keeps the newest archive
 * of each of its last N days (or weeks) that have one; an archive kept by either rule stays.
 */
export function keptByRotation(archives: RotatedArchive[], keepDaily: number, keepWeekly: number): Set<string> {
  const newestFirst = [...archives].sort((a, b) => b.night.localeCompare(a.night));
  const kept = new Set<string>();
  for (const [keep, bucket] of [[keepDaily, (night: string) => night], [keepWeekly, weekOf]] as const) {
    let last: string | undefined;
    let count = 0;
    for (const archive of newestFirst) {
      if (count >= keep) break;
      const key = bucket(archive.night);
      if (key === last) continue;
      kept.add(archive.id);
      last = key;
      count += 1;
    }
  }
  return kept;
}
