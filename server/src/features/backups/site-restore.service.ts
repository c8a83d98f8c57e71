import { createHash, timingSafeEqual } from "node:crypto";
import type { DataSource } from "typeorm";
import { ADMINS, requireRole, type AuthUser } from "../../core/auth";
import type { DatabaseSchema } from "../../core/db/data-source";
import { conflict } from "../../core/errors";
import type { Maintenance } from "../../core/http/maintenance";
import type { Logger } from "../../core/logger";
import type { PubSub } from "../../core/pubsub";
import type { FreshProof } from "../sessions/fresh-proof.service";
import { isEncryptedArchive } from "./archive-crypto";
import type { BackupRunsService } from "./backup-runs.service";
import { restoreBackup, verifyArchive } from "./backup.service";
import { BackupRefused, type RestoreSummary } from "./backup.types";
import { migrationsUpTo } from "./schema-at";

export const OTHER_PASSPHRASE = "This site restores only archives encrypted with its own BACKUP_PASSPHRASE: leave the passphrase empty and choose an archive made with it";
export const NOT_ENCRYPTED = "This site's backups are encrypted (BACKUP_PASSPHRASE is set), so it restores only encrypted archives: this one is not encrypted";

/** Compared in constant time: the answer must not tell how much of a guess at the site's passphrase was right. */
const samePassphrase = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));
const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** How long a restore waits for this instance's other requests to finish before it starts. */
const DRAIN_MS = 5000;

/**
 * Restores an uploaded archive into the running site (the Backups screen), for moving a site
 * between machines without a shell. The archive is checked whole first, while the site carries on
 * (a refused archive changes nothing). Then, with no backup running (the backup lock), every
 * instance answers 503 for the minute it takes; restoreBackup backs the site up, replaces it and
 * runs newer migrations; the record of this machine's backups is put back; and every cache is
 * dropped (CONTENT_CHANGED: read caches, Site settings, image visibility). Jobs that run meanwhile
 * fail and are retried by the queue; each is a sweep of what is due, so nothing is missed.
 */
export class SiteRestoreService {
  constructor(
    private readonly db: DataSource,
    private readonly schema: DatabaseSchema,
    private readonly events: PubSub,
    private readonly maintenance: Maintenance,
    private readonly backups: BackupRunsService,
    /** A restore replaces every account: a stolen session must not hand the site to an archive of its own making. */
    private readonly freshProof: FreshProof,
    private readonly logger?: Logger,
  ) {}

  /** Who may restore: an admin whose session proved who holds it lately (the upload is refused before it is read). */
  async mayRestore(actor: AuthUser | null): Promise<AuthUser> {
    const admin = requireRole(actor, ADMINS);
    await this.freshProof.require(admin);
    return admin;
  }

  /** Replaces the site with the archive at `file` (admins, with fresh proof); throws BackupRefused, untouched, for an archive it cannot take. */
  async restore(actor: AuthUser | null, file: string, passphrase?: string): Promise<RestoreSummary> {
    const admin = await this.mayRestore(actor);
    const { dir, storageRoot, passphrase: ownPassphrase } = this.backups.settings;
    // A site whose backups are encrypted takes only archives its own passphrase opens: anyone can
    // write a plain archive, or one encrypted with a passphrase of their choosing.
    if (ownPassphrase && passphrase && !samePassphrase(passphrase, ownPassphrase)) throw new BackupRefused("other-passphrase", OTHER_PASSPHRASE);
    if (ownPassphrase && !(await isEncryptedArchive(file))) throw new BackupRefused("not-encrypted", NOT_ENCRYPTED);
    const key = ownPassphrase || passphrase;
    const manifest = await verifyArchive(file, key);
    migrationsUpTo(this.schema, manifest.migration);
    const summary = await this.backups.exclusive(async () => {
      const kept = await this.backups.allRuns();
      this.logger?.warn({ by: admin.name, archiveOf: manifest.createdAt }, "restoring a backup from the Backups screen: the site is closed meanwhile");
      this.maintenance.begin("a backup is being restored");
      try {
        await this.maintenance.idle(1, DRAIN_MS);
        const restored = await restoreBackup(file, { db: this.db, schema: this.schema, storageRoot, passphrase: key, replace: true, backupDir: dir, backupPassphrase: ownPassphrase });
        await this.backups.putBack(kept, restored.safetyBackup, admin.name);
        return restored;
      } finally {
        this.maintenance.end();
        this.events.publish("CONTENT_CHANGED");
      }
    });
    if (!summary) throw conflict("A backup is being made: wait for it to finish, then restore");
    this.logger?.warn({ by: admin.name, migrationsRun: summary.migrationsRun.length }, "backup restored");
    return summary;
  }
}
