import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../core/db/bookkeeping";
import type { VideoProvider } from "./video-links";
import { VideoThumbnailStatus } from "./video-thumbnail-status.types";

/**
 * What the site keeps about one video link (any play may hold it): a copy of its thumbnail on our
 * side, so that no visitor's browser asks the video's site for anything until they follow the
 * link, its title, and how fetching them went. GraphQL shows it as `Video` (video.types.ts).
 */
@Entity("video")
export class VideoRecord extends Timestamped {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** The link exactly as plays hold it. */
  @Column({ type: "text", unique: true })
  url: string;

  /** youtube, vimeo, or null for a site the server does not fetch from. */
  @Column({ type: "text", nullable: true })
  provider: VideoProvider | null;

  /** As the video's site gives it (oEmbed); null when not known. */
  @Column({ type: "text", nullable: true })
  title: string | null;

  /** Path of the stored JPEG under /images (`videos/{id}/thumbnail{n}.jpg`), or empty. */
  @Column({ type: "text", default: "" })
  image: string;

  @Column({ name: "image_width", type: "integer", nullable: true })
  imageWidth: number | null;

  @Column({ name: "image_height", type: "integer", nullable: true })
  imageHeight: number | null;

  @Column({ type: "text", default: VideoThumbnailStatus.pending })
  status: VideoThumbnailStatus;

  /** Fetches begun, successful or not. */
  @Column({ type: "integer", default: 0 })
  attempts: number;

  @Column({ name: "last_error", type: "text", nullable: true })
  lastError: string | null;

  /** When the fetch job should (next) try it; null when it should not. */
  @Column({ name: "next_attempt_at", type: "timestamptz", nullable: true })
  nextAttemptAt: Date | null;
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());

/** A video row as PostgreSQL's to_jsonb gives it (snake_case columns, timestamps as text) as an entity. */
export function videoFromRow(row: Record<string, unknown>): VideoRecord {
  const video = Object.assign(new VideoRecord(), Object.fromEntries(Object.entries(row).map(([key, value]) => [camelCase(key), value])));
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  video.createdAt = date(row.created_at)!;
  video.updatedAt = date(row.updated_at)!;
  video.nextAttemptAt = date(row.next_attempt_at);
  return video;
}
