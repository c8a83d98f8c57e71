import { graphql } from "../../../gql";

export const EditingPresenceSubscription = graphql(`
  subscription EditingPresence($kind: EditedKind!, $id: ID!) {
    editingPresence(kind: $kind, id: $id) {
      userId
      name
      since
    }
  }
`);
