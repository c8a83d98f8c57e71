import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDataSource } from "../../core/db/data-source";
import { createTestDatabase, siteSchema, type TestDatabase } from "../../test/test-database";
import { testStorage } from "../../test/test-app";
import { readManifest, restoreBackup, verifyArchive, writeBackup, type RestoreOptions } from "./backup.service";
import { readArchive } from "./archive-reader";
import { writeArchive } from "./archive-writer";
import type { BackupManifest, BackupRefused, RestoreSummary } from "./backup.types";
import { hashFile } from "./entry-hash";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-backup-refusals-"));
const storage = testStorage();
let source: TestDatabase;
let target: TestDatabase;
let plain: string;
let encrypted: string;

/** A copy of `file` with one byte (in the middle) changed. */
function corrupted(file: string): string {
  const bytes = fs.readFileSync(file);
  bytes[Math.floor(bytes.length / 2)] ^= 0x01;
  const copy = `${file}.corrupted`;
  fs.writeFileSync(copy, bytes);
  return copy;
}

/** A copy of `file` unpacked, changed by `change` (its manifest, and files in its folder), and packed again with every hash made anew. */
async function crafted(file: string, change: (manifest: BackupManifest, dir: string) => void): Promise<string> {
  const dir = fs.mkdtempSync(path.join(scratch, "craft-"));
  const manifest = await readArchive(file, { into: dir });
  change(manifest, dir);
  for (const name of Object.keys(manifest.entries)) manifest.entries[name] = await hashFile(path.join(dir, name));
  const copy = path.join(scratch, `crafted-${path.basename(dir)}.tar.gz`);
  await writeArchive(dir, manifest, copy, undefined);
  return copy;
}

const refusal = (promise: Promise<unknown>) => promise.then(() => "restored", (error: BackupRefused) => error.reason ?? error.message);
const targetRoot = () => path.join(scratch, "target-uploads");
const into = (db: TestDatabase, more: Partial<RestoreOptions> = {}): RestoreOptions => ({ db: db.db, schema: siteSchema, storageRoot: targetRoot(), backupDir: path.join(scratch, "target-backups"), ...more });
const plays = async (db: TestDatabase) => ((await db.db.query(`SELECT title FROM play ORDER BY title`)) as { title: string }[]).map((p) => p.title);

beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase();
  await source.db.query(`INSERT INTO play (slug, title) VALUES ('kept-play', 'Kept Play')`);
  await storage.put("plays/kept/mainimage0.jpg", Buffer.from("not really a jpeg"));
  plain = (await writeBackup(source.db, { storageRoot: storage.root, dir: scratch })).file;
  encrypted = (await writeBackup(source.db, { storageRoot: storage.root, dir: scratch, passphrase: "a long backup passphrase" })).file;
}, 60_000);

afterAll(async () => {
  await source?.drop();
  await target?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(storage.root, { recursive: true, force: true });
});

describe("archives refused before anything is written", () => {
  it("refuses a plain archive with one changed byte, and leaves the site as it was", async () => {
    expect(await refusal(restoreBackup(corrupted(plain), into(target)))).toBe("damaged");
    expect(await plays(target)).toEqual([]);
    expect(fs.existsSync(targetRoot())).toBe(false);
  });

  it("refuses an encrypted archive with one changed byte", async () => {
    expect(await refusal(verifyArchive(corrupted(encrypted), "a long backup passphrase"))).toBe("damaged");
    expect(await refusal(restoreBackup(corrupted(encrypted), into(target, { passphrase: "a long backup passphrase" })))).toBe("damaged");
    expect(await plays(target)).toEqual([]);
  });

  it("refuses a wrong or missing passphrase", async () => {
    expect(await refusal(restoreBackup(encrypted, into(target, { passphrase: "not the passphrase" })))).toBe("wrong-passphrase");
    expect(await refusal(restoreBackup(encrypted, into(target)))).toBe("passphrase-needed");
    expect(await refusal(readManifest(encrypted, "not the passphrase"))).toBe("wrong-passphrase");
    expect(await plays(target)).toEqual([]);
    expect(fs.existsSync(targetRoot())).toBe(false);
  });

  it("refuses a file that is not a backup", async () => {
    const other = path.join(scratch, "notes.txt");
    fs.writeFileSync(other, "hello");
    expect(await refusal(verifyArchive(other))).toBe("not-an-archive");
  });
});

