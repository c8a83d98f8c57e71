import { graphql } from "../../gql";

/** What the Gallery shows of each photo: the photo, its words, its size and its smaller copies. */
export const GalleryImageFields = graphql(`
  fragment GalleryImageFields on CaptionedImage {
    id
    photo
    caption
    description
    decorative
    width
    height
    sizes {
      width
      url
    }
    avifSizes {
      width
      url
    }
  }
`);
