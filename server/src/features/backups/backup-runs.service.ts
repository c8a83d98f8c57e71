import fs from "node:fs";
import path from "node:path";
import type { PoolClient } from "pg";
import { In, IsNull, Not, type DataSource } from "typeorm";
import { ADMINS, requireRole, type AuthUser } from "../../core/auth";
import { poolOf } from "../../core/db/pool";
import { conflict, notFound } from "../../core/errors";
import type { Logger } from "../../core/logger";
import type { FreshProof } from "../sessions/fresh-proof.service";
import { BackupKind, BackupRun, BackupRunStatus } from "./backup-run.entity";
import { dueNight, nextNightlyAt } from "./backup-night";
import { keptByRotation } from "./backup-rotation";
import type { BackupStatus } from "./backup-status.types";
import { backupWarning } from "./backup-warning";
import { writeBackup } from "./backup.service";
import type { BackupProgress, WrittenBackup } from "./backup.types";

/** The nightly job's name in the queue (app/jobs.ts). */
export const NIGHTLY_BACKUP = "nightly-backup";

export interface BackupSettings {
  /** Where archives are written (BACKUP_DIR). */
  dir: string;
  /** The uploaded files (DATA_DIR/uploads). */
  storageRoot: string;
  /** Encrypts archives (BACKUP_PASSPHRASE). */
  passphrase?: string;
  /** A second folder each archive is copied to (BACKUP_COPY_DIR), such as a mounted disk. */
  copyDir?: string;
  /** Nightly archives kept, one a day and one a week (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). */
  keepDaily: number;
  keepWeekly: number;
  /** The largest archive a restore from the Backups screen takes (BACKUP_UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
}

/** An archive's name as writeBackup makes them: nothing else in BACKUP_DIR is ever served. */
const ARCHIVE_NAME = /^theatre-backup-[0-9T-]+Z\.tar\.gz(\.enc)?$/;

/** One fixed session-lock key (md5("theatre.backup")), the same in every instance: one backup or restore at a time. */
const BACKUP_LOCK_KEY = "-6971562319530927516";

const STOPPED = "It did not finish: the instance making it stopped";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Copies an archive into `copyDir` under its own name, whole or not at all (written aside, then renamed). */
async function copyArchive(file: string, copyDir: string): Promise<string> {
  const to = path.join(copyDir, path.basename(file));
  await fs.promises.copyFile(file, `${to}.partial`);
  await fs.promises.rename(`${to}.partial`, to);
  return to;
}

/**
 * The backups the running site makes: nightly (the job queue asks every minute; the database lets
 * one instance make one a night), on an admin's Back up now, and the record of each run that the
 * Backups screen and the admin menu's warning read. One backup (or restore) at a time across
 * instances, by a PostgreSQL session lock held while it runs: a run left `running` by an instance
 * that stopped is marked failed by the next one to take the lock.
 */
export class BackupRunsService {
  /** Backups this instance is writing in the background (Back up now), for shutdown and tests. */
  private readonly writing = new Set<Promise<unknown>>();

  constructor(
    private readonly db: DataSource,
    readonly settings: BackupSettings,
    /** The time of night, from Site settings ("HH:MM", London). */
    private readonly backupTime: () => Promise<string>,
    /** An archive holds every account: downloading one needs fresh proof. */
    private readonly freshProof: FreshProof,
    private readonly clock: () => Date = () => new Date(),
    private readonly logger?: Logger,
  ) {}

  private get runs() {
    return this.db.getRepository(BackupRun);
  }

  /** The latest runs, newest first (admins). */
  async list(actor: AuthUser | null, limit = 30): Promise<BackupRun[]> {
    requireRole(actor, ADMINS);
    return this.runs.find({ order: { startedAt: "DESC", id: "DESC" }, take: Math.min(Math.max(limit, 1), 100) });
  }

  /** One run, as Back up now's progress asks for it (admins). */
  async run(actor: AuthUser | null, id: string): Promise<BackupRun | null> {
    requireRole(actor, ADMINS);
    return /^\d{1,18}$/.test(id) ? this.runs.findOneBy({ id }) : null;
  }

