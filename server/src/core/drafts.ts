import { instanceToPlain } from "class-transformer";
import type { AccessibilityIssue } from "@theatre/common/accessibility-rules";
import type { DataSource, EntityManager, FindOptionsWhere } from "typeorm";
import { EDITORS, FORMER_EDITOR, requireRole, type AuthUser, type Role } from "./auth";
import { announced } from "./content-changed";
import { londonInWords } from "@theatre/common/london-dates";
import { Deletable, Publishable, type Drafted } from "./db/bookkeeping";
import type { EditedKind } from "./edited-kind";
import { assertCurrentVersion, SlugInput, slugRace } from "./editing";
import { AppError, badInput, notFound, type FieldError } from "./errors";
import { ActivityAction, changedFields, type Journal, type JournalItem } from "./journal";
import type { Jobs } from "./jobs";
import type { PubSub } from "./pubsub";
import { parseInput } from "./validation";

/** Who saved last and when, for a refused save: the draft's saver while there is a draft. */
const lastSave = (item: Drafted) => ({
  version: item.version,
  updatedBy: item.draft ? item.draftSavedBy : item.updatedBy,
  updatedAt: (item.draft ? item.draftSavedAt : null) ?? item.updatedAt,
});

/** Who acts: an editor, or (for a scheduled change) the account that scheduled it. */
interface Actor {
  id: string | null;
  name: string;
}

/** The job that makes scheduled publishes and unpublishes (every minute, and at each scheduled time). */
export const SCHEDULED_CHANGES = "scheduled-changes";

/** What every workflow works with. */
export interface DraftTools {
  db: DataSource;
  events: PubSub;
  journal: Journal;
  jobs: Jobs;
  /** Now, as the schedules see it (tests set it). */
  clock: () => Date;
  /** Done in the transaction that takes an item off the site: unpublished (by hand or as scheduled) or deleted (its preview links are revoked). */
  leftSite?: (manager: EntityManager, kind: EditedKind, key: string) => Promise<void>;
}

/** What History's Restore needs of a revision. */
export interface RevisionToRestore {
  kind: EditedKind;
  itemId: string;
  number: number;
  fields: Record<string, unknown>;
}

/** What one kind of content (plays, blogs, pages) tells the workflow about itself. */
export interface DraftRules<E extends Drafted, I extends { version: number }> {
  entity: new () => E;
  input: new () => I;
  kind: EditedKind;
  /** How history and activity name the item: its id, or a page's kind. */
  key(item: E): string;
  /** The item in history and activity: 'Twelfth Night', 'About page'. */
  title(item: E): string;
  /** The item in a message: '"Twelfth Night"', 'The About page'. */
  name(item: E): string;
  /**
   * The published fields an input makes (rich text sanitised, ids given): what a draft shows and
   * publishing stores. `current` is the item as published, for fields that follow what was there.
   */
  fields(input: I, current: E): Partial<E>;
  /** Rules of the input that need the database, reported with the input's other rules. */
  check?(input: I, options: { draft: boolean }): Promise<FieldError[]>;
  /** Columns kept from visitors (`select: false`) that editors read, such as the audition recipient. */
  editorColumns?: string[];
  /** Checks and changes elsewhere that publishing needs (the slug free, one featured play). */
  beforePublish?(manager: EntityManager, item: E, input: I): Promise<void>;
  /** Checks a draft's fields can be held (a slug already taken is said at once). */
  beforeDraft?(manager: EntityManager, item: E, input: I): Promise<void>;
  /**
   * The accessibility check of the item as it would be public (@theatre/common/accessibility-check):
   * a blocking issue refuses publishing; warnings are the editor's to weigh (the editor and
   * `accessibilityIssues` show them). Drafts are never checked, so they always save.
   */
  accessibility?(item: E): AccessibilityIssue[];
  /** Set on every publish besides the fields (a new item is no longer new). */
  onPublish?: Partial<E>;
  /** After a publish or unpublish was committed: events besides CONTENT_CHANGED, tidying files. */
  afterChange?(item: E): void | Promise<void>;
}

/**
 * Drafts, publishing, unpublishing, scheduled changes and Delete, the same for every kind of
 * content. Visitors read the columns; a draft is kept beside them as the editor's input (version
 * aside) and shown to editors over the published fields. A draft save validates like a save except
 * that fields may be empty, and announces nothing: public reads and caches change only on publish
 * and unpublish. Every change is written to the journal in its own transaction.
 */
