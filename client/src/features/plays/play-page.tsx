import { useParams } from "react-router";
import { useItemPage } from "../../lib/use-item-page";
import { graphql } from "../../gql";
import { PlayView } from "./play-view";

export const PlayPageQuery = graphql(`
  query PlayPage($slug: String!) {
    play(slug: $slug) {
      ...PlayListingFields
      ...PlayCreditsFields
      ...PlayAudienceFields
      performances {
        ...PerformanceTicketsFields
      }
      images {
        ...GalleryImageFields
      }
      galleryCover
    }
    site {
      url
    }
  }
`);

/** A play's page; an unknown slug goes to the 404 route. */
export function PlayPage() {
  const { slug = "" } = useParams();
  const { item, fallback } = useItemPage(PlayPageQuery, { slug }, (data) => (data.play ? data : null), { what: "play", title: (data) => data?.play.title });
  if (!item) return fallback;
  return <PlayView play={item.play} siteUrl={item.site.url} />;
}
