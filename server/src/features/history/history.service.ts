import { In, type DataSource, type EntityManager } from "typeorm";
import { ADMINS, EDITORS, FORMER_EDITOR, requireRole, type AuthUser } from "../../core/auth";
import type { EditedKind } from "../../core/edited-kind";
import { notFound } from "../../core/errors";
import { ActivityAction, type ActivityEntry, type Journal, type RevisionEntry } from "../../core/journal";
import { toPage, type Page } from "../../core/pagination";
import { isUuid } from "../../core/validation";
import { User } from "../accounts/user.entity";
import { Activity } from "./activity.entity";
import { Revision } from "./revision.entity";

/** Draft saves by one person within this long of their last are one revision (and one Activity entry). */
export const FOLD_MINUTES = 5;
/** Draft revisions kept per item beyond every published one. */
export const DRAFT_REVISIONS_KEPT = 50;
export const ACTIVITY_PER_PAGE = 50;
/** The most revisions one list answers (the newest); older published ones stay stored. */
export const REVISIONS_LISTED = 200;

export interface ActivityFilter {
  person?: string | null;
  kind?: EditedKind | null;
  item?: string | null;
}

/**
 * Revisions and the Activity journal. Written inside the transaction of each change (the draft
 * workflow locks the item first, so one item's entries never race); read by editors (history)
 * and admins (activity). The keep rule: every published revision, and the newest DRAFT_REVISIONS_KEPT
 * draft revisions; a draft save within FOLD_MINUTES of the same person's last draft revision
 * replaces it, so autosaves do not crowd out real versions.
 */
export class HistoryService implements Journal {
  constructor(
    private readonly db: DataSource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private folds(last: { savedById?: string | null; actorId?: string | null; at?: Date; savedAt?: Date } | null, actorId: string | null, now: Date): boolean {
    const when = last?.savedAt ?? last?.at;
    const who = last?.savedById ?? last?.actorId;
    return !!when && !!actorId && who === actorId && now.getTime() - when.getTime() < FOLD_MINUTES * 60_000;
  }

  async revision(manager: EntityManager, entry: RevisionEntry): Promise<void> {
    const revisions = manager.getRepository(Revision);
    const now = this.clock();
    const last = await revisions.findOne({ where: { kind: entry.item.kind, itemId: entry.item.id }, order: { number: "DESC" } });
    const fold = !entry.published && !entry.note && last && !last.published && !last.note && this.folds(last, entry.actorId, now);
    if (fold) {
      await revisions.save(Object.assign(last, { fields: entry.fields, changed: [...new Set([...last.changed, ...entry.changed])], savedAt: now }));
    } else {
      await revisions.save(revisions.create({
        kind: entry.item.kind,
        itemId: entry.item.id,
        number: (last?.number ?? 0) + 1,
        published: entry.published,
        fields: entry.fields,
        changed: entry.changed,
        note: entry.note ?? null,
        savedById: entry.actorId,
        savedAt: now,
      }));
      await manager.query(
        `DELETE FROM revision WHERE item_kind = $1 AND item_id = $2 AND NOT published AND id NOT IN (
           SELECT id FROM revision WHERE item_kind = $1 AND item_id = $2 AND NOT published ORDER BY number DESC LIMIT $3)`,
        [entry.item.kind, entry.item.id, DRAFT_REVISIONS_KEPT],
      );
    }
    const action = entry.note && !entry.published ? ActivityAction.restored : entry.published ? ActivityAction.published : ActivityAction.saved;
    await this.activity(manager, { item: entry.item, actorId: entry.actorId, action, detail: entry.note });
  }

  async activity(manager: EntityManager, entry: ActivityEntry): Promise<void> {
    const activities = manager.getRepository(Activity);
    const now = this.clock();
    if (entry.action === ActivityAction.saved) {
      const last = await activities.findOne({ where: { kind: entry.item.kind, itemId: entry.item.id }, order: { at: "DESC", id: "DESC" } });
      if (last?.action === ActivityAction.saved && this.folds(last, entry.actorId, now)) {
        await activities.update(last.id, { at: now, itemTitle: entry.item.title });
        return;
      }
    }
    await activities.insert({ at: now, actorId: entry.actorId, action: entry.action, kind: entry.item.kind, itemId: entry.item.id, itemTitle: entry.item.title, detail: entry.detail ?? null });
  }

  /** An item's revisions, newest first, REVISIONS_LISTED at most (editors). */
  async list(actor: AuthUser | null, kind: EditedKind, itemId: string): Promise<Revision[]> {
    requireRole(actor, EDITORS);
    return this.named(await this.db.getRepository(Revision).find({ where: { kind, itemId: itemId.toLowerCase() }, order: { number: "DESC" }, take: REVISIONS_LISTED }));
  }

  /** One revision (editors). */
  async read(actor: AuthUser | null, id: string): Promise<Revision> {
    requireRole(actor, EDITORS);
    const revision = isUuid(id) ? await this.db.getRepository(Revision).findOneBy({ id }) : null;
    if (!revision) throw notFound("Revision");
    return (await this.named([revision]))[0];
  }

  /** What editors did, newest first, by person and by item if asked (admins). */
  async activityPage(actor: AuthUser | null, filter: ActivityFilter, page: number): Promise<Page<Activity>> {
    requireRole(actor, ADMINS);
    const query = this.db.getRepository(Activity).createQueryBuilder("a").orderBy("a.at", "DESC").addOrderBy("a.id", "DESC");
    if (filter.person) query.andWhere("a.actor_id = :person", { person: isUuid(filter.person) ? filter.person : null });
    if (filter.kind) query.andWhere("a.item_kind = :kind", { kind: filter.kind });
    if (filter.item) query.andWhere("a.item_id = :item", { item: filter.item.toLowerCase() });
    const [items, total] = await query.skip((page - 1) * ACTIVITY_PER_PAGE).take(ACTIVITY_PER_PAGE).getManyAndCount();
    const names = await this.names(items.map((a) => a.actorId));
    for (const item of items) item.actor = (item.actorId && names.get(item.actorId)) || FORMER_EDITOR;
    return toPage(items, total, page, ACTIVITY_PER_PAGE);
  }

  /** Forgets the revisions of items purged for good (their Activity stays: it is the record). */
  async forget(kind: EditedKind, itemIds: string[], manager: EntityManager = this.db.manager): Promise<void> {
    if (itemIds.length) await manager.getRepository(Revision).delete({ kind, itemId: In(itemIds) });
  }

  private async named(revisions: Revision[]): Promise<Revision[]> {
    const names = await this.names(revisions.map((r) => r.savedById));
    for (const revision of revisions) revision.savedBy = (revision.savedById && names.get(revision.savedById)) || FORMER_EDITOR;
    return revisions;
  }

  private async names(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    if (!wanted.length) return new Map();
    const users = await this.db.getRepository(User).findBy({ id: In(wanted) });
    return new Map(users.map((u) => [u.id, u.name]));
  }
}