describe("restoring", () => {
  it("restores an encrypted archive with its passphrase, then refuses to restore over the content unless told to replace it", async () => {
    expect((await readManifest(encrypted, "a long backup passphrase")).tables.find((t) => t.name === "play")?.rows).toBe(1);
    await restoreBackup(encrypted, into(target, { passphrase: "a long backup passphrase" }));
    expect(await plays(target)).toEqual(["Kept Play"]);
    expect(fs.readFileSync(path.join(targetRoot(), "plays/kept/mainimage0.jpg"), "utf8")).toBe("not really a jpeg");

    await target.db.query(`INSERT INTO play (slug, title) VALUES ('new-play', 'New Play')`);
    expect(await refusal(restoreBackup(plain, into(target)))).toBe("not-empty");
    const summary: RestoreSummary = await restoreBackup(plain, into(target, { replace: true }));
    expect(await plays(target)).toEqual(["Kept Play"]);
    // The site as it was before the replace is kept in a backup of its own.
    expect((await readManifest(summary.safetyBackup?.file ?? "")).tables.find((t) => t.name === "play")?.rows).toBe(2);
  });

  it("restores an archive made before a migration into the current version, running the newer migrations after loading", async () => {
    const migrations = siteSchema.migrations as (new () => { name?: string })[];
    const cut = migrations.findIndex((m) => new m().name === "BoxOffice1764980000000");
    const old = await createTestDatabase();
    const older = createDataSource(old.url, { entities: [], migrations: migrations.slice(0, cut) });
    try {
      await older.initialize();
      await older.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public`);
      await older.runMigrations({ transaction: "each" });
      await older.query(`INSERT INTO play (slug, title) VALUES ('old-play', 'An Old Play')`);
      const backup = await writeBackup(older, { storageRoot: path.join(scratch, "no-uploads"), dir: scratch });
      expect(backup.manifest.migration).toBe("ReservedPlaySlugs1764970000000");

      const fresh = await createTestDatabase();
      try {
        const summary = await restoreBackup(backup.file, into(fresh, { storageRoot: path.join(scratch, "fresh-uploads") }));
        expect(summary.migrationsRun).toEqual(migrations.slice(cut).map((m) => new m().name));
        expect(await plays(fresh)).toEqual(["An Old Play"]);
        // The newer migrations' tables are there, and the play's search column was kept.
        expect(await fresh.db.query(`SELECT count(*)::int AS n FROM ticket_stock`)).toEqual([{ n: 0 }]);
        expect(await fresh.db.query(`SELECT search IS NOT NULL AS searchable FROM play`)).toEqual([{ searchable: true }]);
      } finally {
        await fresh.drop();
      }
    } finally {
      if (older.isInitialized) await older.destroy();
      await old.drop();
    }
  });
});

describe("crafted archives", () => {
  let site: TestDatabase;
  const root = () => path.join(scratch, "crafted-site-uploads");
  const options = (more: Partial<RestoreOptions> = {}): RestoreOptions => ({ db: site.db, schema: siteSchema, storageRoot: root(), backupDir: path.join(scratch, "crafted-site-backups"), replace: true, ...more });
  const backups = () => (fs.existsSync(options().backupDir) ? fs.readdirSync(options().backupDir).filter((name) => !name.startsWith(".")) : []);
  const unchanged = async () => {
    expect(await plays(site)).toEqual(["Kept Play", "New Play"]);
    expect(fs.readFileSync(path.join(root(), "plays/kept/mainimage0.jpg"), "utf8")).toBe("not really a jpeg");
  };

  beforeAll(async () => {
    site = await createTestDatabase();
    await restoreBackup(plain, options({ replace: false }));
    await site.db.query(`INSERT INTO play (slug, title) VALUES ('new-play', 'New Play')`);
  }, 60_000);
  afterAll(() => site?.drop());

  it("refuses a table whose rows are read from outside the archive, before anything is changed", async () => {
    const secrets = path.join(scratch, "secrets.json");
    fs.writeFileSync(secrets, "");
    // The staging folder is made in the backup folder, beside secrets.json's folder.
    const outside = await crafted(plain, (manifest) => {
      const play = manifest.tables.find((t) => t.name === "play");
      if (play) play.entry = `../../${path.basename(secrets)}`;
    });
    expect(await refusal(restoreBackup(outside, options()))).toBe("damaged");
    const added = await crafted(plain, (manifest) => {
      manifest.tables.push({ name: "secret", columns: ["value"], rows: 1, entry: "../../secrets.json" });
    });
    expect(await refusal(verifyArchive(added))).toBe("damaged");
    expect(await refusal(restoreBackup(added, options()))).toBe("damaged");
    await unchanged();
    expect(backups()).toEqual([]);
  });

  it("refuses names that are not identifiers, a table named twice, or a table's rows at another entry", async () => {
    const cases: ((manifest: BackupManifest) => void)[] = [
      (manifest) => manifest.tables.push({ ...manifest.tables[0] }),
      (manifest) => (manifest.tables[0].columns = [...manifest.tables[0].columns, `x") FROM '/etc/passwd' --`]),
      (manifest) => (manifest.sequences[0].name = "Bad Name"),
      (manifest) => (manifest.tables[0].entry = Object.keys(manifest.entries).find((name) => name !== manifest.tables[0].entry && name.startsWith("db/")) ?? ""),
    ];
    for (const change of cases) expect(await refusal(restoreBackup(await crafted(plain, change), options()))).toBe("damaged");
    await unchanged();
    expect(backups()).toEqual([]);
  });

  it("refuses a file entry that is not a storage key (files/Evil.txt) before anything is changed", async () => {
    const evil = await crafted(plain, (manifest, dir) => {
      fs.writeFileSync(path.join(dir, "files", "Evil.txt"), "evil");
      manifest.entries["files/Evil.txt"] = { sha256: "", bytes: 0 };
    });
    expect(await refusal(verifyArchive(evil))).toBe("damaged");
    expect(await refusal(restoreBackup(evil, options()))).toBe("damaged");
    await unchanged();
    expect(backups()).toEqual([]);
  });

  it("refuses a table the archive's migration does not make, before anything is changed", async () => {
    const strange = await crafted(plain, (manifest, dir) => {
      fs.writeFileSync(path.join(dir, "db", "no_such_table.copy"), "1\n");
      manifest.tables.push({ name: "no_such_table", columns: ["id"], rows: 1, entry: "db/no_such_table.copy" });
      manifest.entries["db/no_such_table.copy"] = { sha256: "", bytes: 0 };
    });
    expect(await refusal(restoreBackup(strange, options()))).toBe("damaged");
    await unchanged();
    expect(backups()).toEqual([]);
  });

  it("puts the site back from its safety backup when loading fails after the site was dropped", async () => {
    const broken = await crafted(plain, (_manifest, dir) => {
      fs.appendFileSync(path.join(dir, "db", "play.copy"), "not a row of play\n");
    });
    await expect(restoreBackup(broken, options())).rejects.toThrow();
    await unchanged();
    expect(backups()).toHaveLength(1);
  });
});
