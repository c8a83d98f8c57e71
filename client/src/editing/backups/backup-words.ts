import type { BackupKind, BackupRunFieldsFragment } from "../../gql/graphql";

/** An archive's size for people: "2.4 MB". */
export function describeSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size >= 10 ? Math.round(size) : size.toFixed(1)} ${units[unit]}`;
}

export const KIND_WORDS: Record<BackupKind, string> = { nightly: "Nightly", manual: "Back up now", beforeRestore: "Before a restore" };

const STEP_WORDS: Record<string, string> = { database: "Copying the database", files: "Collecting uploaded files", archive: "Writing the archive", verify: "Checking", load: "Loading", migrate: "Updating the database" };

/** What a running backup is doing: "Copying the database (12 of 40)". */
export function progressWords(progress: BackupRunFieldsFragment["progress"]): string {
  if (!progress) return "Starting";
  return `${STEP_WORDS[progress.step] ?? progress.step} (${progress.done} of ${progress.total})`;
}