export class DraftWorkflow<E extends Drafted, I extends { version: number }> {
  private readonly db: DataSource;
  private readonly events: PubSub;
  private readonly journal: Journal;

  constructor(
    private readonly tools: DraftTools,
    private readonly rules: DraftRules<E, I>,
  ) {
    ({ db: this.db, events: this.events, journal: this.journal } = tools);
  }

  /** The whole item, draft and editors' columns included; locked for a write when a manager is given. */
  private async find(where: FindOptionsWhere<E>, label: string, manager?: EntityManager): Promise<E> {
    const query = (manager ?? this.db.manager).getRepository(this.rules.entity).createQueryBuilder("item")
      .addSelect(["item.draft", ...(this.rules.editorColumns ?? []).map((c) => `item.${c}`)])
      .where(where);
    const item = await (manager ? query.setLock("pessimistic_write") : query).getOne();
    if (!item) throw notFound(label);
    return item;
  }

  /** The input checked against every rule (a draft's fields may be empty). */
  private parse(raw: unknown, draft = false): Promise<I> {
    return parseInput(this.rules.input, raw, { draft, check: this.rules.check?.bind(this.rules) });
  }

  private item(item: E): JournalItem {
    return { kind: this.rules.kind, id: this.rules.key(item), title: this.rules.title(item) };
  }

  /** The item as its editor sees it: the draft's fields over the published ones. */
  editable(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string): Promise<E> {
    requireRole(actor, EDITORS);
    return this.draftOf(where, label);
  }

  /** The item with its draft, for whoever may see it (an editor, or a preview link's holder). */
  async draftOf(where: FindOptionsWhere<E>, label: string): Promise<E> {
    return this.withDraft(await this.find(where, label));
  }

  /** A copy of the item showing its draft, if it has one. */
  withDraft(item: E): E {
    if (!item.draft) return item;
    const input = Object.assign(new this.rules.input(), item.draft, { version: item.version });
    return Object.assign(Object.create(Object.getPrototypeOf(item) as object) as E, item, this.rules.fields(input, item));
  }

