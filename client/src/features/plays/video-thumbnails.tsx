/** YouTube's id in a video page URL, for its thumbnail. */
export function youTubeId(url: string): string | null {
  const match = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{6,})/.exec(url);
  return match ? match[1] : null;
}

/** Video links as thumbnails that open the video page. */
export function VideoThumbnails({ links, title }: { links: string[]; title: string }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="videos-title" className="videos">
      <h2 id="videos-title">Videos</h2>
      <ul>
        {links.map((url, index) => {
          const id = youTubeId(url);
          const label = `Video ${index + 1} of ${title}`;
          return (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" className="video-thumb">
                {id ? <img src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`} alt={label} loading="lazy" width={320} height={180} /> : <span className="video-placeholder">{label}</span>}
                <span className="play-icon" aria-hidden="true">▶</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
