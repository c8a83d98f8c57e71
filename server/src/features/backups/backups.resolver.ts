import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { ADMINS } from "../../core/auth";
import type { Context } from "../../core/context";
import { BackupRun } from "./backup-run.entity";
import { BackupRunsService } from "./backup-runs.service";
import { BackupStatus } from "./backup-status.types";

/** The Backups screen: its list, Back up now and the admin menu's warning. Download and restore are REST (backups.rest.ts): a file each way. */
@Resolver(() => BackupRun)
export class BackupsResolver {
  constructor(private readonly service: BackupRunsService) {}

  @Authorized(ADMINS)
  @Query(() => [BackupRun], { description: "The latest backups the site made or tried to make, newest first; each written archive is downloaded at GET /api/backups/{file} (admins only)" })
  backups(@Ctx() context: Context, @Arg("limit", () => Int, { defaultValue: 30, description: "How many, 1 to 100" }) limit: number): Promise<BackupRun[]> {
    return this.service.list(context.user, limit);
  }

  @Authorized(ADMINS)
  @Query(() => BackupRun, { nullable: true, description: "One backup run, as Back up now follows its progress; null when there is none (admins only)" })
  backupRun(@Ctx() context: Context, @Arg("id", () => ID, { description: "The run, as backUpNow answered it" }) id: string): Promise<BackupRun | null> {
    return this.service.run(context.user, id);
  }

  @Authorized(ADMINS)
  @Query(() => BackupStatus, { description: "How the backups stand: the admin menu's warning (last backup failed, or none good for 48 hours) and the nightly schedule (admins only)" })
  backupStatus(@Ctx() context: Context): Promise<BackupStatus> {
    return this.service.status(context.user);
  }

  @Authorized(ADMINS)
  @Mutation(() => BackupRun, { description: "Starts a backup of the whole site now and answers its run at once, status running; ask backupRun for its progress. CONFLICT while another backup or a restore is under way (admins only)" })
  backUpNow(@Ctx() context: Context): Promise<BackupRun> {
    return this.service.startNow(context.user);
  }
}
