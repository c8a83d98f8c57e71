import type { DataSource } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { assertCurrentVersion, assertSlugFree, newSlug } from "../../core/editing";
import { announced } from "../../core/content-changed";
import { notFound } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { sanitizeRichText } from "../../core/rich-text";
import { isUuid, parseInput, withIds } from "../../core/validation";
import type { MediaService } from "../media/media.service";
import { PlayStatus } from "./play-status.types";
import { Play } from "./play.entity";
import { PlayInput } from "./play.inputs";


/** Editors' writes of plays: create a blank one, save a whole one, delete one. */
export class PlayEditingService {
  constructor(
    private readonly db: DataSource,
    private readonly media: MediaService,
    private readonly events: PubSub,
  ) {}

  /** A blank play, flagged as new, with a `new-play-…` slug. */
  async create(actor: AuthUser | null): Promise<Play> {
    const user = requireRole(actor, EDITORS);
    const plays = this.db.getRepository(Play);
    return announced(this.events, plays.save(
      plays.create({
        slug: newSlug("play"),
        title: "",
        status: [],
        dates: { startdate: null, displayedText: [] },
        productionteam: { title: "", members: [] },
        castlist: { title: "", members: [] },
        isNew: true,
        updatedBy: user.name,
      }),
    ));
  }

  /**
   * Saves the whole play as the editor sends it: every rule checked first, rich text sanitised,
   * the slug free, the version current; featuring it unfeatures any other play in the same
   * transaction (PRODUCT decision 6).
   */
  async update(actor: AuthUser | null, id: string, raw: unknown): Promise<Play> {
    const user = requireRole(actor, EDITORS);
    const input = await parseInput(PlayInput, raw);
    return announced(this.events, this.db.transaction(async (manager) => {
      const plays = manager.getRepository(Play);
      const play = isUuid(id) ? await plays.findOne({ where: { id }, lock: { mode: "pessimistic_write" } }) : null;
      if (!play) throw notFound("Play");
      assertCurrentVersion(play, input.version, `"${play.title || play.slug}"`);
      await assertSlugFree(manager, Play, input.slug, play.id);

      const status = [...new Set(input.status)];
      if (status.includes(PlayStatus.featured)) {
        await manager.query(
          `UPDATE play SET status = array_remove(status, 'featured'), version = version + 1, updated_at = now() WHERE id <> $1 AND 'featured' = ANY (status)`,
          [play.id],
        );
      }
      const { version: _version, ...fields } = input;
      Object.assign(play, fields, {
        status,
        venues: withIds(input.venues),
        prices: withIds(input.prices),
        images: withIds(input.images),
        reviews: withIds(input.reviews),
        blurb: sanitizeRichText(input.blurb),
        dates: { startdate: input.dates.startdate || null, displayedText: input.dates.displayedText.map((d) => ({ ...d, startdate: d.startdate || null })) },
        productionteam: input.productionteam ?? { title: "", members: [] },
        castlist: input.castlist ?? { title: "", members: [] },
        isNew: false,
        updatedBy: user.name,
      });
      return plays.save(play);
    }));
  }

  /** Deletes a play and its images; it answers 404 afterwards. */
  async remove(actor: AuthUser | null, id: string): Promise<Play> {
    requireRole(actor, EDITORS);
    const plays = this.db.getRepository(Play);
    const play = isUuid(id) ? await plays.findOneBy({ id }) : null;
    if (!play) throw notFound("Play");
    await plays.delete({ id: play.id });
    // Announced once the row is gone, before the files: a failure there cannot leave the play cached.
    this.events.publish("CONTENT_CHANGED");
    await this.media.removeAll("plays", play.id);
    return play;
  }
}
