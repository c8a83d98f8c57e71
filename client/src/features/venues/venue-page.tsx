import { useParams } from "react-router";
import { graphql } from "../../gql";
import type { VenuePageQuery as VenuePageData } from "../../gql/graphql";
import { useItemPage } from "../../lib/use-item-page";
import { PagePerformanceList } from "../plays/performance-list";
import { PlayRow } from "../plays/play-row";
import { TRUNCATE } from "../../lib/constants";
import { VenueAccess } from "./venue-access";

export const VenuePageQuery = graphql(`
  query VenuePage($slug: String!) {
    venue(slug: $slug) {
      ...VenueFields
      seats
      wheelchairSpaceCount
    }
    whatsOn(venue: $slug) {
      ...WhatsOnListFields
    }
    site {
      url
    }
  }
`);

/** `/venues/{slug}`: where a venue is, how to get in and around, and what is on there. */
export function VenuePage() {
  const { slug = "" } = useParams();
  const { item, fallback } = useItemPage(VenuePageQuery, { slug }, (data) => (data.venue ? data : null), { what: "venue", title: (data) => data?.venue?.name });
  if (!item?.venue) return fallback;
  return <VenueView data={item} />;
}

function VenueView({ data }: { data: VenuePageData }) {
  const venue = data.venue!;
  const plays = [...data.whatsOn.currentPlays, ...data.whatsOn.upcomingPlays];
  return (
    <article className="page venue-page">
      <h1>{venue.name}</h1>
      <p>
        {venue.address}
        {Boolean(venue.maplink) && (
          <>
            {" "}
            <a href={venue.maplink} target="_blank" rel="noopener noreferrer">See map<span className="visually-hidden"> of {venue.name} (opens in a new tab)</span></a>
          </>
        )}
      </p>
      <section aria-labelledby="access-title">
        <h2 id="access-title">Access</h2>
        {venue.seats > 0 && <p>{seatingLine(venue.seats, venue.wheelchairSpaceCount)}</p>}
        <VenueAccess venue={venue} />
      </section>
      <section aria-labelledby="on-here-title">
        <h2 id="on-here-title">Coming up here</h2>
        {plays.length === 0 && <p>Nothing is planned here at the moment.</p>}
        {plays.map((play) => (
          <div key={play.id}>
            <PlayRow play={play} length={TRUNCATE.row} />
            <PagePerformanceList performances={play.performances} title={play.title} buylink={play.buylink} pageUrl={`${data.site.url}/${play.slug}`} />
          </div>
        ))}
      </section>
    </article>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** From the venue's seat plan: '120 seats, including 2 wheelchair spaces.' */
function seatingLine(seats: number, wheelchairSpaces: number): string {
  const including = wheelchairSpaces > 0 ? `, including ${plural(wheelchairSpaces, "wheelchair space", "wheelchair spaces")}` : "";
  return `Seating: ${plural(seats, "seat", "seats")}${including}.`;
}
