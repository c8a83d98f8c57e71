import { AppError } from "../../core/errors";

/** The archive layout this code writes and reads; a newer layout is refused rather than guessed at. */
export const ARCHIVE_FORMAT = 1;

/** The first entry of every archive: what it holds, and a SHA-256 of every other entry. */
export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  /** The site's version (server/package.json) that wrote it. */
  version: string;
  /** When the database snapshot was taken (ISO date-time). */
  createdAt: string;
  /** The last migration applied to the database it came from: a restore builds the schema up to it. */
  migration: string;
  /** The site's tables, in the order they load (a table after those it refers to). */
  tables: BackupTable[];
  /** Sequence positions, so new rows never reuse an id. */
  sequences: { name: string; value: string; isCalled: boolean }[];
  /** Every entry but the manifest: `db/<table>.copy` and `files/<storage key>`. */
  entries: Record<string, { sha256: string; bytes: number }>;
}

export interface BackupTable {
  name: string;
  /** The columns written (generated ones are left out: PostgreSQL computes them again). */
  columns: string[];
  rows: number;
  /** Its rows in PostgreSQL's COPY text format. */
  entry: string;
}

/** How far a long step has come, for a terminal line or a progress bar. */
export interface BackupProgress {
  step: "database" | "files" | "archive" | "verify" | "load" | "migrate";
  done: number;
  total: number;
}
export type OnProgress = (progress: BackupProgress) => void;

export interface WriteBackupOptions {
  /** The uploaded files (LocalDiskStorage's root, DATA_DIR/uploads). */
  storageRoot: string;
  /** The folder the archive is written to (BACKUP_DIR). */
  dir: string;
  /** Encrypts the archive when given (BACKUP_PASSPHRASE). */
  passphrase?: string;
  onProgress?: OnProgress;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  createdAt: Date;
  manifest: BackupManifest;
}

export interface RestoreSummary {
  /** What the archive said of itself. */
  manifest: BackupManifest;
  /** Rows loaded, by table. */
  rows: Record<string, number>;
  files: number;
  fileBytes: number;
  /** Migrations newer than the archive, run after loading it. */
  migrationsRun: string[];
  /** With `replace`: the backup taken of what was there before. */
  safetyBackup?: WrittenBackup;
}

export type RefusalReason = "not-an-archive" | "passphrase-needed" | "wrong-passphrase" | "damaged" | "newer-version" | "not-empty" | "not-encrypted" | "other-passphrase";

/** A backup or restore that was refused, and why; nothing of the site was changed. */
export class BackupRefused extends AppError {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(reason === "not-empty" || reason === "newer-version" ? "CONFLICT" : "BAD_USER_INPUT", message, undefined, undefined, { reason });
    this.name = "BackupRefused";
  }
}
