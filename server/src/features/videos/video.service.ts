import type { DataSource, EntityManager } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { announced } from "../../core/content-changed";
import { AppError, badInput } from "../../core/errors";
import { OutboundError, originOf } from "../../core/http/outbound";
import { imageKey } from "../../core/images/image-keys";
import { VARIANT_WIDTHS } from "../../core/images/image-processing";
import { removeImage, storeImageWithSize, type StoredImageWithSize } from "../../core/images/image-store";
import type { Jobs } from "../../core/jobs";
import type { Logger } from "../../core/logger";
import type { PubSub } from "../../core/pubsub";
import type { Storage } from "../../core/storage";
import { VideoRecord, videoFromRow } from "./video.entity";
import { videoLink } from "./video-links";
import { fetchOembed, fetchThumbnail, type VideoSources } from "./video-oembed";
import { VideoThumbnailStatus } from "./video-thumbnail-status.types";
import { videoOf, type Video } from "./video.types";

/** The job that records new video links and fetches their thumbnails (core/jobs.ts). */
export const VIDEO_THUMBNAILS = "video-thumbnails";
/** The waits after each failed fetch, in minutes; after the last, the server stops trying. */
export const RETRY_DELAYS_MINUTES = [5, 30, 120, 720, 1440] as const;
/** A claimed fetch not finished by then (its instance stopped) is due again. */
const LEASE_MINUTES = 10;
const CLAIM_BATCH = 10;
const MAX_PER_RUN = 100;
const URL_MAX = 2000;

