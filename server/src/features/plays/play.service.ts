import type { DataSource, EntityManager, SelectQueryBuilder } from "typeorm";
import { isEditor, type AuthUser } from "../../core/auth";
import { notFound } from "../../core/errors";
import { toPage, type Page } from "../../core/pagination";
import { wantedSlug } from "../../core/slug";
import { parseInput } from "../../core/validation";
import { matchesFilter, performancesOf, type PerformanceFilter } from "./performance.service";
import { PlayStatus } from "./play-status.types";
import { Play } from "./play.entity";
import { WhatsOnFilterInput } from "./play.inputs";
import type { ReviewResponse } from "./play.types";

/** Previous productions per page (PRODUCT decision 7). */
export const PREVIOUS_PER_PAGE = 10;
/** Most plays one status list returns (featured, homepage, auditions, what's on). */
export const STATUS_LIST_CAP = 100;
/** Most plays one page of the plays list returns. */
export const PLAYS_PER_PAGE_MAX = 500;

export interface WhatsOn {
  currentPlays: Play[];
  upcomingPlays: Play[];
}

/** Public reads of plays. Every list is one or two SQL statements, whatever its length. */
/** Plays in the site's calendar at most: far more than a society has on at once. */
const CALENDAR_PLAYS_MAX = 200;

export class PlayService {
  constructor(private readonly db: DataSource) {}

  /** Published plays; editors (with `viewer`) also get those not on the site. */
  private plays(viewer?: AuthUser | null): SelectQueryBuilder<Play> {
    const query = this.db.getRepository(Play).createQueryBuilder("play");
    return isEditor(viewer) ? query.where("TRUE") : query.where("play.published_at IS NOT NULL");
  }

  private withStatus(status: PlayStatus): SelectQueryBuilder<Play> {
    return this.plays().andWhere(":status = ANY(play.status)", { status });
  }

  private static soonestFirst(query: SelectQueryBuilder<Play>): SelectQueryBuilder<Play> {
    return query.orderBy("play.startDate", "ASC", "NULLS LAST").addOrderBy("play.title", "ASC").addOrderBy("play.id", "ASC");
  }

  private static newestFirst(query: SelectQueryBuilder<Play>): SelectQueryBuilder<Play> {
    return query.orderBy("play.startDate", "DESC", "NULLS LAST").addOrderBy("play.title", "ASC").addOrderBy("play.id", "ASC");
  }

  /** The featured play, if one is set (there is at most one). */
  async featured(): Promise<Play | null> {
    return this.withStatus(PlayStatus.featured).getOne();
  }

  /** Upcoming plays chosen for the home page, soonest first. */
  homepage(): Promise<Play[]> {
    return PlayService.soonestFirst(this.withStatus(PlayStatus.homepage)).limit(STATUS_LIST_CAP).getMany();
  }

  /** Plays open to auditions, soonest first. */
  openToAuditions(): Promise<Play[]> {
    return PlayService.soonestFirst(this.withStatus(PlayStatus.audition)).limit(STATUS_LIST_CAP).getMany();
  }

  /**
   * Current plays, then upcoming ones, each soonest first (one statement). Narrowed by `filter`
   * (access: a feature or 'any'; venue: a slug; checked as input), only plays with an upcoming
   * performance that matches remain, showing only such performances.
   */
  async whatsOn(filter: unknown = {}, now = new Date()): Promise<WhatsOn> {
    const { access, venue } = await parseInput(WhatsOnFilterInput, filter);
    const narrowed: PerformanceFilter = { ...(access ? { access } : {}), ...(venue ? { venue } : {}) };
    let plays = await PlayService.soonestFirst(this.plays().andWhere("play.status && :statuses", { statuses: [PlayStatus.current, PlayStatus.upcoming] }))
      .limit(STATUS_LIST_CAP * 2)
      .getMany();
    if (access || venue) {
      const kept = new Map(plays.map((play) => [play, new Set(performancesOf(play).filter((p) => matchesFilter(p, narrowed, now)).map((p) => p.id))]));
      plays = plays.filter((play) => kept.get(play)!.size > 0);
      for (const play of plays) play.performances = play.performances.filter((p) => kept.get(play)!.has(p.id));
    }
    return {
      currentPlays: plays.filter((p) => p.status.includes(PlayStatus.current)).slice(0, STATUS_LIST_CAP),
      upcomingPlays: plays.filter((p) => p.status.includes(PlayStatus.upcoming)).slice(0, STATUS_LIST_CAP),
    };
  }

