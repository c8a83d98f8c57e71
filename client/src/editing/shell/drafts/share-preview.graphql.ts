import { graphql } from "../../../gql";

export const PreviewLinkFields = graphql(`
  fragment PreviewLinkFields on PreviewLink {
    id
    createdBy
    createdAt
    expiresAt
  }
`);

export const PreviewLinksQuery = graphql(`
  query PreviewLinks($kind: PreviewKind!, $id: ID!) {
    previewLinks(kind: $kind, id: $id) {
      ...PreviewLinkFields
    }
  }
`);

export const CreatePreviewLinkMutation = graphql(`
  mutation CreatePreviewLink($kind: PreviewKind!, $id: ID!) {
    createPreviewLink(kind: $kind, id: $id) {
      url
      link {
        ...PreviewLinkFields
      }
    }
  }
`);

export const RevokePreviewLinkMutation = graphql(`
  mutation RevokePreviewLink($id: ID!) {
    revokePreviewLink(id: $id) {
      id
    }
  }
`);
