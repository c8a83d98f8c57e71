#!/usr/bin/env node
// `npm run bench:backup` (after `npm run build`): how long a backup and a restore take, and how
// big the archive is, for two sites: the demo site, and the demo site with the forty-year archive
// of `npm run seed:people` (1,000 plays, 10,000 people, 30,000 credits, 300 blogs). Each site runs
// (the built site, as the other benchmarks start it) while its backup is taken, as a nightly backup
// would be; the archive is then restored into a fresh DATA_DIR with the site stopped.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startBuiltSite } from "./built-site.mjs";
import { openSiteDatabase, seedPeople } from "./seed-people.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = (module) => createRequire(path.join(root, "server", "dist", "index.js"))(`./${module}`);
const { writeBackup, restoreBackup } = server("features/backups/backup.service.js");
const { appDatabase } = server("app/data-source.js");
const { openDatabase } = server("core/db/database.js");
const { loadConfig } = server("config.js");
const { createLogger } = server("core/logger.js");

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(2);
const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

/** Backs up a running site on `dataDir`, restores the archive into a fresh folder; one result row. */
async function measure(name, dataDir) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-bench-backup-"));
  fs.chmodSync(scratch, 0o755);
  try {
    const { database } = await openSiteDatabase({ DATA_DIR: dataDir });
    let backup;
    const backupStarted = performance.now();
    try {
      backup = await writeBackup(database.db, { storageRoot: path.join(dataDir, "uploads"), dir: path.join(scratch, "backups") });
    } finally {
      await database.close();
    }
    const backupTime = seconds(backupStarted);

    const fresh = path.join(scratch, "restored");
    const config = loadConfig({ DATA_DIR: fresh });
    const restoreStarted = performance.now();
    const target = await openDatabase(config, appDatabase, createLogger("warn"), { migrate: false });
    try {
      await restoreBackup(backup.file, { db: target.db, schema: appDatabase, storageRoot: config.uploadsDir, backupDir: config.backupDir });
    } finally {
      await target.close();
    }
    const { manifest } = backup;
    const files = Object.keys(manifest.entries).filter((entry) => entry.startsWith("files/"));
    return {
      site: name,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: files.length,
      "files MB": megabytes(files.reduce((sum, entry) => sum + manifest.entries[entry].bytes, 0)),
      "archive MB": megabytes(backup.bytes),
      "backup s": backupTime,
      "restore s (incl. PostgreSQL start)": seconds(restoreStarted),
    };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
const rows = [];
for (const [name, seed] of [["demo site", false], ["demo + seed:people archive", true]]) {
  let dataDir;
  const site = await startBuiltSite({
    prepare: async (folder) => {
      dataDir = folder;
      if (!seed) return;
      const { database } = await openSiteDatabase({ DATA_DIR: folder });
      try {
        await seedPeople(database.db);
      } finally {
        await database.close();
      }
    },
  });
  try {
    rows.push(await measure(name, dataDir));
  } finally {
    await site.stop();
  }
}
console.table(rows);
