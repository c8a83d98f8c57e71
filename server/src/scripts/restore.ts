import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { appDatabase } from "../app/data-source";
import { openDatabase } from "../core/db/database";
import { createLogger } from "../core/logger";
import { readManifest, restoreBackup } from "../features/backups/backup.service";
import { BackupRefused } from "../features/backups/backup.types";
import { askHidden } from "./ask-hidden";
import { describeSize, showProgress } from "./progress-line";

const USAGE = `Restores a backup made by npm run backup into this site (DATA_DIR, or DATABASE_URL).

  npm run restore -- FILE [--replace]

Restores into an empty site (a new DATA_DIR, or an empty database); a site with content is
refused unless --replace is given, and then it is backed up first (to BACKUP_DIR). Every file
in the archive is checked before anything is changed. Stop the site first. An encrypted backup
takes its passphrase from BACKUP_PASSPHRASE, or asks for it.`;

/** The passphrase, when the archive needs one: BACKUP_PASSPHRASE, or asked for on the terminal. */
async function passphraseFor(file: string, configured: string | undefined): Promise<string | undefined> {
  if (configured) return configured;
  try {
    await readManifest(file);
    return undefined;
  } catch (error) {
    if (!(error instanceof BackupRefused && error.reason === "passphrase-needed") || !process.stdin.isTTY) throw error;
    return askHidden("This backup is encrypted. Passphrase: ");
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { replace: { type: "boolean" }, help: { type: "boolean" } } });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const file = path.resolve(positionals[0]);
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const passphrase = await passphraseFor(file, config.backupPassphrase);
  const database = await openDatabase(config, appDatabase, createLogger("warn"), { migrate: false });
  try {
    const summary = await restoreBackup(file, {
      db: database.db,
      schema: appDatabase,
      storageRoot: config.uploadsDir,
      passphrase,
      replace: values.replace,
      backupDir: config.backupDir,
      backupPassphrase: config.backupPassphrase,
      onProgress: showProgress,
    });
    const { manifest } = summary;
    if (summary.safetyBackup) console.log(`The site as it was is backed up in ${summary.safetyBackup.file}`);
    console.log(`Restored the backup of ${manifest.createdAt} (site version ${manifest.version}, migration ${manifest.migration}):`);
    for (const [table, rows] of Object.entries(summary.rows)) if (rows) console.log(`  ${table}: ${rows} row${rows === 1 ? "" : "s"}`);
    console.log(`  ${summary.files} files (${describeSize(summary.fileBytes)})`);
    if (summary.migrationsRun.length) console.log(`Then ran ${summary.migrationsRun.length} newer migrations: ${summary.migrationsRun.join(", ")}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
