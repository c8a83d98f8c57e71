import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** A video the stand-in knows: its oEmbed title, and where its thumbnail is (a path here, or any URL). */
export interface StandInVideo {
  title: string;
  thumbnail?: string;
}

export interface VideoSite {
  /** http://127.0.0.1:{port} */
  url: string;
  /** Videos by id (YouTube's or Vimeo's); an unknown id's oEmbed answers 404. */
  videos: Map<string, StandInVideo>;
  /** More paths and how to answer them (redirects, slow or odd answers). */
  routes: Map<string, http.RequestListener>;
  /** Every path asked for, in order. */
  requests: string[];
  /** The settings that point the server here (services' videoSources; the env names of config.ts). */
  sources: { youtubeOembed: string; vimeoOembed: string; thumbnailOrigins: string[] };
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A small JPEG, as YouTube's hqdefault thumbnails are (480 × 360). */
export const standInThumbnail = () => sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 200, g: 30, b: 30 } } }).jpeg().toBuffer();

/**
 * A real HTTP server standing in for YouTube and Vimeo (this machine has no internet): their oEmbed
 * endpoints (`/oembed`, `/api/oembed.json`) and an image host (`/vi/{id}/hqdefault.jpg`).
 */
export async function startVideoSite(): Promise<VideoSite> {
  const videos = new Map<string, StandInVideo>();
  const routes = new Map<string, http.RequestListener>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const address = new URL(req.url ?? "/", "http://stand-in");
    requests.push(address.pathname + address.search);
    const route = routes.get(address.pathname);
    if (route) return void route(req, res);
    if (address.pathname === "/oembed" || address.pathname === "/api/oembed.json") {
      const link = new URL(address.searchParams.get("url") ?? "http://none");
      const id = link.searchParams.get("v") ?? link.pathname.split("/").filter(Boolean).pop() ?? "";
      const video = videos.get(id);
      if (!video) return void res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
      const thumbnail = video.thumbnail ?? `/vi/${id}/hqdefault.jpg`;
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(JSON.stringify({ type: "video", version: "1.0", title: video.title, thumbnail_url: thumbnail.startsWith("/") ? `${site.url}${thumbnail}` : thumbnail, thumbnail_width: 480, thumbnail_height: 360 }));
    }
    if (/^\/vi\/[^/]+\/hqdefault\.jpg$/.test(address.pathname)) {
      void standInThumbnail().then((jpeg) => res.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length }).end(jpeg));
      return;
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sources = { youtubeOembed: `${url}/oembed`, vimeoOembed: `${url}/api/oembed.json`, thumbnailOrigins: [url] };
  const site: VideoSite = {
    url,
    videos,
    routes,
    requests,
    sources,
    env: { VIDEO_YOUTUBE_OEMBED_URL: sources.youtubeOembed, VIDEO_VIMEO_OEMBED_URL: sources.vimeoOembed, VIDEO_THUMBNAIL_ORIGINS: url },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  return site;
}
