import { instanceToPlain } from "class-transformer";
import type { DataSource, EntityManager, FindOptionsWhere } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "./auth";
import { announced } from "./content-changed";
import { Publishable, type Drafted } from "./db/bookkeeping";
import { assertCurrentVersion } from "./editing";
import { badInput, notFound } from "./errors";
import type { PubSub } from "./pubsub";
import { parseInput } from "./validation";

/** Who saved last and when, for a refused save: the draft's saver while there is a draft. */
const lastSave = (item: Drafted) => ({
  version: item.version,
  updatedBy: item.draft ? item.draftSavedBy : item.updatedBy,
  updatedAt: (item.draft ? item.draftSavedAt : null) ?? item.updatedAt,
});

/** What one kind of content (plays, blogs, pages) tells the workflow about itself. */
export interface DraftRules<E extends Drafted, I extends { version: number }> {
  entity: new () => E;
  input: new () => I;
  /** The item in a message: '"Twelfth Night"', 'The About page'. */
  name(item: E): string;
  /** The published fields an input makes (rich text sanitised, ids given): what a draft shows and publishing stores. */
  fields(input: I): Partial<E>;
  /** Columns kept from visitors (`select: false`) that editors read, such as the audition recipient. */
  editorColumns?: string[];
  /** Checks and changes elsewhere that publishing needs (the slug free, one featured play). */
  beforePublish?(manager: EntityManager, item: E, input: I): Promise<void>;
  /** Checks a draft's fields can be held (a slug already taken is said at once). */
  beforeDraft?(manager: EntityManager, item: E, input: I): Promise<void>;
  /** Set on every publish besides the fields (a new item is no longer new). */
  onPublish?: Partial<E>;
  /** After a publish or unpublish was committed: events besides CONTENT_CHANGED, tidying files. */
  afterChange?(item: E): void | Promise<void>;
}

/**
 * Drafts, publishing and unpublishing, the same for every kind of content. Visitors read the
 * columns; a draft is kept beside them as the editor's input (version aside) and shown to editors
 * over the published fields. A draft save validates like a save except that fields may be empty, and
 * announces nothing: public reads and caches change only on publish and unpublish.
 */
export class DraftWorkflow<E extends Drafted, I extends { version: number }> {
  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub,
    private readonly rules: DraftRules<E, I>,
  ) {}

  /** The whole item, draft and editors' columns included; locked for a write when a manager is given. */
  private async find(where: FindOptionsWhere<E>, label: string, manager?: EntityManager): Promise<E> {
    const query = (manager ?? this.db.manager).getRepository(this.rules.entity).createQueryBuilder("item")
      .addSelect(["item.draft", ...(this.rules.editorColumns ?? []).map((c) => `item.${c}`)])
      .where(where);
    const item = await (manager ? query.setLock("pessimistic_write") : query).getOne();
    if (!item) throw notFound(label);
    return item;
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
    return Object.assign(Object.create(Object.getPrototypeOf(item) as object) as E, item, this.rules.fields(input));
  }

  /** Keeps the editor's changes as the draft; nothing visitors see changes. */
  async saveDraft(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, raw: unknown): Promise<E> {
    const user = requireRole(actor, EDITORS);
    const input = await parseInput(this.rules.input, raw, { draft: true });
    const saved = await this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      assertCurrentVersion(lastSave(item), input.version, this.rules.name(item));
      await this.rules.beforeDraft?.(manager, item, input);
      const { version: _version, ...draft } = instanceToPlain(input);
      // Who saved the published version stays as it was: the draft has its own name and time.
      Object.assign(item, { draft, draftSavedAt: new Date(), draftSavedBy: user.name });
      return manager.save(item);
    });
    return this.withDraft(saved);
  }

  /** Saves a whole item and publishes it (the specification's Save changes); any draft is done with. */
  async publish(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, raw: unknown): Promise<E> {
    const user = requireRole(actor, EDITORS);
    const input = await parseInput(this.rules.input, raw);
    return this.committed(this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      assertCurrentVersion(lastSave(item), input.version, this.rules.name(item));
      return this.publishInto(manager, item, input, user);
    }));
  }

  /** Publishes the stored draft as it is, with every rule of a save. */
  async publishDraft(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, version: number): Promise<E> {
    const user = requireRole(actor, EDITORS);
    return this.committed(this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      assertCurrentVersion(lastSave(item), version, this.rules.name(item));
      if (item.draft) return this.publishInto(manager, item, await parseInput(this.rules.input, { ...item.draft, version }), user);
      // No draft: an unpublished item goes back on the site as it was; a new one has nothing to show.
      if (!(item instanceof Publishable) || item.publishedAt) return item;
      if ((item as { isNew?: boolean }).isNew) throw badInput("draft", "there is nothing to publish yet: fill in the form and save it first");
      Object.assign(item, { publishedAt: new Date(), updatedBy: user.name });
      return manager.save(item);
    }));
  }

  /** Takes a published item off the site without deleting it; editors keep it. */
  async unpublish(actor: AuthUser | null, where: FindOptionsWhere<E>, label: string, version: number): Promise<E> {
    const user = requireRole(actor, EDITORS);
    return this.committed(this.db.transaction(async (manager) => {
      const item = await this.find(where, label, manager);
      if (!(item instanceof Publishable)) throw badInput("kind", "this page is always on the site: it cannot be unpublished");
      assertCurrentVersion(lastSave(item), version, this.rules.name(item));
      Object.assign(item, { publishedAt: null, updatedBy: user.name });
      return manager.save(item);
    }));
  }

  private async publishInto(manager: EntityManager, item: E, input: I, user: AuthUser): Promise<E> {
    await this.rules.beforePublish?.(manager, item, input);
    Object.assign(item, this.rules.fields(input), this.rules.onPublish ?? {}, {
      draft: null,
      draftSavedAt: null,
      draftSavedBy: null,
      updatedBy: user.name,
      ...(item instanceof Publishable ? { publishedAt: new Date() } : {}),
    });
    return manager.save(item);
  }

  /** Announces a committed publish or unpublish, so every read cache forgets. */
  private async committed(change: Promise<E>): Promise<E> {
    const item = await announced(this.events, change);
    await this.rules.afterChange?.(item);
    return this.withDraft(item);
  }
}
