import { Link } from "react-router";
import { Gallery } from "../../components/ui/gallery";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { RichText } from "../../components/ui/rich-text";
import type { PlayPageQuery } from "../../gql/graphql";
import { TRUNCATE } from "../../lib/constants";
import { truncate } from "../../lib/text";
import { Island } from "../../islands/island";
import { MessageForm } from "../messages/message-form";
import { PagePerformanceList } from "./performance-list";
import { PlayAdvice } from "./play-advice";
import { PlayDates, PlayPrices, PlayVenues } from "./play-details";
import { VideoThumbnails } from "./video-thumbnails";

/** A cast or team member's name, linking to their page when they have one (linked, and not hidden). */
function PersonName({ name, slug }: { name: string; slug?: string | null }) {
  return slug ? <Link to={`/people/${slug}`}>{name}</Link> : name;
}

/**
 * What a play's page shows: the page's query answer, or the editor's form values made into that
 * shape (whose performances say nothing of tickets sold here: those fields are optional).
 */
export type PlayViewData = Omit<PlayPageQuery["play"], "performances"> & { performances: (Omit<PagePerformance, "remaining" | "sales"> & Partial<Pick<PagePerformance, "remaining" | "sales">>)[] };
type PagePerformance = PlayPageQuery["play"]["performances"][number];

/**
 * A play's page as visitors see it, from the play alone (no data fetching): the public page
 * (play-page.tsx) and the editor's preview both render it.
 */
export function PlayView({ play, siteUrl = "" }: { play: PlayViewData; siteUrl?: string }) {
  const team = [...play.productionteam.members].sort((a, b) => a.order - b.order);
  const cast = [...play.castlist.members].sort((a, b) => a.order - b.order);

  return (
    <article className="play-page">
      <header className="banner">
        <h1>{play.title}</h1>
        {play.authorBilling && <p className="billing">{play.authorBilling}</p>}
        {play.message && <p className="tag">{play.message}</p>}
      </header>
      <PlayAdvice play={play} />
      <ResponsiveImage src={play.mainimage} sizes={play.mainimageSizes} alt={play.mainimageDescription || play.title} display="(min-width: 1250px) 1100px, 100vw" className="main-image" eager />
      <RichText html={play.blurb} />
      {/* Exactly as entered, where the licence requires it (programme.css keeps its line breaks). */}
      {play.licenceNotice && <p className="licence-notice">{play.licenceNotice}</p>}
      <p className="programme-link"><Link to={`/${play.slug}/programme`}>Read the programme</Link> (cast, team and notes)</p>
      {play.performances.length > 0 && (
        <section aria-labelledby="performances-title">
          <h2 id="performances-title">Performances</h2>
          <PagePerformanceList performances={play.performances} title={play.title} buylink={play.buylink} pageUrl={`${siteUrl}/${play.slug}`} />
        </section>
      )}
      {play.buylink && (
        <p>
          <a className="button primary" href={play.buylink} target="_blank" rel="noopener noreferrer">Buy tickets<span className="visually-hidden"> (opens in a new tab)</span></a>
        </p>
      )}
      <VideoThumbnails videos={play.videos} title={play.title} captioned={play.captionedVideolinks} />
      {play.reviews.length > 0 && (
        <section aria-labelledby="reviews-title" className="reviews">
          <h2 id="reviews-title">Reviews</h2>
          {play.reviews.map((review, index) => (
            <blockquote key={review.id}>
              <p>{truncate(review.text, TRUNCATE.review)}</p>
              <Link to={`/${play.slug}/reviews/${index}`}>Read full review by {review.reviewer}</Link>
            </blockquote>
          ))}
        </section>
      )}
      <section aria-label="Prices, dates and venues" className="info-strip">
        <div><h2>Prices</h2><PlayPrices prices={play.prices} /></div>
        <div>
          <h2>Dates</h2>
          <PlayDates dates={play.dates} />
          {(play.dates.startdate || play.dates.displayedText.some((d) => d.startdate)) && (
            <a href={`/${play.slug}.ics`} download>Add to calendar<span className="visually-hidden"> ({play.title})</span></a>
          )}
        </div>
        <div><h2>Venues</h2><PlayVenues venues={play.venues} /></div>
      </section>
      {play.status.includes("audition") && (
        <section id="audition" aria-labelledby="audition-title" className="audition">
          <h2 id="audition-title">Apply to audition</h2>
          <Island name="message-form" component={MessageForm} props={{ kind: "audition", playSlug: play.slug, playTitle: play.title }} />
        </section>
      )}
      {team.length > 0 && (
        <section aria-labelledby="team-title">
          <h2 id="team-title">{play.productionteam.title || "Production team"}</h2>
          <table className="people">
            <thead><tr><th scope="col">Role</th><th scope="col">Name</th></tr></thead>
            <tbody>{team.map((m) => <tr key={`${m.order}-${m.name}`}><td>{m.role}</td><td><PersonName name={m.name} slug={m.personSlug} /></td></tr>)}</tbody>
          </table>
        </section>
      )}
      {cast.length > 0 && (
        <section aria-labelledby="cast-title">
          <h2 id="cast-title">{play.castlist.title || "Cast"}</h2>
          <table className="people">
            <thead><tr><th scope="col">Character</th><th scope="col">Played by</th></tr></thead>
            <tbody>{cast.map((m) => <tr key={`${m.order}-${m.realname}`}><td>{m.charactername}</td><td><PersonName name={m.realname} slug={m.personSlug} /></td></tr>)}</tbody>
          </table>
        </section>
      )}
      {play.images.length > 0 && (
        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title">Gallery</h2>
          {/* In the editors' order, the cover first. */}
          <Island name="gallery" component={Gallery} props={{ images: play.images, fallbackAlt: play.title, cover: play.galleryCover }} when="reached" />
        </section>
      )}
    </article>
  );
}
