import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { Jobs } from "../../core/jobs";
import { createLogger } from "../../core/logger";
import { createEventBus } from "../../core/pubsub";
import { SiteSettingsService } from "../site/site-settings.service";
import type { FreshProof } from "../sessions/fresh-proof.service";
import { Role } from "../../core/auth";
import { testStorage } from "../../test/test-app";
import { createTestDatabase, siteDataSource, type TestDatabase } from "../../test/test-database";
import { until } from "../../test/until";
import { BackupKind, BackupRun, BackupRunStatus } from "./backup-run.entity";
import { dueNight, nextNightlyAt } from "./backup-night";
import { keptByRotation } from "./backup-rotation";
import { BackupRunsService, NIGHTLY_BACKUP, type BackupSettings } from "./backup-runs.service";
import { backupWarning } from "./backup-warning";

let database: TestDatabase;
const storage = testStorage();
const admin = { id: "00000000-0000-4000-8000-0000000000ad", name: "Ada", role: Role.admin };
/** This file is about when backups run, not who may change the time: Ada has no session to prove. */
const proofNotAsked = { require: async () => undefined, record: async () => undefined } as unknown as FreshProof;
const folder = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `theatre-${name}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
};

/** What one instance of the site runs backups with, over `db`, its clock at `now`. */
function instance(db: DataSource, now: () => Date, backups: Partial<BackupSettings>) {
  const siteSettings = new SiteSettingsService(db, createEventBus().pubsub, { name: "Fen Street Players" }, async () => null, proofNotAsked);
  const settings = { dir: folder("backups"), storageRoot: storage.root, keepDaily: 7, keepWeekly: 4, uploadMaxBytes: 1 << 30, ...backups };
  return {
    siteSettings,
    backups: new BackupRunsService(db, settings, () => siteSettings.backupTime(), proofNotAsked, now),
    jobs: new Jobs(db, createLogger("silent"), { pollingSeconds: 0.5 }),
  };
}
type Instance = ReturnType<typeof instance>;

const archivesIn = (dir: string) => fs.readdirSync(dir).filter((name) => name.startsWith("theatre-backup-")).sort();
const runs = () => database.db.getRepository(BackupRun).find({ order: { id: "ASC" } });

beforeAll(async () => {
  database = await createTestDatabase();
  fs.writeFileSync(path.join(storage.root, "poster.jpg"), "a stored image");
});
afterAll(() => database.drop());
beforeEach(() => database.db.query("DELETE FROM backup_run; DELETE FROM site_settings"));

describe("the night a backup is due for, at London's time of night", () => {
  test("at 03:30 London, in winter (GMT) and in summer (BST)", () => {
    expect(dueNight(new Date("2026-12-01T03:31:00Z"), "03:30")).toEqual({ night: "2026-12-01", at: new Date("2026-12-01T03:30:00Z") });
    expect(dueNight(new Date("2026-12-01T03:29:00Z"), "03:30")).toEqual({ night: "2026-11-30", at: new Date("2026-11-30T03:30:00Z") });
    // 02:31 UTC is 03:31 in London in July: due; 02:29 UTC is not yet.
    expect(dueNight(new Date("2026-07-01T02:31:00Z"), "03:30")).toEqual({ night: "2026-07-01", at: new Date("2026-07-01T02:30:00Z") });
    expect(dueNight(new Date("2026-07-01T02:29:00Z"), "03:30").night).toBe("2026-06-30");
  });

  test("on the nights the clocks change: one backup each, at the time London's clocks show", () => {
    // 29 March 2026: the clocks go forward at 01:00 UTC; 03:30 BST is 02:30 UTC.
    expect(dueNight(new Date("2026-03-29T02:30:00Z"), "03:30")).toEqual({ night: "2026-03-29", at: new Date("2026-03-29T02:30:00Z") });
    expect(nextNightlyAt(new Date("2026-03-28T04:00:00Z"), "03:30")).toEqual(new Date("2026-03-29T02:30:00Z"));
    // 01:30 does not happen that night: taken an hour on, as the clocks show it (02:30 BST).
    expect(dueNight(new Date("2026-03-29T01:40:00Z"), "01:30")).toEqual({ night: "2026-03-29", at: new Date("2026-03-29T01:30:00Z") });
    // 25 October 2026: the clocks go back at 01:00 UTC; 01:30 happens twice, and the first is meant.
    expect(dueNight(new Date("2026-10-25T00:31:00Z"), "01:30")).toEqual({ night: "2026-10-25", at: new Date("2026-10-25T00:30:00Z") });
    expect(dueNight(new Date("2026-10-25T01:31:00Z"), "01:30").night).toBe("2026-10-25");
    expect(nextNightlyAt(new Date("2026-10-24T12:00:00Z"), "03:30")).toEqual(new Date("2026-10-25T03:30:00Z"));
  });
});

describe("the nightly job", () => {
  test("makes the night's backup once its London time has come, and only then; a new time in Site settings counts from the next run", async () => {
    let now = new Date("2026-07-01T02:29:00Z"); // 03:29 in London
    const dir = folder("nightly");
    const site = instance(database.db, () => now, { dir });
    // A site that was not running at 03:30 on 30 June makes that night's backup as soon as it asks...
    expect((await site.backups.runNightly())?.night).toBe("2026-06-30");
    // ...and nothing more until 03:30 on 1 July.
    expect(await site.backups.runNightly()).toBeNull();
    now = new Date("2026-07-01T02:31:00Z");
    const run = await site.backups.runNightly();
    expect(run).toMatchObject({ kind: BackupKind.nightly, status: BackupRunStatus.ok, night: "2026-07-01" });
    expect(archivesIn(dir)).toHaveLength(2);
    expect(await site.backups.runNightly()).toBeNull();

    // Moved to 23:00: the night of 1 July is backed up already; the next is due at 23:00 London that day.
    await site.siteSettings.update(admin, { name: "Fen Street Players", contactEmail: "society@example.org", backupTime: "23:00" });
    now = new Date("2026-07-01T21:59:00Z");
    expect(await site.backups.runNightly()).toBeNull();
    now = new Date("2026-07-01T22:00:00Z");
    expect(await site.backups.runNightly()).toBeNull(); // still the night of 1 July, already made
    now = new Date("2026-07-02T22:00:00Z");
    expect((await site.backups.runNightly())?.night).toBe("2026-07-02");
  });

  test("two instances' job workers, started and restarted, make one backup a night between them", async () => {
    const now = () => new Date("2026-12-01T04:00:00Z");
    const dir = folder("two-instances");
    const other = siteDataSource(database.url);
    await other.initialize();
    const first = instance(database.db, now, { dir });
    const second = instance(other, now, { dir });
    const job = (site: Instance) => [{ name: NIGHTLY_BACKUP, cron: "* * * * *", run: () => site.backups.runNightly() }];
    try {
      // Each start runs the job once at once (catching up), on whichever worker takes it.
      await first.jobs.start(job(first));
      await second.jobs.start(job(second));
      await until(runs, (all) => all.some((r) => r.status === BackupRunStatus.ok), (all) => `runs: ${JSON.stringify(all)}`);
      // Both asking at the same moment: the database lets one claim the night.
      const both = await Promise.all([first.backups.runNightly(), second.backups.runNightly()]);
      expect(both).toEqual([null, null]);
      await first.jobs.stop();
      await first.jobs.start(job(first)); // a restart asks again
      await new Promise((r) => setTimeout(r, 2000));
    } finally {
      await first.jobs.stop();
      await second.jobs.stop();
      await other.destroy();
    }
    const made = await runs();
    expect(made.map((r) => [r.kind, r.night, r.status])).toEqual([[BackupKind.nightly, "2026-12-01", BackupRunStatus.ok]]);
    expect(archivesIn(dir)).toEqual([made[0].file]);
  });

  test("two asking at once on a fresh night: one backup", async () => {
    const now = () => new Date("2026-12-05T04:00:00Z");
    const dir = folder("race");
    const other = siteDataSource(database.url);
    await other.initialize();
    try {
      const made = await Promise.all([instance(database.db, now, { dir }).backups.runNightly(), instance(other, now, { dir }).backups.runNightly()]);
      expect(made.filter(Boolean)).toHaveLength(1);
    } finally {
      await other.destroy();
    }
    expect(archivesIn(dir)).toHaveLength(1);
  });

  test("copies each archive to the copy folder; a copy that fails is a failed run, with the reason, and its archive kept", async () => {
    let now = new Date("2026-12-10T04:00:00Z");
    const dir = folder("copied");
    const copyDir = folder("copy");
    const site = instance(database.db, () => now, { dir, copyDir });
    const run = (await site.backups.runNightly())!;
    expect(run.status).toBe(BackupRunStatus.ok);
    expect(fs.readFileSync(path.join(copyDir, run.file!))).toEqual(fs.readFileSync(path.join(dir, run.file!)));
    expect(fs.readdirSync(copyDir)).toEqual([run.file]); // no half-written copy left beside it

    const gone = path.join(copyDir, "unplugged");
    fs.writeFileSync(gone, "not a folder");
    now = new Date("2026-12-11T04:00:00Z");
    const failed = (await instance(database.db, () => now, { dir, copyDir: gone }).backups.runNightly())!;
    expect(failed.status).toBe(BackupRunStatus.failed);
    expect(failed.error).toMatch(/^Written, but not copied to the copy folder \(BACKUP_COPY_DIR\): .*(ENOTDIR|not a directory)/);
    expect(fs.existsSync(path.join(dir, failed.file!))).toBe(true);
    expect((await site.backups.status(admin)).warning).toMatch(/^The last backup failed \(11 December 2026 at 4:00am\): Written, but not copied/);
  });

  test("keeps 7 daily and 4 weekly nightly archives, with their copies; Back up now's and pre-restore archives are never rotated", async () => {
    const dir = folder("rotation");
    const copyDir = folder("rotation-copy");
    // 40 nights' archives (1 Oct to 9 Nov 2026), and two made by hand among them.
    const nights = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10));
    for (const night of nights) {
      const file = `theatre-backup-${night}T03-30-00-000Z.tar.gz`;
      fs.writeFileSync(path.join(dir, file), night);
      fs.writeFileSync(path.join(copyDir, file), night);
      await database.db.query("INSERT INTO backup_run (kind, night, status, started_at, finished_at, file, bytes, copied_to) VALUES ('nightly', $1, 'ok', $2, $2, $3, 10, $4)", [night, `${night}T03:30:00Z`, file, path.join(copyDir, file)]);
    }
    for (const [kind, file] of [["manual", "theatre-backup-2026-10-02T12-00-00-000Z.tar.gz"], ["before-restore", "theatre-backup-2026-10-03T12-00-00-000Z.tar.gz"]]) {
      fs.writeFileSync(path.join(dir, file), kind);
      await database.db.query("INSERT INTO backup_run (kind, status, finished_at, file, bytes) VALUES ($1, 'ok', now(), $2, 10)", [kind, file]);
    }
    const site = instance(database.db, () => new Date("2026-11-09T05:00:00Z"), { dir, copyDir, keepDaily: 7, keepWeekly: 4 });
    expect(await site.backups.rotate()).toBe(40 - 9);
    // Daily: 3 to 9 November. Weekly (weeks from Monday): the newest of the weeks of 9 Nov (the 9th),
    // 2 Nov (the 8th), 26 Oct (1 Nov) and 19 Oct (25 Oct).
    const kept = ["2026-10-25", "2026-11-01", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08", "2026-11-09"];
    const nightly = kept.map((night) => `theatre-backup-${night}T03-30-00-000Z.tar.gz`);
    expect(archivesIn(dir)).toEqual([...nightly, "theatre-backup-2026-10-02T12-00-00-000Z.tar.gz", "theatre-backup-2026-10-03T12-00-00-000Z.tar.gz"].sort());
    expect(archivesIn(copyDir)).toEqual(nightly);
    expect(await site.backups.rotate()).toBe(0);
    const pruned = await database.db.query("SELECT count(*)::int AS n FROM backup_run WHERE pruned_at IS NOT NULL");
    expect(pruned[0].n).toBe(31);
  });

  test("the rotation's rule, as restic's --keep-daily and --keep-weekly", () => {
    const archive = (night: string) => ({ id: night, night });
    // A missed night does not shorten the daily count: 7 archives kept, over 8 days.
    const nights = ["2026-11-10", "2026-11-09", "2026-11-08", "2026-11-06", "2026-11-05", "2026-11-04", "2026-11-03", "2026-11-02", "2026-11-01"];
    expect([...keptByRotation(nights.map(archive), 7, 0)].sort()).toEqual(nights.slice(0, 7).sort());
    expect([...keptByRotation(nights.map(archive), 1, 2)].sort()).toEqual(["2026-11-08", "2026-11-10"]);
  });
});

describe("the admin menu's warning", () => {
  const now = new Date("2026-12-03T12:00:00Z");
  test("none while the last backup is good and at most 48 hours old", () => {
    expect(backupWarning(now, new Date("2026-12-01T12:00:00Z"), { status: BackupRunStatus.ok, finishedAt: new Date("2026-12-01T12:00:00Z"), error: null })).toBeNull();
  });
  test("the last good backup over 48 hours old, in London's words", () => {
    expect(backupWarning(now, new Date("2026-12-01T11:59:00Z"), { status: BackupRunStatus.ok, finishedAt: new Date("2026-12-01T11:59:00Z"), error: null })).toBe("The last good backup was made on 1 December 2026 at 11:59am, over 48 hours ago");
    expect(backupWarning(new Date("2026-07-03T12:00:00Z"), new Date("2026-07-01T10:00:00Z"), null)).toBe("The last good backup was made on 1 July 2026 at 11:00am, over 48 hours ago");
  });
  test("the last backup failed, with its reason, however recent the last good one", () => {
    expect(backupWarning(now, new Date("2026-12-03T11:00:00Z"), { status: BackupRunStatus.failed, finishedAt: new Date("2026-12-03T11:30:00Z"), error: "ENOSPC: no space left on device" })).toBe("The last backup failed (3 December 2026 at 11:30am): ENOSPC: no space left on device");
  });
  test("no backup ever made", () => {
    expect(backupWarning(now, null, null)).toBe("No backup of the site has been made yet");
  });
  test("backupStatus reads it from the runs: failed, then good again", async () => {
    const site = instance(database.db, () => now, { dir: folder("status") });
    await database.db.query("INSERT INTO backup_run (kind, status, started_at, finished_at, file, bytes) VALUES ('manual', 'ok', '2026-11-30T10:00:00Z', '2026-11-30T10:01:00Z', 'a', 1)");
    expect((await site.backups.status(admin)).warning).toBe("The last good backup was made on 30 November 2026 at 10:01am, over 48 hours ago");
    await database.db.query("INSERT INTO backup_run (kind, status, started_at, finished_at, error) VALUES ('manual', 'failed', '2026-12-03T10:00:00Z', '2026-12-03T10:00:05Z', 'The disk is full')");
    expect((await site.backups.status(admin)).warning).toBe("The last backup failed (3 December 2026 at 10:00am): The disk is full");
    await database.db.query("INSERT INTO backup_run (kind, status, started_at, finished_at, file, bytes) VALUES ('manual', 'ok', '2026-12-03T11:00:00Z', '2026-12-03T11:01:00Z', 'b', 1)");
    expect(await site.backups.status(admin)).toMatchObject({ warning: null, lastGoodAt: new Date("2026-12-03T11:01:00Z") });
  });
  test("a run left running by a stopped instance is failed by the next backup, with the reason", async () => {
    const dir = folder("stopped");
    await database.db.query("INSERT INTO backup_run (kind, status, started_at) VALUES ('manual', 'running', now() - interval '1 hour')");
    const site = instance(database.db, () => new Date(), { dir });
    const started = await site.backups.startNow(admin);
    await site.backups.settled();
    const all = await runs();
    expect(all.map((r) => [r.status, r.error])).toEqual([[BackupRunStatus.failed, "It did not finish: the instance making it stopped"], [BackupRunStatus.ok, null]]);
    expect(all[1].id).toBe(started.id);
  });
});

