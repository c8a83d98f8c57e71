import { graphql } from "../../gql";

/** What a preview link shows: the item's draft, in the shapes the public pages' views take. */
export const PreviewQuery = graphql(`
  query Preview($token: String!) {
    preview(token: $token) {
      kind
      pageKind
      play {
        ...PlayListingFields
        ...PlayCreditsFields
        ...PlayAudienceFields
        images {
          ...GalleryImageFields
        }
        galleryCover
      }
      blog {
        ...BlogListingFields
        images {
          ...GalleryImageFields
        }
      }
      page {
        text
        committeeMembers
      }
    }
  }
`);
