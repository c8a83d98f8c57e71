import { fetchGuarded, OutboundError, originOf } from "../../core/http/outbound";
import type { VideoLink } from "./video-links";

/** Where the server asks about videos: the video sites' oEmbed endpoints and their image hosts (config.ts). */
export interface VideoSources {
  youtubeOembed: string;
  vimeoOembed: string;
  /** Origins thumbnails may be fetched from, e.g. https://i.ytimg.com. */
  thumbnailOrigins: string[];
  /** For each request, whole; 5 s unless set. */
  timeoutMs?: number;
}

const OEMBED_MAX_BYTES = 64 * 1024;
/** A video site's thumbnail is a few hundred KB at most; far more is not a thumbnail. */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
const TITLE_MAX = 300;

export interface OembedAnswer {
  title: string | null;
  thumbnailUrl: string | null;
}

/** Asks the video's site (oEmbed, JSON) for its title and thumbnail's address. */
export async function fetchOembed(link: VideoLink, sources: VideoSources): Promise<OembedAnswer> {
  const endpoint = link.provider === "youtube" ? sources.youtubeOembed : sources.vimeoOembed;
  const url = new URL(endpoint);
  url.searchParams.set("url", link.canonical);
  url.searchParams.set("format", "json");
  const { body } = await fetchGuarded(url.toString(), {
    allowedOrigins: [originOf(endpoint) ?? ""],
    contentType: /^(application|text)\/(json|javascript)$/,
    maxBytes: OEMBED_MAX_BYTES,
    timeoutMs: sources.timeoutMs ?? 5000,
  });
  let answer: { title?: unknown; thumbnail_url?: unknown };
  try {
    answer = JSON.parse(body.toString("utf8")) as typeof answer;
  } catch {
    throw new OutboundError("answered something that is not oEmbed JSON", false);
  }
  const title = typeof answer?.title === "string" ? answer.title.trim().slice(0, TITLE_MAX) : "";
  return { title: title || null, thumbnailUrl: typeof answer?.thumbnail_url === "string" ? answer.thumbnail_url : null };
}

/** Fetches a thumbnail, from an allowed image host only. */
export async function fetchThumbnail(url: string, sources: VideoSources): Promise<Buffer> {
  const { body } = await fetchGuarded(url, { allowedOrigins: sources.thumbnailOrigins, contentType: /^image\//, maxBytes: THUMBNAIL_MAX_BYTES, timeoutMs: sources.timeoutMs ?? 5000 });
  return body;
}