  /**
   * Keeps the editor's changes as the draft; nothing visitors see changes. `restoring` names the
   * revision being put back (History's Restore), which the journal says instead of a plain save.
   */
  async saveDraft(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, raw: unknown, restoring?: number): Promise<E> {
    const user = requireRole(actor, EDITORS);
    const input = await this.parse(raw, true);
    const saved = await this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      assertCurrentVersion(lastSave(item), input.version, this.rules.name(item));
      await this.rules.beforeDraft?.(manager, item, input);
      const before = this.withDraft(item);
      const { version: _version, ...draft } = instanceToPlain(input);
      // Who saved the published version stays as it was: the draft has its own name and time.
      Object.assign(item, { draft, draftSavedAt: new Date(), draftSavedBy: user.name });
      const saved = await manager.save(item);
      await this.journal.revision(manager, {
        item: this.item(saved),
        actorId: user.id,
        published: false,
        fields: draft,
        changed: changedFields(before, this.rules.fields(input, item)),
        note: restoring === undefined ? undefined : `revision ${restoring} restored`,
      });
      return saved;
    });
    return this.withDraft(saved);
  }

  /**
   * History's Restore: puts one of this item's revisions (`key` is the item's, as rules.key gives
   * it) back as the draft, with every draft rule; a revision of anything else is not found.
   */
  async restoreRevision(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, key: string, revision: RevisionToRestore, version: number): Promise<E> {
    if (revision.kind !== this.rules.kind || revision.itemId !== key) throw notFound("Revision");
    return this.saveDraft(actor, where, label, { ...revision.fields, version }, revision.number);
  }

  /** Saves a whole item and publishes it (the specification's Save changes); any draft is done with. */
  async publish(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, raw: unknown): Promise<E> {
    const user = requireRole(actor, EDITORS);
    const input = await this.parse(raw);
    return this.committed(this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      assertCurrentVersion(lastSave(item), input.version, this.rules.name(item));
      return this.publishInto(manager, item, input, user, this.withDraft(item));
    }));
  }

  /** Publishes the stored draft as it is, with every rule of a save. */
  async publishDraft(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, version: number): Promise<E> {
    const user = requireRole(actor, EDITORS);
    return this.committed(this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      assertCurrentVersion(lastSave(item), version, this.rules.name(item));
      return this.publishStored(manager, item, user);
    }));
  }

  /** The draft goes live (what changed is against what visitors saw); without one, an unpublished item goes back on the site. */
  private async publishStored(manager: EntityManager, item: E, actor: Actor, detail?: string): Promise<E> {
    if (item.draft) return this.publishInto(manager, item, await this.parse({ ...item.draft, version: item.version }), actor, item, detail);
    if (!(item instanceof Publishable) || item.publishedAt) return item;
    if ((item as { isNew?: boolean }).isNew) throw badInput("draft", "there is nothing to publish yet: fill in the form and save it first");
    this.refuseBlocking(item);
    Object.assign(item, { publishedAt: new Date(), updatedBy: actor.name, publishAt: null });
    const saved = await manager.save(item);
    await this.journal.activity(manager, { item: this.item(saved), actorId: actor.id, action: ActivityAction.published, detail });
    return saved;
  }

  /** Takes a published item off the site without deleting it; editors keep it. */
  async unpublish(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, version: number): Promise<E> {
    const user = requireRole(actor, EDITORS);
    return this.committed(this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      if (!(item instanceof Publishable)) throw badInput("kind", "this page is always on the site: it cannot be unpublished");
      assertCurrentVersion(lastSave(item), version, this.rules.name(item));
      return this.unpublishInto(manager, item, user);
    }));
  }

  private async unpublishInto(manager: EntityManager, item: E & Publishable, actor: Actor, detail?: string): Promise<E> {
    Object.assign(item, { publishedAt: null, updatedBy: actor.name, unpublishAt: null });
    const saved = await manager.save(item);
    await this.tools.leftSite?.(manager, this.rules.kind, this.rules.key(saved));
    await this.journal.activity(manager, { item: this.item(saved), actorId: actor.id, action: ActivityAction.unpublished, detail });
    return saved;
  }

  private async publishInto(manager: EntityManager, item: E, input: I, actor: Actor, before: E, detail?: string): Promise<E> {
    await this.rules.beforePublish?.(manager, item, input);
    const fields = this.rules.fields(input, item);
    // What visitors would get: the stored item under the fields, rich text as sanitised.
    this.refuseBlocking(Object.assign(Object.create(Object.getPrototypeOf(item) as object) as E, item, fields));
    // Before the item takes the fields: `before` may be the item itself.
    const changed = changedFields(before, fields);
    const { version: _version, ...saved } = instanceToPlain(input);
    Object.assign(item, fields, this.rules.onPublish ?? {}, {
      draft: null,
      draftSavedAt: null,
      draftSavedBy: null,
      publishAt: null,
      updatedBy: actor.name,
      ...(item instanceof Publishable ? { publishedAt: new Date() } : {}),
    });
    const published = await manager.save(item);
    await this.journal.revision(manager, { item: this.item(published), actorId: actor.id, published: true, fields: saved, changed, note: detail });
    return published;
  }

  /**
   * Sets (or, with null, cancels) when the draft is published by itself and when the item leaves
   * the site. A time must be in the future; publishing needs a draft that would publish now, or an
   * item off the site; unpublishing needs the item on the site by then. Content is untouched, so
   * the version stays and an open editor is not interrupted.
   */
  async schedule(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, times: { publishAt: Date | null; unpublishAt: Date | null }): Promise<E> {
    const user = requireRole(actor, EDITORS);
    const now = this.tools.clock();
    const { publishAt, unpublishAt } = times;
    if (publishAt && publishAt <= now) throw badInput("publishAt", "publishAt must be in the future");
    if (unpublishAt && unpublishAt <= now) throw badInput("unpublishAt", "unpublishAt must be in the future");
    if (publishAt && unpublishAt && unpublishAt <= publishAt) throw badInput("unpublishAt", "unpublishAt must be after publishAt");
    const saved = await this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      if (unpublishAt && !(item instanceof Publishable)) throw badInput("unpublishAt", "this page is always on the site: it cannot be unpublished");
      const offSite = item instanceof Publishable && item.publishedAt === null;
      if (publishAt) {
        if (!item.draft && !offSite) throw badInput("publishAt", "there is nothing to publish: save a draft first");
        if (item.draft) await this.parse({ ...item.draft, version: item.version });
        else if ((item as { isNew?: boolean }).isNew) throw badInput("publishAt", "there is nothing to publish yet: fill in the form and save a draft first");
      }
      if (unpublishAt && offSite && !publishAt) throw badInput("unpublishAt", "it is not on the site: set a Publish at before it, or publish it first");
      const previous = { publishAt: item.publishAt, unpublishAt: item instanceof Publishable ? item.unpublishAt : null };
      if (item instanceof Publishable) await this.setColumns(manager, item, "publish_at = $1, unpublish_at = $2, scheduled_by_id = $3", [publishAt, unpublishAt, user.id]);
      else await this.setColumns(manager, item, "publish_at = $1, scheduled_by_id = $2", [publishAt, user.id]);
      Object.assign(item, { publishAt, scheduledById: user.id }, item instanceof Publishable ? { unpublishAt } : {});
      const detail = scheduleInWords(previous, times);
      if (detail) await this.journal.activity(manager, { item: this.item(item), actorId: user.id, action: ActivityAction.scheduled, detail });
      return item;
    });
    for (const when of [publishAt, unpublishAt]) if (when) await this.tools.jobs.at(SCHEDULED_CHANGES, when);
    return this.withDraft(saved);
  }

  /**
   * Makes the scheduled changes that are due: each item in its own transaction, claimed with a row
   * lock that other instances skip, and its schedule cleared as it changes, so each happens once.
   * A scheduled publish whose draft no longer passes the rules is cancelled and said in Activity.
   * Answers how many items changed.
   */
  async runDue(scope: FindOptionsWhere<E> = {}): Promise<number> {
    const now = this.tools.clock();
    let changed = 0;
    for (;;) {
      const item = await this.db.transaction(async (manager) => {
        const due = await manager.getRepository(this.rules.entity).createQueryBuilder("item")
          .addSelect(["item.draft", ...(this.rules.editorColumns ?? []).map((c) => `item.${c}`)])
          .where(scope)
          .andWhere(this.rules.entity.prototype instanceof Publishable ? "(item.publish_at <= :now OR item.unpublish_at <= :now)" : "item.publish_at <= :now", { now })
          .orderBy("item.publish_at", "ASC", "NULLS LAST")
          .setLock("pessimistic_write")
          .setOnLocked("skip_locked")
          .getOne();
        if (!due) return null;
        const actor = await this.scheduler(manager, due.scheduledById);
        if (!actor.allowed) {
          await this.setColumns(manager, due, "publish_at = NULL" + (due instanceof Publishable ? ", unpublish_at = NULL" : ""), []);
          await this.journal.activity(manager, { item: this.item(due), actorId: actor.id, action: ActivityAction.scheduled, detail: `cancelled: ${actor.name} may no longer publish` });
          return due;
        }
        let result: E = due;
        if (due.publishAt && due.publishAt <= now) {
          const when = `as scheduled for ${londonInWords(due.publishAt)}`;
          try {
            result = await this.publishStored(manager, due, actor, when);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            await this.setColumns(manager, due, "publish_at = $1", [null]);
            await this.journal.activity(manager, { item: this.item(due), actorId: actor.id, action: ActivityAction.scheduled, detail: `Publish at ${londonInWords(due.publishAt)} did not happen: ${error.message}` });
            return due;
          }
        }
        if (result instanceof Publishable && result.unpublishAt && result.unpublishAt <= now) {
          result = await this.unpublishInto(manager, result, actor, `as scheduled for ${londonInWords(result.unpublishAt)}`);
        }
        return result;
      });
      if (!item) return changed;
      changed++;
      this.events.publish("CONTENT_CHANGED");
      await this.rules.afterChange?.(item);
    }
  }

  /** Delete: the item leaves the site at once and waits in Deleted items, images kept, until purged; schedules and preview links end. */
  async remove(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string): Promise<E> {
    const user = requireRole(actor, EDITORS);
    return announced(this.events, this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      if (!(item instanceof Deletable)) throw badInput("kind", "this page cannot be deleted");
      await this.setColumns(manager, item, "deleted_at = now(), deleted_by_id = $1, publish_at = NULL, unpublish_at = NULL", [user.id]);
      await this.tools.leftSite?.(manager, this.rules.kind, this.rules.key(item));
      await this.journal.activity(manager, { item: this.item(item), actorId: user.id, action: ActivityAction.deleted });
      return item;
    }));
  }

  /**
   * Brings an item back from Deleted items as it was (on the site if it was), under `slug` when
   * given; the slug must be free among the items not deleted.
   */
  async restoreDeleted(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, slug: string | undefined, slugFree: (manager: EntityManager, item: E, slug: string) => Promise<void>): Promise<E> {
    const user = requireRole(actor, EDITORS);
    const chosen = slug === undefined ? undefined : (await parseInput(SlugInput, { slug })).slug;
    return this.committed(this.db.transaction(async (manager) => {
      const item = await manager.getRepository(this.rules.entity).createQueryBuilder("item").withDeleted()
        .addSelect(["item.draft", ...(this.rules.editorColumns ?? []).map((c) => `item.${c}`)])
        .where(where).andWhere("item.deleted_at IS NOT NULL").setLock("pessimistic_write").getOne();
      if (!item) throw notFound(label);
      const itemSlug = chosen ?? (item as unknown as { slug: string }).slug;
      await slugFree(manager, item, itemSlug);
      await this.setColumns(manager, item, "deleted_at = NULL, deleted_by_id = NULL, slug = $1", [itemSlug]);
      Object.assign(item, { slug: itemSlug, deletedAt: null, deletedById: null });
      await this.journal.activity(manager, { item: this.item(item), actorId: user.id, action: ActivityAction.restored, detail: "from Deleted items" });
      return item;
    }));
  }

  /**
   * Deletes for good what waits in Deleted items: what was deleted before a time (the purge), or
   * one item now (an admin's Delete for good); answers the items' keys (their files go next).
   */
  async purgeDeleted(which: { before: Date } | { id: string }, manager: EntityManager = this.db.manager): Promise<string[]> {
    const { tableName } = this.db.getRepository(this.rules.entity).metadata;
    const [condition, value] = "before" in which ? ["deleted_at < $1", which.before] : ["id = $1 AND deleted_at IS NOT NULL", which.id];
    const [rows] = (await manager.query(`DELETE FROM ${tableName} WHERE ${condition} RETURNING id`, [value])) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  /** Refuses to publish what blocks people out (an image without a description), naming each field. */
  private refuseBlocking(item: E): void {
    const blocking = (this.rules.accessibility?.(item) ?? []).filter((issue) => issue.blocking);
    if (blocking.length === 0) return;
    const fields = blocking.map((issue) => ({ path: issue.field, message: issue.message }));
    throw new AppError(
      "BAD_USER_INPUT",
      `Not published: the accessibility check found images without a description (${fields.map((f) => f.path).join(", ")}). Describe each, or mark a photo decorative, then publish; a draft saves as it is`,
      fields,
    );
  }

  /** Sets bookkeeping columns by hand: unlike a save, neither the version nor the time of the last save moves. */
  private async setColumns(manager: EntityManager, item: E, assignments: string, values: unknown[]): Promise<void> {
    const { tableName, primaryColumns: [key] } = manager.getRepository(this.rules.entity).metadata;
    await manager.query(`UPDATE ${tableName} SET ${assignments} WHERE ${key.databaseName} = $${values.length + 1}`, [...values, key.getEntityValue(item)]);
  }

  /**
   * The account that scheduled a change, named as its publisher; `allowed` is false once it is no
   * longer an editor (demoted, deleted or purged), so a schedule cannot outlive its author's rights.
   */
  private async scheduler(manager: EntityManager, id: string | null): Promise<Actor & { allowed: boolean }> {
    const rows: { username: string; role: Role; gone: boolean }[] = id
      ? await manager.query(`SELECT username, role, deletion_requested_at IS NOT NULL AS gone FROM app_user WHERE id = $1`, [id])
      : [];
    if (!rows.length) return { id: null, name: FORMER_EDITOR, allowed: false };
    return { id, name: rows[0].username, allowed: EDITORS.includes(rows[0].role) && !rows[0].gone };
  }

  /** Announces a committed publish or unpublish, so every read cache forgets. */
  private async committed(change: Promise<E>): Promise<E> {
    const item = await announced(this.events, change.catch(slugRace));
    await this.rules.afterChange?.(item);
    return this.withDraft(item);
  }
}

/** What a schedule change did, for Activity: 'Publish at Friday 4 December 2026, 7pm; Unpublish at cancelled'. */
function scheduleInWords(before: { publishAt: Date | null; unpublishAt: Date | null }, after: { publishAt: Date | null; unpublishAt: Date | null }): string {
  const parts: string[] = [];
  for (const [key, label] of [["publishAt", "Publish at"], ["unpublishAt", "Unpublish at"]] as const) {
    const was = before[key]?.getTime() ?? null;
    const now = after[key]?.getTime() ?? null;
    if (was === now) continue;
    parts.push(now === null ? `${label} cancelled` : `${label} ${londonInWords(after[key]!)}`);
  }
  return parts.join("; ");
}
