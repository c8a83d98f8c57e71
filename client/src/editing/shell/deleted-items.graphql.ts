import { graphql } from "../../gql";

export const DeletedItemsQuery = graphql(`
  query DeletedItems {
    deletedItems {
      id
      kind
      title
      slug
      deletedAt
      deletedBy
      purgeAt
    }
  }
`);

export const RestorePlayMutation = graphql(`
  mutation RestorePlay($id: ID!, $slug: String) {
    restorePlay(id: $id, slug: $slug) {
      id
      slug
      title
    }
  }
`);

export const RestoreBlogMutation = graphql(`
  mutation RestoreBlog($id: ID!, $slug: String) {
    restoreBlog(id: $id, slug: $slug) {
      id
      slug
      title
    }
  }
`);

export const DeleteForGoodMutation = graphql(`
  mutation DeleteForGood($kind: EditedKind!, $id: ID!) {
    deleteForGood(kind: $kind, id: $id)
  }
`);