  /** How backups stand: the admin menu's warning and the screen's facts (admins). */
  async status(actor: AuthUser | null): Promise<BackupStatus> {
    requireRole(actor, ADMINS);
    const [lastGood, lastRun, running] = await Promise.all([
      this.runs.findOne({ where: { status: BackupRunStatus.ok }, order: { finishedAt: "DESC" } }),
      this.runs.findOne({ where: { status: In([BackupRunStatus.ok, BackupRunStatus.failed]) }, order: { finishedAt: "DESC" } }),
      this.runs.findOneBy({ status: BackupRunStatus.running }),
    ]);
    const now = this.clock();
    const time = await this.backupTime();
    const { keepDaily, keepWeekly, copyDir, passphrase, uploadMaxBytes } = this.settings;
    return {
      warning: backupWarning(now, lastGood?.finishedAt ?? null, lastRun),
      lastGoodAt: lastGood?.finishedAt ?? null,
      lastRun,
      running,
      backupTime: time,
      nextNightlyAt: nextNightlyAt(now, time),
      keepDaily,
      keepWeekly,
      copied: Boolean(copyDir),
      encrypted: Boolean(passphrase),
      uploadMaxBytes,
    };
  }

  /** Back up now (admins): starts a backup and answers its run at once; the archive is written in the background. */
  async startNow(actor: AuthUser | null): Promise<BackupRun> {
    const admin = requireRole(actor, ADMINS);
    const begun = await this.begin(BackupKind.manual, null, admin.name);
    if (!begun) throw conflict("A backup or restore is under way: wait for it to finish, then try again");
    const writing = begun.finished.catch(() => undefined);
    this.writing.add(writing);
    void writing.finally(() => this.writing.delete(writing));
    return begun.run;
  }

  /** Waits for the backups this instance is writing in the background. */
  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }

  /**
   * The nightly job: makes tonight's backup if its time (London) has come and no instance has made
   * it yet, then deletes the nightly archives the rotation no longer keeps. Safe to run any number
   * of times; a night is backed up once, however many instances ask and however often they restart.
   */
  async runNightly(): Promise<BackupRun | null> {
    const { night } = dueNight(this.clock(), await this.backupTime());
    if (await this.runs.existsBy({ kind: BackupKind.nightly, night })) return null;
    // Another backup under way: the next minute's run asks again.
    const begun = await this.begin(BackupKind.nightly, night, null);
    return begun ? begun.finished : null;
  }

  /**
   * Runs `fn` while no backup runs (the same lock), as a restore must; null when one is under way.
   */
  async exclusive<T>(fn: () => Promise<T>): Promise<T | null> {
    const client = await poolOf(this.db).connect();
    return this.locked(client, fn);
  }

  /** Every run recorded, oldest first (a restore keeps them: they describe this machine's archives, not the site restored). */
  allRuns(): Promise<BackupRun[]> {
    return this.runs.find({ order: { id: "ASC" } });
  }

