import { graphql } from "../../gql";

/** What the Gallery shows of each photo: the photo, its caption and its smaller copies. */
export const GalleryImageFields = graphql(`
  fragment GalleryImageFields on CaptionedImage {
    id
    photo
    caption
    sizes {
      width
      url
    }
  }
`);
