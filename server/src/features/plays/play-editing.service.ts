import type { DataSource } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { DraftWorkflow, type DraftTools } from "../../core/drafts";
import { assertSlugFree, newSlug } from "../../core/editing";
import { announced } from "../../core/content-changed";
import { EditedKind } from "../../core/edited-kind";
import { ActivityAction } from "../../core/journal";
import type { HistoryService } from "../history/history.service";
import { notFound } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { sanitizeRichText } from "../../core/rich-text";
import { isUuid, withIds } from "../../core/validation";
import type { MediaService } from "../media/media.service";
import { PlayStatus } from "./play-status.types";
import { Play } from "./play.entity";
import { PlayInput } from "./play.inputs";


/** A play's fields as an input sets them (a draft shows them, publishing stores them). */
function playFields(input: PlayInput): Partial<Play> {
  const { version: _version, ...fields } = input;
  return {
    ...fields,
    status: [...new Set(input.status)],
    venues: withIds(input.venues),
    prices: withIds(input.prices),
    images: withIds(input.images),
    reviews: withIds(input.reviews),
    blurb: sanitizeRichText(input.blurb),
    dates: { startdate: input.dates.startdate || null, displayedText: input.dates.displayedText.map((d) => ({ ...d, startdate: d.startdate || null })) },
    productionteam: input.productionteam ?? { title: "", members: [] },
    castlist: input.castlist ?? { title: "", members: [] },
  };
}

/** Plays are found by id; anything but a UUID is no play. */
function byId(id: string): { id: string } {
  if (!isUuid(id)) throw notFound("Play");
  return { id };
}

/** Editors' writes of plays: create a blank one, save it (published or as a draft), unpublish, delete. */
export class PlayEditingService {
  private readonly drafts: DraftWorkflow<Play, PlayInput>;

  private readonly db: DataSource;
  private readonly events: PubSub;

  constructor(
    tools: DraftTools,
    media: MediaService,
    private readonly history: HistoryService,
  ) {
    ({ db: this.db, events: this.events } = tools);
    this.drafts = new DraftWorkflow(tools, {
      entity: Play,
      input: PlayInput,
      kind: EditedKind.play,
      key: (play) => play.id,
      title: (play) => play.title || play.slug,
      name: (play) => `"${play.title || play.slug}"`,
      fields: playFields,
      editorColumns: ["auditionEmailRecipient"],
      beforeDraft: (manager, play, input) => (input.slug ? assertSlugFree(manager, Play, input.slug, play.id) : Promise.resolve()),
      beforePublish: async (manager, play, input) => {
        await assertSlugFree(manager, Play, input.slug, play.id);
        if (input.status.includes(PlayStatus.featured)) {
          await manager.query(
            `UPDATE play SET status = array_remove(status, 'featured'), version = version + 1, updated_at = now() WHERE id <> $1 AND 'featured' = ANY (status)`,
            [play.id],
          );
        }
      },
      onPublish: { isNew: false },
      afterChange: (play) => media.tidy("plays", play.id, play.draft),
    });
  }

  /** A blank play, flagged as new, with a `new-play-…` slug. */
  async create(actor: AuthUser | null): Promise<Play> {
    const user = requireRole(actor, EDITORS);
    return announced(this.events, this.db.transaction(async (manager) => {
      const plays = manager.getRepository(Play);
      const play = await plays.save(plays.create({
        slug: newSlug("play"),
        title: "",
        status: [],
        dates: { startdate: null, displayedText: [] },
        productionteam: { title: "", members: [] },
        castlist: { title: "", members: [] },
        isNew: true,
        updatedBy: user.name,
      }));
      await this.history.activity(manager, { item: { kind: EditedKind.play, id: play.id, title: play.slug }, actorId: user.id, action: ActivityAction.created });
      return play;
    }));
  }

  /** The play as its editor sees it: its draft, if any, over what is published. */
  async editable(actor: AuthUser | null, slug: string): Promise<Play> {
    return this.drafts.editable(actor, { slug: slug.toLowerCase() }, `No play at "${slug}"`);
  }

  /** The play with its draft, for a preview link whose token was checked (no account needed). */
  async previewOf(id: string): Promise<Play> {
    return this.drafts.draftOf(byId(id), "Play");
  }

  /**
   * Saves the whole play as the editor sends it and publishes it: every rule checked first, rich
   * text sanitised, the slug free, the version current; featuring it unfeatures any other play in
   * the same transaction (PRODUCT decision 6). Any draft is done with.
   */
  async update(actor: AuthUser | null, id: string, raw: unknown): Promise<Play> {
    return this.drafts.publish(actor, byId(id), "Play", raw);
  }

  /** Keeps the editor's changes as the play's draft; visitors see no change. */
  async saveDraft(actor: AuthUser | null, id: string, raw: unknown): Promise<Play> {
    return this.drafts.saveDraft(actor, byId(id), "Play", raw);
  }

  /** Publishes the play's draft (or puts an unpublished play back on the site). */
  async publish(actor: AuthUser | null, id: string, version: number): Promise<Play> {
    return this.drafts.publishDraft(actor, byId(id), "Play", version);
  }

  /** Takes the play off the site without deleting it: its page answers 404 to visitors. */
  async unpublish(actor: AuthUser | null, id: string, version: number): Promise<Play> {
    return this.drafts.unpublish(actor, byId(id), "Play", version);
  }

  /** Puts one of the play's revisions back as its draft; nothing goes live until published. */
  async restoreRevision(actor: AuthUser | null, id: string, revisionId: string, version: number): Promise<Play> {
    return this.drafts.restoreRevision(actor, byId(id), "Play", id, await this.history.read(actor, revisionId), version);
  }

  /** Sets or cancels (null) when the play's draft is published and when the play leaves the site. */
  async schedule(actor: AuthUser | null, id: string, times: { publishAt: Date | null; unpublishAt: Date | null }): Promise<Play> {
    return this.drafts.schedule(actor, byId(id), "Play", times);
  }

  /** Publishes and unpublishes the plays whose time has come (the scheduled-changes job). */
  runDue(): Promise<number> {
    return this.drafts.runDue();
  }

  /** Moves the play to Deleted items: it answers 404 at once; its images stay until it is purged. */
  async remove(actor: AuthUser | null, id: string): Promise<Play> {
    return this.drafts.remove(actor, byId(id), "Play");
  }

  /** Brings the play back from Deleted items, under a new slug if its own was taken meanwhile. */
  async restoreDeleted(actor: AuthUser | null, id: string, slug?: string): Promise<Play> {
    return this.drafts.restoreDeleted(actor, byId(id), "Deleted play", slug, (manager, play, chosen) => assertSlugFree(manager, Play, chosen, play.id));
  }

  /** Deletes for good the plays deleted before `cutoff`; answers their ids (Deleted items removes their files and history). */
  purgeDeleted(cutoff: Date): Promise<string[]> {
    return this.drafts.purgeDeleted(cutoff);
  }
}