  /** Puts back the runs a restore kept, and records the backup the restore took of the site it replaced. */
  async putBack(kept: BackupRun[], beforeRestore: WrittenBackup | undefined, by: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query("DELETE FROM backup_run");
      if (kept.length) await manager.getRepository(BackupRun).insert(kept);
      await manager.query("SELECT setval(pg_get_serial_sequence('backup_run', 'id'), GREATEST((SELECT max(id) FROM backup_run), 1))");
      if (beforeRestore) {
        await manager.getRepository(BackupRun).insert({
          kind: BackupKind.beforeRestore, night: null, status: BackupRunStatus.ok, startedAt: beforeRestore.createdAt, finishedAt: this.clock(),
          file: path.basename(beforeRestore.file), bytes: beforeRestore.bytes, startedBy: by,
        });
      }
    });
  }

  /**
   * The path of an archive to download (admins, with fresh proof): a name as backups are named, of
   * a file in BACKUP_DIR, never a path (no `..`, no folders, no other files there).
   */
  async archiveFile(actor: AuthUser | null, name: string): Promise<string> {
    await this.freshProof.require(requireRole(actor, ADMINS));
    if (!ARCHIVE_NAME.test(name) || path.basename(name) !== name) throw notFound("Backup");
    const file = path.join(this.settings.dir, name);
    const stat = await fs.promises.lstat(file).catch(() => null);
    if (!stat?.isFile()) throw notFound("Backup");
    return file;
  }

  /**
   * Takes the backup lock on `client`, claims a run (null when another backup holds the lock, or
   * the night is already claimed) and writes it; the lock is held until the archive is written.
   */
  private async begin(kind: BackupKind, night: string | null, startedBy: string | null): Promise<{ run: BackupRun; finished: Promise<BackupRun> } | null> {
    const client = await poolOf(this.db).connect();
    let claimed: (run: BackupRun | null) => void = () => undefined;
    const claim = new Promise<BackupRun | null>((resolve) => (claimed = resolve));
    let decided = false;
    const finished = this.locked(client, async () => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO backup_run (kind, night, status, started_at, started_by) VALUES ($1, $2, 'running', $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
        [kind, night, this.clock(), startedBy],
      );
      const run = rows.length ? await this.runs.findOneByOrFail({ id: rows[0].id }) : null;
      decided = true;
      claimed(run);
      return run && this.write(run);
    });
    // Answers once the run is claimed (its archive still being written), or null: the lock was
    // taken elsewhere or the night already claimed. A failure before the claim is the caller's.
    const run = await Promise.race([
      claim,
      finished.then(
        () => null,
        (error: unknown) => {
          if (!decided) throw error;
          return null;
        },
      ),
    ]);
    return run ? { run, finished: finished.then((written) => written!) } : null;
  }

  /** Runs `fn` holding the backup lock on `client`, then releases both; null without running `fn` when another holds it. */
  private async locked<T>(client: PoolClient, fn: () => Promise<T>): Promise<T | null> {
    let broken: Error | undefined;
    try {
      const { rows: [{ locked }] } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [BACKUP_LOCK_KEY]);
      if (!locked) return null;
      try {
        // Nobody else holds the lock: whatever still says running was being made by an instance that stopped.
        await client.query(`UPDATE backup_run SET status = 'failed', finished_at = now(), error = $1, progress = NULL WHERE status = 'running'`, [STOPPED]);
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1::bigint)", [BACKUP_LOCK_KEY]).catch((error: Error) => (broken = error));
      }
    } catch (error) {
      broken ??= error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** Writes the claimed run's archive, copies it, records how it went, and (nightly) rotates. */
  private async write(run: BackupRun): Promise<BackupRun> {
    const { dir, storageRoot, passphrase, copyDir } = this.settings;
    // Progress lands in the run's row (every instance's screen polls it), a few times a second at most, in order.
    let saved = Promise.resolve();
    let lastSaved = 0;
    const onProgress = ({ step, done, total }: BackupProgress) => {
      if (Date.now() - lastSaved < 250 && done < total) return;
      lastSaved = Date.now();
      saved = saved.then(() => this.runs.update(run.id, { progress: { step, done, total } })).then(() => undefined, () => undefined);
    };
    let outcome: Partial<BackupRun>;
    try {
      const written = await writeBackup(this.db, { storageRoot, dir, passphrase, onProgress });
      outcome = { status: BackupRunStatus.ok, file: path.basename(written.file), bytes: written.bytes, error: null };
      if (copyDir) {
        try {
          outcome.copiedTo = await copyArchive(written.file, copyDir);
        } catch (error) {
          // The archive is here and can be downloaded; the copy is what failed, and admins are told.
          outcome = { ...outcome, status: BackupRunStatus.failed, error: `Written, but not copied to the copy folder (BACKUP_COPY_DIR): ${messageOf(error)}` };
        }
      }
    } catch (error) {
      this.logger?.error({ err: error, kind: run.kind }, "backup failed");
      outcome = { status: BackupRunStatus.failed, error: messageOf(error) };
    }
    await saved;
    await this.runs.update(run.id, { ...outcome, finishedAt: this.clock(), progress: null });
    if (outcome.status === BackupRunStatus.failed) this.logger?.warn({ kind: run.kind, error: outcome.error }, "backup failed");
    else this.logger?.info({ kind: run.kind, file: outcome.file, bytes: outcome.bytes }, "backup written");
    if (run.kind === BackupKind.nightly) await this.rotate().catch((error: unknown) => this.logger?.error({ err: error }, "could not rotate the nightly backups"));
    return this.runs.findOneByOrFail({ id: run.id });
  }

  /**
   * Deletes the nightly archives (and their copies) the rotation no longer keeps: 7 daily and 4
   * weekly unless set. Archives made by Back up now or before a restore are never rotated.
   */
  async rotate(): Promise<number> {
    const nightly = await this.runs.find({ where: { kind: BackupKind.nightly, file: Not(IsNull()), prunedAt: IsNull() } });
    const kept = keptByRotation(nightly.map((run) => ({ id: run.id, night: run.night! })), this.settings.keepDaily, this.settings.keepWeekly);
    let pruned = 0;
    for (const run of nightly) {
      if (kept.has(run.id)) continue;
      await fs.promises.rm(path.join(this.settings.dir, run.file!), { force: true });
      if (run.copiedTo) await fs.promises.rm(run.copiedTo, { force: true });
      await this.runs.update(run.id, { prunedAt: this.clock() });
      pruned += 1;
    }
    return pruned;
  }
}
