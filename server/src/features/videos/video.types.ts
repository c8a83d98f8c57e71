import { Authorized, Field, Int, ObjectType } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { VideoRecord } from "./video.entity";
import { siteOf, videoLink } from "./video-links";
import { VideoThumbnailStatus } from "./video-thumbnail-status.types";

@ObjectType({ description: "A copy of a video's thumbnail stored and served by this site (never the video site's own address)" })
export class VideoThumbnail {
  @Field({ description: "Where the JPEG is served: /images/videos/…" })
  url: string;

  @Field(() => Int, { description: "Width in pixels" })
  width: number;

  @Field(() => Int, { description: "Height in pixels" })
  height: number;

  // Its smaller copies (`sizes`) are a field of the media feature's, which signs them for editors.
}

@ObjectType({ description: "A video a play links to: its page on the video's site, with a thumbnail kept here" })
export class Video {
  @Field({ description: "The video's page (as the play's videolinks give it); pages link there and load nothing from it" })
  url: string;

  @Field(() => String, { nullable: true, description: "The video's title as its site gives it; null when not known" })
  title: string | null;

  @Field({ description: "Where the video is: 'YouTube', 'Vimeo', else the host name" })
  site: string;

  @Field(() => VideoThumbnail, { nullable: true, description: "Its thumbnail, stored here; null: show a placeholder with the title" })
  thumbnail: VideoThumbnail | null;

  @Field(() => VideoThumbnailStatus, { description: "Whether the thumbnail was fetched, uploaded, or is still to come" })
  thumbnailStatus: VideoThumbnailStatus;

  @Authorized(EDITORS)
  @Field(() => String, { nullable: true, description: "Why the last fetch failed (editors only)" })
  lastError?: string | null;

  @Authorized(EDITORS)
  @Field(() => Date, { nullable: true, description: "When the server tries fetching again; null when it will not (editors only)" })
  nextAttemptAt?: Date | null;
}

/** A video link as GraphQL shows it, from its record if it has one (a link just saved has none yet). */
export function videoOf(url: string, record?: VideoRecord): Video {
  const image = record?.image && record.imageWidth && record.imageHeight ? record : null;
  return {
    url,
    title: record?.title ?? null,
    site: siteOf(url),
    thumbnail: image ? { url: image.image, width: image.imageWidth!, height: image.imageHeight! } : null,
    thumbnailStatus: record?.status ?? (videoLink(url) ? VideoThumbnailStatus.pending : VideoThumbnailStatus.unsupported),
    lastError: record?.lastError ?? null,
    nextAttemptAt: record?.nextAttemptAt ?? null,
  };
}

/** A play's video links in order, each with what is known of it. */
export function videosOf(links: string[], records: VideoRecord[] = []): Video[] {
  const byUrl = new Map(records.map((record) => [record.url, record]));
  return links.map((url) => videoOf(url, byUrl.get(url)));
}
