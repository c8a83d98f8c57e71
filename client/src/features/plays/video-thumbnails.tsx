import { ResponsiveImage } from "../../components/ui/responsive-image";
import type { PlayPageQuery } from "../../gql/graphql";

/** A video as a play's page shows it: the link, its title when known, and our stored thumbnail. */
export type VideoView = PlayPageQuery["play"]["videos"][number];

/**
 * Video links as thumbnails stored on this site, or a neutral placeholder with the title: the page
 * loads nothing from the video's site; the visitor's browser goes there only when they follow a link.
 */
export function VideoThumbnails({ videos, title, captioned = [] }: { videos: VideoView[]; title: string; captioned?: readonly string[] }) {
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="videos-title" className="videos">
      <h2 id="videos-title">Videos</h2>
      <ul>
        {videos.map((video, index) => {
          const name = video.title ?? `Video ${index + 1} of ${title}`;
          return (
            <li key={`${index}-${video.url}`}>
              <a href={video.url} target="_blank" rel="noopener noreferrer" className="video-thumb">
                <span className="video-frame">
                  {video.thumbnail ? (
                    <ResponsiveImage src={video.thumbnail.url} sizes={video.thumbnail.sizes} width={video.thumbnail.width} height={video.thumbnail.height} display="(min-width: 40rem) 20rem, 100vw" alt="" />
                  ) : (
                    <span className="video-placeholder" aria-hidden="true">{video.title ?? video.site}</span>
                  )}
                  <span className="play-icon" aria-hidden="true">▶</span>
                </span>
                <span className="video-caption">
                  {name}
                  {captioned.includes(video.url) && <small className="video-subtitled"> Subtitled</small>}
                  <small> Watch on {video.site}<span className="visually-hidden"> (opens {video.site} in a new tab)</span></small>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
