import type { PlayListingFieldsFragment } from "../../gql/graphql";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { truncate } from "../../lib/text";
import { PlayButtons } from "./play-buttons";
import { PlayDates, PlayPrices, PlayVenues } from "./play-details";

/**
 * One play in a list: image, title, message, blurb (excerpt, or the blurb cut to `length`), buttons,
 * dates, venues, prices. `eager` for the first row of a page, whose image is in the first view.
 */
export function PlayRow({ play, length, headingLevel = 3, showPrices = true, eager = false }: { play: PlayListingFieldsFragment; length: number; headingLevel?: 2 | 3; showPrices?: boolean; eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="play-row">
      {play.mainimage && (
        <Link to={`/${play.slug}`} tabIndex={-1} aria-hidden="true" className="play-row-image">
          <ResponsiveImage src={play.mainimage} sizes={play.mainimageSizes} alt={play.title} display="(min-width: 1250px) 360px, (min-width: 450px) 40vw, 100vw" eager={eager} />
        </Link>
      )}
      <div className="play-row-text">
        <Heading><Link to={`/${play.slug}`}>{play.title}</Link></Heading>
        {play.message && <p className="tag">{play.message}</p>}
        <p>{play.blurbExcerpt || truncate(play.blurb, length)}</p>
        <PlayButtons play={play} />
        <PlayDates dates={play.dates} />
        <PlayVenues venues={play.venues} withMap={false} />
        {showPrices && <PlayPrices prices={play.prices} />}
      </div>
    </article>
  );
}
