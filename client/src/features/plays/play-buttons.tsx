import { Link } from "react-router";

/** Buy tickets (only with a buy link), Apply to audition (only with `audition` status), Read more. */
export function PlayButtons({ play, readMore = true }: { play: { slug: string; title: string; buylink: string; status: string[] }; readMore?: boolean }) {
  return (
    <div className="buttons">
      {play.buylink && (
        <a className="button primary" href={play.buylink} target="_blank" rel="noopener noreferrer">
          Buy tickets<span className="visually-hidden"> for {play.title} (opens in a new tab)</span>
        </a>
      )}
      {play.status.includes("audition") && (
        <Link className="button" to={`/${play.slug}#audition`}>
          Apply to audition<span className="visually-hidden"> for {play.title}</span>
        </Link>
      )}
      {readMore && (
        <Link className="button secondary" to={`/${play.slug}`}>
          Read more<span className="visually-hidden"> about {play.title}</span>
        </Link>
      )}
    </div>
  );
}
