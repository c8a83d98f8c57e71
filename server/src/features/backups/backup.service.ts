import fs from "node:fs";
import path from "node:path";
import type { DataSource } from "typeorm";
import type { DatabaseSchema } from "../../core/db/data-source";
import { withClient } from "../../core/db/pool";
import { withStartupLock } from "../../core/db/startup-lock";
import { readArchive } from "./archive-reader";
import { writeArchive } from "./archive-writer";
import { ARCHIVE_FORMAT, BackupRefused, type BackupManifest, type OnProgress, type RestoreSummary, type WriteBackupOptions, type WrittenBackup } from "./backup.types";
import { dumpDatabase } from "./database-dump";
import { loadDatabase } from "./database-load";
import { hashFile } from "./entry-hash";
import { hasMigrationsBeyond, migrateUpTo, migrationsUpTo } from "./schema-at";
import { holdsNoSite } from "./site-tables";
import { placeFiles, snapshotFiles } from "./upload-files";

/** The site's version as its package says (server/package.json, the same path from src/ and dist/). */
export const siteVersion = (): string => (JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "package.json"), "utf8")) as { version: string }).version;

/** An archive's name: when it was made, in UTC, sorting in time order. */
const archiveName = (createdAt: Date, encrypted: boolean) => `theatre-backup-${createdAt.toISOString().replace(/[:.]/g, "-")}.tar.gz${encrypted ? ".enc" : ""}`;

/** A folder for one backup's or restore's work beside `near`, removed however it ends. */
async function withStaging<T>(near: string, fn: (staging: string) => Promise<T>): Promise<T> {
  await fs.promises.mkdir(near, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(near, ".staging-"));
  try {
    return await fn(staging);
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Writes one archive of the whole site (the database from one snapshot, every uploaded file,
 * the manifest) into `options.dir`, while the site keeps running. Secrets are not in the database
 * (they live in the environment and DATA_DIR/secrets.json), so none is in the archive.
 */
export async function writeBackup(db: DataSource, options: WriteBackupOptions): Promise<WrittenBackup> {
  const { storageRoot, dir, passphrase, onProgress } = options;
  // Staged in the backup folder: on the same disk as the uploads by default, so files are linked, not copied.
  return withStaging(dir, async (staging) => {
    let keys: string[] = [];
    const dump = await dumpDatabase(db, staging, async () => {
      keys = await snapshotFiles(storageRoot, path.join(staging, "files"));
    }, onProgress);
    const entries = { ...dump.entries };
    for (const [index, key] of keys.entries()) {
      entries[`files/${key}`] = await hashFile(path.join(staging, "files", key));
      onProgress?.({ step: "files", done: index + 1, total: keys.length });
    }
    const manifest: BackupManifest = { format: ARCHIVE_FORMAT, version: siteVersion(), ...dump, entries };
    const createdAt = new Date(manifest.createdAt);
    const file = path.join(dir, archiveName(createdAt, Boolean(passphrase)));
    const bytes = await writeArchive(staging, manifest, file, passphrase, onProgress);
    return { file, bytes, createdAt, manifest };
  });
}

/** What an archive says of itself (its manifest), read without checking the rest of it. */
export function readManifest(file: string, passphrase?: string): Promise<BackupManifest> {
  return readArchive(file, { passphrase, manifestOnly: true });
}

/** Reads a whole archive, checking every hash (and, encrypted, its tag); answers its manifest or throws BackupRefused. */
export function verifyArchive(file: string, passphrase?: string, onProgress?: OnProgress): Promise<BackupManifest> {
  return readArchive(file, { passphrase, onProgress });
}

export interface RestoreOptions {
  /** The site's database, opened without migrating (the restore builds the schema itself). */
  db: DataSource;
  /** The site's migrations, oldest first (app/data-source.ts). */
  schema: DatabaseSchema;
  /** Where uploaded files go (DATA_DIR/uploads). */
  storageRoot: string;
  passphrase?: string;
  /** Restore over a site that has content; it is backed up first, into `backupDir`. */
  replace?: boolean;
  /** Where the backup taken before a replace goes (BACKUP_DIR), and its passphrase. */
  backupDir: string;
  backupPassphrase?: string;
  /** Where the archive is unpacked while it is checked (default: beside `backupDir`'s archives). */
  stagingDir?: string;
  onProgress?: OnProgress;
}

/**
 * Restores an archive into the site. Every entry is unpacked and checked first (a damaged archive
 * or a wrong passphrase changes nothing). A site with content is refused unless `replace`, which
 * backs it up first. The schema is built up to the archive's last migration, the rows and files
 * loaded, and the migrations newer than the archive run after, so an older archive fits a newer
 * site. Meant for a site that is not running (DATA_DIR is locked by a running one).
 */
export async function restoreBackup(file: string, options: RestoreOptions): Promise<RestoreSummary> {
  const { db, schema, storageRoot, onProgress } = options;
  return withStaging(options.stagingDir ?? options.backupDir, async (staging) => {
    const manifest = await readArchive(file, { passphrase: options.passphrase, into: staging, onProgress });
    const upToArchive = migrationsUpTo(schema, manifest.migration);
    return withStartupLock(db, async () => {
      const empty = await withClient(db, holdsNoSite);
      if (!empty && !options.replace) throw new BackupRefused("not-empty", "This site already has content: restore into a new DATA_DIR or an empty database, or give --replace (a backup of the site is taken first)");
      const safetyBackup = empty ? undefined : await writeBackup(db, { storageRoot, dir: options.backupDir, passphrase: options.backupPassphrase, onProgress });
      // A replaced site, or an empty one already migrated past the archive, starts again from no schema.
      if (!empty || (await hasMigrationsBeyond(db, upToArchive))) await db.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public`);
      if (!empty) await fs.promises.rm(storageRoot, { recursive: true, force: true });

      const keys = Object.keys(manifest.entries).filter((name) => name.startsWith("files/")).map((name) => name.slice("files/".length));
      await placeFiles(path.join(staging, "files"), storageRoot, keys);
      onProgress?.({ step: "migrate", done: 0, total: 2 });
      await migrateUpTo(db, upToArchive);
      await loadDatabase(db, staging, manifest, onProgress);
      const newer = await db.runMigrations({ transaction: "each" });
      onProgress?.({ step: "migrate", done: 2, total: 2 });
      return {
        manifest,
        rows: Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows])),
        files: keys.length,
        fileBytes: keys.reduce((sum, key) => sum + manifest.entries[`files/${key}`].bytes, 0),
        migrationsRun: newer.map((migration) => migration.name),
        safetyBackup,
      };
    });
  });
}
