import type { DataSource } from "typeorm";
import { ADMINS, EDITORS, FORMER_EDITOR, requireRole, type AuthUser } from "../../core/auth";
import { badInput, notFound } from "../../core/errors";
import { isUuid } from "../../core/validation";
import { EditedKind } from "../../core/edited-kind";
import type { BlogEditingService } from "../blogs/blog-editing.service";
import type { HistoryService } from "../history/history.service";
import type { MediaService } from "../media/media.service";
import { removeLinksOf } from "../preview/preview.service";
import type { PlayEditingService } from "../plays/play-editing.service";
import type { DeletedItem } from "./trash.types";

/** How long a deleted play or blog waits in Deleted items before it is purged with its images. */
export const KEEP_DELETED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deleted items: what editors can still restore, and the purge of what has waited long enough. */
export class TrashService {
  constructor(
    private readonly db: DataSource,
    private readonly editing: { plays: PlayEditingService; blogs: BlogEditingService },
    private readonly history: HistoryService,
    private readonly media: MediaService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Deleted plays and blogs, most recently deleted first. */
  async list(actor: AuthUser | null): Promise<DeletedItem[]> {
    requireRole(actor, EDITORS);
    const rows: { kind: EditedKind; id: string; title: string; slug: string; deleted_at: Date; username: string | null }[] = await this.db.query(`
      SELECT item.*, u.username FROM (
        SELECT 'play' AS kind, id, title, slug, deleted_at, deleted_by_id FROM play WHERE deleted_at IS NOT NULL
        UNION ALL
        SELECT 'blog', id, title, slug, deleted_at, deleted_by_id FROM blog WHERE deleted_at IS NOT NULL
      ) item LEFT JOIN app_user u ON u.id = item.deleted_by_id
      ORDER BY item.deleted_at DESC`);
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title || row.slug,
      slug: row.slug,
      deletedAt: row.deleted_at,
      deletedBy: row.username ?? FORMER_EDITOR,
      purgeAt: new Date(row.deleted_at.getTime() + KEEP_DELETED_DAYS * DAY_MS),
    }));
  }

  /** Purges what was deleted more than KEEP_DELETED_DAYS ago, with its images and revisions (the hourly job); answers how many. */
  async purge(): Promise<number> {
    const before = new Date(this.clock().getTime() - KEEP_DELETED_DAYS * DAY_MS);
    let purged = 0;
    for (const kind of [EditedKind.play, EditedKind.blog] as const) purged += (await this.purgeOf(kind, { before })).length;
    return purged;
  }

  /**
   * Delete for good (admins): one item of Deleted items goes now, with its revisions and image
   * files, as a take-down on request does; NOT_FOUND unless it is there.
   */
  async deleteForGood(actor: AuthUser | null, kind: EditedKind, id: string): Promise<void> {
    requireRole(actor, ADMINS);
    if (kind !== EditedKind.play && kind !== EditedKind.blog) throw badInput("kind", "only plays and blogs are in Deleted items");
    const purged = isUuid(id) ? await this.purgeOf(kind, { id: id.toLowerCase() }) : [];
    if (!purged.length) throw notFound("Deleted item");
  }

  /** Deletes for good the items of one kind with their revisions and preview links, then their images; answers their ids. */
  private async purgeOf(kind: EditedKind.play | EditedKind.blog, which: { before: Date } | { id: string }): Promise<string[]> {
    const [owner, editing] = kind === EditedKind.play ? (["plays", this.editing.plays] as const) : (["blogs", this.editing.blogs] as const);
    const ids = await this.db.transaction(async (manager) => {
      const purged = await editing.purgeDeleted(which, manager);
      await this.history.forget(kind, purged, manager);
      for (const id of purged) await removeLinksOf(manager, kind, id);
      return purged;
    });
    // Files go once the rows have: a file left by a failure here is served to nobody.
    for (const id of ids) await this.media.removeAll(owner, id);
    return ids;
  }
}
