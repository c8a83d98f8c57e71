import { playAccessibilityIssues } from "@theatre/common/accessibility-check";
import type { DataSource, EntityManager } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { DraftWorkflow, type DraftTools } from "../../core/drafts";
import { assertSlugFree, newSlug } from "../../core/editing";
import { announced } from "../../core/content-changed";
import { EditedKind } from "../../core/edited-kind";
import { ActivityAction } from "../../core/journal";
import type { HistoryService } from "../history/history.service";
import { notFound, ValidationFailed } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { wantedSlug } from "../../core/slug";
import { isUuid } from "../../core/validation";
import type { MediaService } from "../media/media.service";
import { recordVenues, unsavedVenue, type VenueRef, type VenueService } from "../venues/venue.service";
import type { VideoService } from "../videos/video.service";
import { missingPeople, visibleSlugs } from "../people/person.service";
import { onlineWithoutPayments, settleReservedSeating } from "../box-office/sales.inputs";
import { coverErrors, measurePhotos } from "./play-gallery";
import { givePerformancesIds, personIdsOf, playFields, scheduleOf, unknownPeople, unknownVenues, venueIdsNamed, venueIdsOf } from "./play-fields";
import { othersLogos } from "../programme/programme.inputs";
import { PerformanceStatus } from "./performance.types";
import { PlayStatus } from "./play-status.types";
import { Play } from "./play.entity";
import { DisplayedDateInput, PerformanceInput, PlayInput } from "./play.inputs";

/**
 * A performance's id is its own across every play: tickets, calendars and the box office find it by
 * id alone, so an id another play already has (sent by hand through the API) is refused.
 */
async function assertOwnPerformanceIds(manager: EntityManager, playId: string, input: PlayInput): Promise<void> {
  const ids = (input.performances ?? []).map((p) => p.id?.toLowerCase()).filter((id): id is string => Boolean(id));
  if (!ids.length) return;
  const rows = (await manager.query(
    `SELECT DISTINCT perf->>'id' AS id FROM play p CROSS JOIN LATERAL jsonb_array_elements(p.performances) perf WHERE p.id <> $1 AND perf->>'id' = ANY($2::text[])`,
    [playId, ids],
  )) as { id: string }[];
  const taken = new Set(rows.map((r) => r.id));
  const errors = (input.performances ?? []).flatMap((p, i) => (p.id && taken.has(p.id.toLowerCase()) ? [{ path: `performances[${i}].id`, message: "id is another play's performance: leave it out for a new performance" }] : []));
  if (errors.length) throw new ValidationFailed(errors);
}

