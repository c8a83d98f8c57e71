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
import { checkTables, loadDatabase } from "./database-load";
import { hashFile } from "./entry-hash";
import { hasMigrationsBeyond, isAtMigrations, migrateUpTo, migrationsUpTo } from "./schema-at";
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
 * the manifest) into `options.dir`, while the site keeps running. The site's own secrets (the
 * signing key, SMTP and Stripe keys) live in the environment and DATA_DIR/secrets.json, not here.
 * People's authenticator-app secrets are in it encrypted, and recovery codes as keyed digests, both
 * under keys derived from that signing secret, so the archive alone opens neither (a restore needs the
 * same signing secret for them to work). Password hashes and API tokens' digests are in it too:
 * keep it as safe as the database itself (encrypted with a passphrase, or somewhere only admins reach).
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
    // readArchive checks the manifest whole (every table, column, sequence and file name) before this goes on.
    const manifest = await readArchive(file, { passphrase: options.passphrase, into: staging, onProgress });
    const upToArchive = migrationsUpTo(schema, manifest.migration);
    return withStartupLock(db, async () => {
      const empty = await withClient(db, holdsNoSite);
      if (!empty && !options.replace) throw new BackupRefused("not-empty", "This site already has content: restore into a new DATA_DIR or an empty database, or give --replace (a backup of the site is taken first)");
      // A database already at the archive's migration has the archive's schema: its tables and columns are checked before anything goes.
      if (await isAtMigrations(db, upToArchive)) await withClient(db, (client) => checkTables(client, manifest));
      const safetyBackup = empty ? undefined : await writeBackup(db, { storageRoot, dir: options.backupDir, passphrase: options.backupPassphrase, onProgress });
      let placed: Placed;
      try {
        placed = await putInPlace(db, upToArchive, staging, manifest, storageRoot, !empty, onProgress);
      } catch (error) {
        if (safetyBackup) await putBackSafetyBackup(safetyBackup, options, error as Error);
        throw error;
      }
      return {
        manifest,
        rows: Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows])),
        files: placed.keys.length,
        fileBytes: placed.keys.reduce((sum, key) => sum + manifest.entries[`files/${key}`].bytes, 0),
        migrationsRun: placed.migrationsRun,
        safetyBackup,
      };
    });
  });
}

interface Placed {
  keys: string[];
  migrationsRun: string[];
}

/**
 * The destructive part of a restore, run under the start-up lock: the schema built again up to the
 * archive's migration (from none, for a replaced site or one migrated past the archive), the rows
 * loaded, the uploads replaced, the newer migrations run.
 */
async function putInPlace(db: DataSource, upToArchive: ReturnType<typeof migrationsUpTo>, staging: string, manifest: BackupManifest, storageRoot: string, replacing: boolean, onProgress?: OnProgress): Promise<Placed> {
  if (replacing || (await hasMigrationsBeyond(db, upToArchive))) await db.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public`);
  onProgress?.({ step: "migrate", done: 0, total: 2 });
  await migrateUpTo(db, upToArchive);
  await loadDatabase(db, staging, manifest, onProgress);
  if (replacing) await fs.promises.rm(storageRoot, { recursive: true, force: true });
  const keys = Object.keys(manifest.entries).filter((name) => name.startsWith("files/")).map((name) => name.slice("files/".length));
  await placeFiles(path.join(staging, "files"), storageRoot, keys);
  const newer = await db.runMigrations({ transaction: "each" });
  onProgress?.({ step: "migrate", done: 2, total: 2 });
  return { keys, migrationsRun: newer.map((migration) => migration.name) };
}

/** After a replace failed part-way, puts the site back as the safety backup took it (still under the start-up lock). */
async function putBackSafetyBackup(safetyBackup: WrittenBackup, options: RestoreOptions, failure: Error): Promise<void> {
  try {
    await withStaging(options.stagingDir ?? options.backupDir, async (staging) => {
      const manifest = await readArchive(safetyBackup.file, { passphrase: options.backupPassphrase, into: staging });
      await putInPlace(options.db, migrationsUpTo(options.schema, manifest.migration), staging, manifest, options.storageRoot, true);
    });
  } catch (error) {
    throw new Error(`The restore failed (${failure.message}) and the site could not be put back from its safety backup ${path.basename(safetyBackup.file)} (${(error as Error).message}): restore that backup by hand`);
  }
}
