import { Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

export enum BackupKind {
  nightly = "nightly",
  manual = "manual",
  beforeRestore = "before-restore",
}
registerEnumType(BackupKind, {
  name: "BackupKind",
  description: "Why a backup was made",
  valuesConfig: {
    nightly: { description: "The nightly backup, at the time Site settings give; the only kind the rotation deletes" },
    manual: { description: "An admin's Back up now; kept until deleted by hand" },
    beforeRestore: { description: "The site as it was, taken just before a restore replaced it; kept until deleted by hand" },
  },
});

export enum BackupRunStatus {
  running = "running",
  ok = "ok",
  failed = "failed",
}
registerEnumType(BackupRunStatus, {
  name: "BackupRunStatus",
  description: "How a backup run stands",
  valuesConfig: {
    running: { description: "Being written now" },
    ok: { description: "Written (and copied, when a copy folder is set)" },
    failed: { description: "Not written; `error` says why" },
  },
});

@ObjectType({ description: "How far a running backup has come" })
export class BackupRunProgress {
  @Field({ description: "The step: database, files or archive" })
  step: string;

  @Field(() => Int, { description: "Parts of the step done" })
  done: number;

  @Field(() => Int, { description: "Parts the step has" })
  total: number;
}

/** bigint columns as numbers: archive sizes stay far below 2^53 bytes. */
const asNumber = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** One backup the site made or tried to make (admins only): the record behind the Backups screen and its warning. */
@ObjectType({ description: "One backup the site made or tried to make, nightly, by an admin, or before a restore (admins only)" })
@Entity("backup_run")
export class BackupRun {
  @Field(() => ID, { description: "Unique id" })
  @PrimaryGeneratedColumn({ type: "bigint" })
  id: string;

  @Field(() => BackupKind, { description: "Why it was made" })
  @Column({ type: "text" })
  kind: BackupKind;

  /** The London night a nightly backup stands for ("2026-11-28"); unique, so a night is backed up once. */
  @Column({ type: "date", nullable: true })
  night: string | null;

  @Field(() => BackupRunStatus, { description: "Running, written, or failed" })
  @Column({ type: "text" })
  status: BackupRunStatus;

  @Field({ description: "When it began" })
  @Column({ name: "started_at", type: "timestamptz" })
  startedAt: Date;

  @Field(() => Date, { nullable: true, description: "When it ended, written or failed; null while running" })
  @Column({ name: "finished_at", type: "timestamptz", nullable: true })
  finishedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The archive's file name in the backup folder (what Download takes); null until written" })
  @Column({ type: "text", nullable: true })
  file: string | null;

  @Field(() => Float, { nullable: true, description: "The archive's size in bytes; null until written" })
  @Column({ type: "bigint", nullable: true, transformer: asNumber })
  bytes: number | null;

  /** Where the copy went (BACKUP_COPY_DIR's file), a path of the server's: not shown to callers. */
  @Column({ name: "copied_to", type: "text", nullable: true })
  copiedTo: string | null;

  @Field(() => String, { nullable: true, description: "Why it failed (or why its copy failed); null otherwise" })
  @Column({ type: "text", nullable: true })
  error: string | null;

  @Field(() => String, { nullable: true, description: "The admin who asked for it; null for nightly backups" })
  @Column({ name: "started_by", type: "text", nullable: true })
  startedBy: string | null;

  @Field(() => BackupRunProgress, { nullable: true, description: "How far it has come while running" })
  @Column({ type: "jsonb", nullable: true })
  progress: BackupRunProgress | null;

  @Field(() => Date, { nullable: true, description: "When the nightly rotation deleted its archive; null while kept" })
  @Column({ name: "pruned_at", type: "timestamptz", nullable: true })
  prunedAt: Date | null;
}
