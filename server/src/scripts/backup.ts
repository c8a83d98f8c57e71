import "reflect-metadata";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { appDatabase } from "../app/data-source";
import { openDatabase } from "../core/db/database";
import { createLogger } from "../core/logger";
import { writeBackup } from "../features/backups/backup.service";
import { describeSize, showProgress } from "./progress-line";

const USAGE = `Writes a backup of the whole site (database and uploaded files) to BACKUP_DIR
(default DATA_DIR/backups), and prints its path and size.

  npm run backup

Works while the site runs (beside it on the same DATA_DIR, or with DATABASE_URL). With
BACKUP_PASSPHRASE set, the archive is encrypted with it.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { help: { type: "boolean" } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const database = await openDatabase(config, appDatabase, createLogger("warn"), { joinRunning: true, migrate: false });
  try {
    const backup = await writeBackup(database.db, { storageRoot: config.uploadsDir, dir: config.backupDir, passphrase: config.backupPassphrase, onProgress: showProgress });
    const files = Object.keys(backup.manifest.entries).filter((name) => name.startsWith("files/")).length;
    const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written: ${backup.file} (${describeSize(backup.bytes)}; ${rows} rows in ${backup.manifest.tables.length} tables, ${files} files${config.backupPassphrase ? ", encrypted" : ""})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
