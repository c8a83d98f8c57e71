/** The video sites whose thumbnails and titles the server fetches (by oEmbed). */
export type VideoProvider = "youtube" | "vimeo";

export interface VideoLink {
  provider: VideoProvider;
  /** The video's id on its site. */
  id: string;
  /** The video page's address in the form its site's oEmbed takes. */
  canonical: string;
}

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The site's name as visitors know it: YouTube, Vimeo, else the host name (www. left off). */
export function siteOf(url: string): string {
  let host: string;
  try {
    host = new URL(url.trim()).hostname.toLowerCase();
  } catch {
    return "Video";
  }
  if (host === "youtu.be" || YOUTUBE_HOSTS.has(host)) return "YouTube";
  if (VIMEO_HOSTS.has(host)) return "Vimeo";
  return host.replace(/^www\./, "") || "Video";
}

/**
 * A YouTube (watch, shorts, embed, live, youtu.be) or Vimeo link's video; null for any other
 * address, whose thumbnail an editor may upload.
 */
export function videoLink(url: string): VideoLink | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  const parts = parsed.pathname.split("/").filter(Boolean);
  let youtube: string | null | undefined;
  if (host === "youtu.be") youtube = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) youtube = parts[0] === "watch" ? parsed.searchParams.get("v") : ["shorts", "embed", "live", "v"].includes(parts[0]) ? parts[1] : null;
  if (youtube && YOUTUBE_ID.test(youtube)) return { provider: "youtube", id: youtube, canonical: `https://www.youtube.com/watch?v=${youtube}` };
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123, player.vimeo.com/video/123
    const id = parts.find((part) => /^\d{3,12}$/.test(part));
    if (id) return { provider: "vimeo", id, canonical: `https://vimeo.com/${id}` };
  }
  return null;
}
