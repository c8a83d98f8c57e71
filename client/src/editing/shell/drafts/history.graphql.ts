import { graphql } from "../../../gql";

/** An item's revisions for the History list (their fields come one at a time, with RevisionQuery). */
export const RevisionsQuery = graphql(`
  query Revisions($kind: EditedKind!, $id: ID!) {
    revisions(kind: $kind, id: $id) {
      id
      number
      published
      changed
      note
      savedBy
      savedAt
    }
  }
`);

export const RevisionQuery = graphql(`
  query Revision($id: ID!) {
    revision(id: $id) {
      id
      number
      fields
    }
  }
`);

export const RestorePlayRevisionMutation = graphql(`
  mutation RestorePlayRevision($id: ID!, $revisionId: ID!, $version: Int!) {
    restorePlayRevision(id: $id, revisionId: $revisionId, version: $version) {
      ...EditablePlayFields
    }
  }
`);

export const RestoreBlogRevisionMutation = graphql(`
  mutation RestoreBlogRevision($id: ID!, $revisionId: ID!, $version: Int!) {
    restoreBlogRevision(id: $id, revisionId: $revisionId, version: $version) {
      ...EditableBlogFields
    }
  }
`);

export const RestorePageRevisionMutation = graphql(`
  mutation RestorePageRevision($kind: PageKind!, $revisionId: ID!, $version: Int!) {
    restorePageRevision(kind: $kind, revisionId: $revisionId, version: $version) {
      ...EditableAboutFields
    }
  }
`);
