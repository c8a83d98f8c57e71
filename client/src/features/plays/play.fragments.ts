import { graphql } from "../../gql";

/** What a listing of a play shows (home, What's on, auditions). */
export const PlayListingFields = graphql(`
  fragment PlayListingFields on Play {
    id
    slug
    title
    message
    blurb
    blurbExcerpt
    buylink
    status
    mainimage
    mainimageSizes {
      width
      url
    }
    dates {
      startdate
      displayedText {
        title
        description
        startdate
      }
    }
    venues {
      id
      name
      address
      maplink
    }
    prices {
      id
      title
      price
    }
  }
`);