/** A sponsor's logo is one uploaded for this play, so that it is kept and shown with it (media tidies by play). */
function assertOwnLogos(input: PlayInput, playId: string): void {
  const errors = othersLogos(input, playId);
  if (errors.length) throw new ValidationFailed(errors);
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
    private readonly venues: VenueService,
    private readonly videos: VideoService,
    /**
     * The box office: whether performances may be sold online (Stripe is set up: its orders say),
     * and what it does once a play is published with performances cancelled (their waitlists close).
     */
    boxOffice: { readonly paysOnline: boolean; performancesCancelled(performanceIds: string[]): Promise<void> },
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
      // A draft may name a venue or person deleted since, or online payment since switched off; publishing may not.
      check: async (input, { draft }) =>
        draft ? coverErrors(input) : [
          ...coverErrors(input),
          ...unknownVenues(input, await venues.missing(this.db.manager, venueIdsNamed(input))),
          ...unknownPeople(input, await missingPeople(this.db.manager, personIdsOf(input))),
          ...onlineWithoutPayments(input.performances, boxOffice.paysOnline),
          // Also sets each reserved performance's capacity: its seats.
          ...(await settleReservedSeating(this.db.manager, input.performances)),
        ],
      editorColumns: ["auditionEmailRecipient"],
      beforeDraft: async (manager, play, input) => {
        if (input.slug) await assertSlugFree(manager, Play, input.slug, play.id);
        assertOwnLogos(input, play.id);
        givePerformancesIds(input);
        await measurePhotos(media, play, input);
        // A draft names the venues it can; it makes none (an autosave mid-typing would litter them).
        await recordVenues(manager, input.venues as VenueRef[], { create: false });
      },
      beforePublish: async (manager, play, input) => {
        await assertSlugFree(manager, Play, input.slug, play.id);
        assertOwnLogos(input, play.id);
        if (input.status.includes(PlayStatus.featured)) {
          await manager.query(
            `UPDATE play SET status = array_remove(status, 'featured'), version = version + 1, updated_at = now() WHERE id <> $1 AND 'featured' = ANY (status)`,
            [play.id],
          );
        }
        givePerformancesIds(input);
        await measurePhotos(media, play, input);
        await assertOwnPerformanceIds(manager, play.id, input);
        const made = await recordVenues(manager, input.venues as VenueRef[], { create: true });
        // The revision keeps the schedule as published: performances in full, the lines left.
        const schedule = scheduleOf(input, play);
        input.performances = schedule.performances.map((p) => Object.assign(new PerformanceInput(), p));
        input.dates.displayedText = schedule.lines.map((line) => Object.assign(new DisplayedDateInput(), line));
        const named = [...venueIdsOf(input), ...schedule.performances.map((p) => p.venueId)];
        // Held until the save commits, so none can be deleted meanwhile.
        const missing = await venues.missing(manager, named, { lock: true });
        if (missing.size > 0) throw new ValidationFailed(unknownVenues(input, missing));
        // Held until the save commits, so none can be deleted meanwhile.
        const gone = await missingPeople(manager, personIdsOf(input), { lock: true });
        if (gone.size > 0) throw new ValidationFailed(unknownPeople(input, gone));
        play.venueRecords = [...made, ...(await venues.byIds(manager, named.filter((id) => !made.some((v) => v.id === id))))];
      },
      onPublish: { isNew: false },
      accessibility: (play: Play) => playAccessibilityIssues(play),
      // After every committed publish (by hand or as scheduled) and unpublish: performances published as cancelled close their waitlists.
      afterChange: async (play) => {
        await media.tidy("plays", play.id, play.draft);
        await videos.linksChanged();
        await boxOffice.performancesCancelled((play.performances ?? []).filter((p) => p.status === PerformanceStatus.cancelled).map((p) => p.id));
      },
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
        venueIds: [],
        performances: [],
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
    // A slug no play can have is looked for as "", which none has (the role is checked all the same).
    return this.shown(await this.drafts.editable(actor, { slug: wantedSlug(slug) ?? "" }, `No play at "${slug}"`));
  }

  /** The play with its draft, for a preview link whose token was checked (no account needed). */
  async previewOf(id: string): Promise<Play> {
    return this.shown(await this.drafts.draftOf(byId(id), "Play"));
  }

  /**
   * Saves the whole play as the editor sends it and publishes it: every rule checked first, rich
   * text sanitised, the slug free, the version current; featuring it unfeatures any other play in
   * the same transaction (PRODUCT decision 6). Any draft is done with.
   */
  async update(actor: AuthUser | null, id: string, raw: unknown): Promise<Play> {
    return this.shown(await this.drafts.publish(actor, byId(id), "Play", raw));
  }

  /** Keeps the editor's changes as the play's draft; visitors see no change. */
  async saveDraft(actor: AuthUser | null, id: string, raw: unknown): Promise<Play> {
    return this.shown(await this.videosChanged(this.drafts.saveDraft(actor, byId(id), "Play", raw)));
  }

  /** Publishes the play's draft (or puts an unpublished play back on the site). */
  async publish(actor: AuthUser | null, id: string, version: number): Promise<Play> {
    return this.shown(await this.drafts.publishDraft(actor, byId(id), "Play", version));
  }

  /** Takes the play off the site without deleting it: its page answers 404 to visitors. */
  async unpublish(actor: AuthUser | null, id: string, version: number): Promise<Play> {
    return this.shown(await this.drafts.unpublish(actor, byId(id), "Play", version));
  }

  /** Puts one of the play's revisions back as its draft; nothing goes live until published. */
  async restoreRevision(actor: AuthUser | null, id: string, revisionId: string, version: number): Promise<Play> {
    return this.shown(await this.videosChanged(this.drafts.restoreRevision(actor, byId(id), "Play", id, await this.history.read(actor, revisionId), version)));
  }

  /** Sets or cancels (null) when the play's draft is published and when the play leaves the site. */
  async schedule(actor: AuthUser | null, id: string, times: { publishAt: Date | null; unpublishAt: Date | null }): Promise<Play> {
    return this.shown(await this.drafts.schedule(actor, byId(id), "Play", times));
  }

  /** Publishes and unpublishes the plays whose time has come (the scheduled-changes job). */
  runDue(): Promise<number> {
    return this.drafts.runDue();
  }

  /** Moves the play to Deleted items: it answers 404 at once; its images stay until it is purged. */
  async remove(actor: AuthUser | null, id: string): Promise<Play> {
    return this.shown(await this.drafts.remove(actor, byId(id), "Play"));
  }

  /** Brings the play back from Deleted items, under a new slug if its own was taken meanwhile. */
  async restoreDeleted(actor: AuthUser | null, id: string, slug?: string): Promise<Play> {
    return this.shown(await this.drafts.restoreDeleted(actor, byId(id), "Deleted play", slug, (manager, play, chosen) => assertSlugFree(manager, Play, chosen, play.id)));
  }

  /** A draft's new video links are fetched too, so that its editor sees their thumbnails (by the job, after the save). */
  private async videosChanged(saved: Promise<Play>): Promise<Play> {
    const play = await saved;
    await this.videos.linksChanged();
    return play;
  }

  /**
   * The play with every venue record its venues and performances name. A draft may name venues a
   * published play does not (read here), and venues its form names that are no record yet (shown
   * as the form has them, until publishing makes them records).
   */
  private async shown(play: Play): Promise<Play> {
    await this.linkPeople(play);
    // A draft's links may be others than the published ones the play was read with.
    const videosKnown = new Set((play.videoRecords ?? []).map((v) => v.url));
    const videosWanted = (play.videolinks ?? []).filter((url) => !videosKnown.has(url));
    if (videosWanted.length > 0) play.videoRecords = [...(play.videoRecords ?? []), ...(await this.videos.byUrls(this.db.manager, videosWanted))];
    const known = new Set((play.venueRecords ?? []).map((v) => v.id));
    const wanted = [...(play.venueIds ?? []), ...(play.performances ?? []).map((p) => p.venueId)].filter((id) => id && !known.has(id));
    if (wanted.length === 0) return play;
    const loaded = await this.venues.byIds(this.db.manager, wanted);
    const drafted = ((play.draft?.venues ?? []) as VenueRef[]).filter((ref) => wanted.includes(ref.id) && !loaded.some((v) => v.id === ref.id));
    play.venueRecords = [...(play.venueRecords ?? []), ...loaded, ...drafted.map(unsavedVenue)];
    return play;
  }

  /** A draft's members may link other people than the published ones the play was read with. */
  private async linkPeople(play: Play): Promise<void> {
    const members = [...(play.castlist?.members ?? []), ...(play.productionteam?.members ?? [])];
    const ids = members.flatMap((m) => m.personId ?? []).filter((id) => !play.personSlugs?.[id.toLowerCase()]);
    if (ids.length > 0) play.personSlugs = { ...play.personSlugs, ...(await visibleSlugs(this.db.manager, ids)) };
    play.personSlugs ??= {};
    play.linkPeople();
  }

  /** Deletes for good the plays deleted before a time, or one of them now; answers their ids (Deleted items removes their files and history). */
  purgeDeleted(which: { before: Date } | { id: string }, manager?: EntityManager): Promise<string[]> {
    return this.drafts.purgeDeleted(which, manager);
  }
}
