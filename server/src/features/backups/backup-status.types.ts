import { Field, Float, Int, ObjectType } from "type-graphql";
import { BackupRun } from "./backup-run.entity";

@ObjectType({ description: "How the site's backups stand, for the admin menu's warning and the Backups screen (admins only)" })
export class BackupStatus {
  @Field(() => String, { nullable: true, description: "What admins are warned of in red: the last backup failed (and why), the last good one is over 48 hours old, or none was ever made; null when all is well" })
  warning: string | null;

  @Field(() => Date, { nullable: true, description: "When the last backup that was written (and copied) finished; null: never" })
  lastGoodAt: Date | null;

  @Field(() => BackupRun, { nullable: true, description: "The last backup that finished, written or failed" })
  lastRun: BackupRun | null;

  @Field(() => BackupRun, { nullable: true, description: "The backup being made now, if one is" })
  running: BackupRun | null;

  @Field({ description: "The time of night backups are made (HH:MM, London), from Site settings" })
  backupTime: string;

  @Field({ description: "When the next nightly backup is due" })
  nextNightlyAt: Date;

  @Field(() => Int, { description: "Nightly archives kept, one a day (BACKUP_KEEP_DAILY)" })
  keepDaily: number;

  @Field(() => Int, { description: "Nightly archives kept, one a week, besides (BACKUP_KEEP_WEEKLY)" })
  keepWeekly: number;

  @Field({ description: "Whether each archive is also copied to a second folder (BACKUP_COPY_DIR)" })
  copied: boolean;

  @Field({ description: "Whether archives are encrypted (BACKUP_PASSPHRASE)" })
  encrypted: boolean;

  @Field(() => Float, { description: "The largest archive the Backups screen accepts for a restore, in bytes (BACKUP_UPLOAD_MAX_MB)" })
  uploadMaxBytes: number;
}
