import { graphql } from "../../gql";

/** A post's own words and picture: what its pages show and the editor edits (admin's EditableBlogFields). */
export const BlogFields = graphql(`
  fragment BlogFields on Blog {
    id
    slug
    title
    author
    body
    order
    mainimage
    mainimageDescription
  }
`);

/** What a post shows in the list of posts and at the top of its own page. */
export const BlogListingFields = graphql(`
  fragment BlogListingFields on Blog {
    ...BlogFields
    createdAt
    mainimageSizes {
      width
      url
    }
  }
`);