  /**
   * Published plays with a performance still to come (or ended within the day), for the site's
   * calendar, which keeps exactly those to come: filtered in SQL, so past productions are not
   * loaded, and capped.
   */
  withPerformances(now: Date): Promise<Play[]> {
    return this.plays()
      .andWhere(
        `EXISTS (SELECT 1 FROM jsonb_array_elements(play.performances) AS p
           WHERE COALESCE(p->>'postponedTo', p->>'startsAt')::timestamptz >= :since)`,
        { since: new Date(now.getTime() - 24 * 60 * 60 * 1000) },
      )
      .orderBy("play.startDate", "ASC")
      .addOrderBy("play.id", "ASC")
      .limit(CALENDAR_PLAYS_MAX)
      .getMany();
  }

  /**
   * The plays that hold a venue: as their venues, in a performance, or in a draft; deleted ones
   * too, as they may come back. Answers their titles, for the refusal to delete the venue.
   */
  static async usingVenue(manager: EntityManager, venueId: string): Promise<string[]> {
    const rows: { title: string }[] = await manager.query(
      `SELECT COALESCE(NULLIF(title, ''), NULLIF(draft->>'title', ''), slug) AS title FROM play
        WHERE $1 = ANY (venue_ids)
           OR performances @> jsonb_build_array(jsonb_build_object('venueId', $1::text))
           OR COALESCE(draft->'venueIds', '[]') ? $1::text
           OR COALESCE(draft->'venues', '[]') @> jsonb_build_array(jsonb_build_object('id', $1::text))
           OR COALESCE(draft->'performances', '[]') @> jsonb_build_array(jsonb_build_object('venueId', $1::text))
        ORDER BY title`,
      [venueId],
    );
    return rows.map((row) => `"${row.title}"`);
  }

  /** Every video link plays hold, published or in a draft (deleted plays aside), for the video thumbnails job. */
  static async videoLinksInUse(manager: EntityManager): Promise<string[]> {
    const rows: { link: string }[] = await manager.query(
      `SELECT DISTINCT link FROM (
         SELECT unnest(videolinks) AS link FROM play WHERE deleted_at IS NULL
         UNION ALL
         SELECT jsonb_array_elements_text(draft->'videolinks') FROM play WHERE deleted_at IS NULL AND jsonb_typeof(draft->'videolinks') = 'array'
       ) links WHERE link <> ''`,
    );
    return rows.map((row) => row.link);
  }

  /** Previous productions, newest first, a page at a time. */
  async previousProductions(page: number): Promise<Page<Play>> {
    const [items, total] = await PlayService.newestFirst(this.withStatus(PlayStatus.previousproduction))
      .offset((page - 1) * PREVIOUS_PER_PAGE)
      .limit(PREVIOUS_PER_PAGE)
      .getManyAndCount();
    return toPage(items, total, page, PREVIOUS_PER_PAGE);
  }

  /** Every play, newest first, a page at a time; editors also get those not on the site. */
  async list(page: number, perPage: number, viewer?: AuthUser | null): Promise<Page<Play>> {
    const [items, total] = await PlayService.newestFirst(this.plays(viewer))
      .offset((page - 1) * perPage)
      .limit(perPage)
      .getManyAndCount();
    return toPage(items, total, page, perPage);
  }

  /** One published play; editors also get one not on the site, and its private audition recipient. */
  async bySlug(slug: string, viewer?: AuthUser | null): Promise<Play> {
    const wanted = wantedSlug(slug);
    const query = this.plays(viewer).andWhere("play.slug = :slug", { slug: wanted });
    if (isEditor(viewer)) query.addSelect("play.auditionEmailRecipient");
    const play = wanted ? await query.getOne() : null;
    if (!play) throw notFound(`No play at "${slug}"`);
    return play;
  }

  /** One review of a play by its position (from 0), with the play's slug and title. */
  async review(slug: string, index: number): Promise<ReviewResponse> {
    const play = await this.bySlug(slug);
    const review = play.reviews[index];
    if (!review) throw notFound(`"${play.title}" has no review number ${index}`);
    return { reviewer: review.reviewer, text: review.text, playslug: play.slug, playtitle: play.title };
  }
}