const minutesAfter = (when: Date, minutes: number) => new Date(when.getTime() + minutes * 60_000);
/** The number in a stored thumbnail's name (uploaded3.jpg → 3), -1 for none. */
const numberIn = (image: string, key: string) => Number(new RegExp(`/${key}(\\d+)\\.jpg$`).exec(image)?.[1] ?? -1);
/** Storage key of a stored image URL (/images/K → K). */
const keyOf = (url: string) => url.replace(/^\/images\//, "");

/**
 * Video links' thumbnails and titles, kept on our side so that no visitor's browser asks a video
 * site for anything until they follow a link. Plays only say that their links changed: fetching
 * happens in the video-thumbnails job (never during a save), each video claimed by one instance
 * (a row lease); failures wait longer each time, then stop, and an editor may upload one instead.
 */
export class VideoService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: Storage,
    private readonly events: PubSub,
    private readonly jobs: Jobs,
    private readonly sources: VideoSources,
    /** Every video link that plays hold, published or in a draft: the plays say (videos know nothing of plays). */
    private readonly linksInUse: (manager: EntityManager) => Promise<string[]>,
    private readonly clock: () => Date,
    private readonly logger?: Logger,
  ) {}

  /** After a save that may add links: the job looks for them now (and also every few minutes). */
  linksChanged(): Promise<void> {
    return this.jobs.at(VIDEO_THUMBNAILS, this.clock());
  }

  /** The records of these links (one statement). */
  byUrls(manager: EntityManager, urls: string[]): Promise<VideoRecord[]> {
    return urls.length === 0 ? Promise.resolve([]) : manager.getRepository(VideoRecord).createQueryBuilder("video").where("video.url = ANY(:urls)", { urls }).getMany();
  }

  /**
   * The job: records the links plays hold that have no record yet, then fetches those due, a few
   * claimed at a time. Safe on several instances at once: a claimed video is leased to one.
   */
  async fetchDue(): Promise<{ fetched: number; failed: number }> {
    await this.recordNewLinks();
    let fetched = 0;
    let failed = 0;
    while (fetched + failed < MAX_PER_RUN) {
      const claimed = await this.claim();
      if (claimed.length === 0) break;
      for (const video of claimed) {
        if (await this.attempt(video)) fetched++;
        else failed++;
      }
    }
    // Pages that showed a placeholder now show the thumbnail: cached answers go.
    if (fetched > 0) this.events.publish("CONTENT_CHANGED");
    return { fetched, failed };
  }

  private async recordNewLinks(): Promise<void> {
    const links = [...new Set(await this.linksInUse(this.db.manager))].filter((url) => url.length <= URL_MAX);
    if (links.length === 0) return;
    const known = new Set((await this.byUrls(this.db.manager, links)).map((video) => video.url));
    const now = this.clock();
    const rows = links.filter((url) => !known.has(url)).map((url) => {
      const link = videoLink(url);
      return { url, provider: link?.provider ?? null, status: link ? VideoThumbnailStatus.pending : VideoThumbnailStatus.unsupported, nextAttemptAt: link ? now : null };
    });
    if (rows.length > 0) await this.db.createQueryBuilder().insert().into(VideoRecord).values(rows).orIgnore().execute();
  }

  /** Leases a few due videos to this run: their attempt is counted and they are not due again until the lease ends. */
  private async claim(): Promise<VideoRecord[]> {
    const now = this.clock();
    const rows: Record<string, unknown>[] = await this.db.query(
      `WITH claimed AS (
         UPDATE video SET attempts = attempts + 1, next_attempt_at = $2, updated_at = now()
          WHERE id IN (SELECT id FROM video WHERE next_attempt_at <= $1 AND status IN ('pending', 'failed')
                        ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
          RETURNING *)
       SELECT * FROM claimed`,
      [now, minutesAfter(now, LEASE_MINUTES), CLAIM_BATCH],
    );
    return rows.map(videoFromRow);
  }

  /** One fetch of a claimed video: oEmbed for the title and thumbnail address, then the image. Answers whether it got one. */
  private async attempt(video: VideoRecord): Promise<boolean> {
    let title = video.title;
    let stored: StoredImageWithSize | undefined;
    try {
      const link = videoLink(video.url);
      if (!link) throw new OutboundError("not a YouTube or Vimeo link", false);
      const answer = await fetchOembed(link, this.sources).catch(step("oEmbed"));
      title = answer.title ?? title;
      if (!answer.thumbnailUrl) throw new OutboundError("oEmbed gave no thumbnail", false);
      const bytes = await fetchThumbnail(answer.thumbnailUrl, this.sources).catch(step("thumbnail"));
      // Each claim has its own attempt number, so no two fetches write the same file.
      stored = await storeImageWithSize(this.storage, imageKey("videos", video.id, "fetched", video.attempts), bytes).catch((error: unknown) => {
        throw error instanceof AppError ? new OutboundError(`thumbnail: ${error.message}`, false) : error;
      });
      const [, changed] = (await this.db.query(
        `UPDATE video SET status = 'fetched', title = $2, image = $3, image_width = $4, image_height = $5, last_error = NULL, next_attempt_at = NULL, updated_at = now()
          WHERE id = $1 AND status <> 'uploaded'`,
        [video.id, title, stored.url, stored.width, stored.height],
      )) as [unknown, number];
      // An editor's upload meanwhile wins; whichever image is not shown goes.
      await this.removeStored(changed ? video.image : stored.url);
      return true;
    } catch (error) {
      if (stored) await this.removeStored(stored.url);
      const retry = error instanceof OutboundError ? error.retry : true;
      if (!(error instanceof OutboundError)) this.logger?.warn({ err: error, url: video.url }, "video thumbnail fetch failed unexpectedly");
      const delay = RETRY_DELAYS_MINUTES[video.attempts - 1];
      await this.db.query(
        `UPDATE video SET status = 'failed', title = $2, last_error = $3, next_attempt_at = $4, updated_at = now() WHERE id = $1 AND status <> 'uploaded'`,
        [video.id, title, error instanceof OutboundError ? error.message : "unexpected error (see the server log)", retry && delay !== undefined ? minutesAfter(this.clock(), delay) : null],
      );
      return false;
    }
  }

  /**
   * An editor's thumbnail for a video link (any site), shown instead of a fetched one; the server
   * stops fetching it. The link need not be saved in a play yet.
   */
  async uploadThumbnail(actor: AuthUser | null, url: unknown, file: { buffer: Buffer }): Promise<Video> {
    requireRole(actor, EDITORS);
    const link = typeof url === "string" ? url.trim() : "";
    if (!originOf(link) || link.length > URL_MAX) throw badInput("url", "url must be the video page's web address (http:// or https://)");
    const provider = videoLink(link)?.provider ?? null;
    const { video, previous } = await announced(this.events, this.db.transaction(async (manager) => {
      await manager.createQueryBuilder().insert().into(VideoRecord)
        .values({ url: link, provider, status: provider ? VideoThumbnailStatus.pending : VideoThumbnailStatus.unsupported })
        .orIgnore().execute();
      // Locked until stored, so two uploads at once take different numbers.
      const row = await manager.getRepository(VideoRecord).createQueryBuilder("video").where("video.url = :url", { url: link }).setLock("pessimistic_write").getOneOrFail();
      const stored = await storeImageWithSize(this.storage, imageKey("videos", row.id, "uploaded", numberIn(row.image, "uploaded") + 1), file.buffer);
      const previous = row.image;
      Object.assign(row, { status: VideoThumbnailStatus.uploaded, image: stored.url, imageWidth: stored.width, imageHeight: stored.height, lastError: null, nextAttemptAt: null });
      return { video: await manager.save(row), previous };
    }));
    await this.removeStored(previous);
    return videoOf(link, video);
  }

  private async removeStored(url: string | undefined): Promise<void> {
    if (url) await removeImage(this.storage, keyOf(url), VARIANT_WIDTHS).catch((error: unknown) => this.logger?.warn({ err: error, url }, "could not remove a replaced video thumbnail"));
  }
}

/** Names the step an outbound failure happened in ("oEmbed: answered 404"). */
const step = (name: string) => (error: unknown): never => {
  throw error instanceof OutboundError ? new OutboundError(`${name}: ${error.message}`, error.retry) : error;
};
