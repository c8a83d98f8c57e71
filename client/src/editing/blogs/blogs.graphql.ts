import { graphql } from "../../gql";

export const AdminBlogsQuery = graphql(`
  query AdminBlogs {
    blogs(limit: 100) {
      items {
        id
        slug
        title
        order
        createdAt
        state
        publishAt
        unpublishAt
      }
    }
  }
`);

export const CreateBlogMutation = graphql(`
  mutation CreateBlog {
    createBlog {
      id
      slug
    }
  }
`);

export const DeleteBlogMutation = graphql(`
  mutation DeleteBlog($id: ID!) {
    deleteBlog(id: $id)
  }
`);

/** The post as the editor sees it: what the public sees (blogs' fragments) and the editing record. */
export const EditableBlogFields = graphql(`
  fragment EditableBlogFields on Blog {
    ...BlogFields
    createdAt
    mainimageDescription
    isNew
    version
    updatedBy
    updatedAt
    state
    publishedAt
    draftSavedAt
    draftSavedBy
    publishAt
    unpublishAt
    images {
      id
      photo
      caption
      description
      decorative
    }
  }
`);

/** The post as its editor left it: the draft, if any, over what is published. */
export const AdminBlogQuery = graphql(`
  query AdminBlog($slug: String!) {
    blogDraft(slug: $slug) {
      ...EditableBlogFields
    }
  }
`);

export const SaveBlogDraftMutation = graphql(`
  mutation SaveBlogDraft($id: ID!, $input: BlogInput!) {
    saveBlogDraft(id: $id, input: $input) {
      ...EditableBlogFields
    }
  }
`);

export const UnpublishBlogMutation = graphql(`
  mutation UnpublishBlog($id: ID!, $version: Int!) {
    unpublishBlog(id: $id, version: $version) {
      ...EditableBlogFields
    }
  }
`);

export const UpdateBlogMutation = graphql(`
  mutation UpdateBlog($id: ID!, $input: BlogInput!) {
    updateBlog(id: $id, input: $input) {
      ...EditableBlogFields
    }
  }
`);

