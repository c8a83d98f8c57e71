import type { BackupProgress } from "../features/backups/backup.types";

const STEPS: Record<BackupProgress["step"], string> = {
  database: "copying tables",
  files: "hashing files",
  archive: "writing the archive",
  verify: "checking the archive",
  load: "loading tables",
  migrate: "migrating",
};

/** One line on a terminal that shows how far a backup or restore has come (nothing when not a terminal). */
export function showProgress({ step, done, total }: BackupProgress): void {
  if (!process.stderr.isTTY) return;
  process.stderr.write(`\r\x1b[K${STEPS[step]} ${done}/${total}`);
  if (done === total) process.stderr.write("\r\x1b[K");
}

/** 1234567 → "1.2 MB". */
export function describeSize(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"];
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit++;
  }
  return unit === 0 ? `${size} bytes` : `${size.toFixed(1)} ${units[unit]}`;
}
