import { useParams } from "react-router";
import { useItemPage } from "../../lib/use-item-page";
import { graphql } from "../../gql";
import { PlayView } from "./play-view";

export const PlayPageQuery = graphql(`
  query PlayPage($slug: String!) {
    play(slug: $slug) {
      ...PlayListingFields
      ...PlayCreditsFields
      images {
        ...GalleryImageFields
      }
    }
  }
`);

/** A play's page; an unknown slug goes to the 404 route. */
export function PlayPage() {
  const { slug = "" } = useParams();
  const { item: play, fallback } = useItemPage(PlayPageQuery, { slug }, (data) => data.play, { what: "play", title: (play) => play?.title });
  if (!play) return fallback;
  return <PlayView play={play} />;
}
