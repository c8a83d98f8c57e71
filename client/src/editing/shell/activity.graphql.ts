import { graphql } from "../../gql";

export const ActivityQuery = graphql(`
  query Activity($person: ID, $kind: EditedKind, $item: ID, $page: Int!) {
    activity(person: $person, kind: $kind, item: $item, page: $page) {
      page
      pages
      total
      perPage
      items {
        id
        at
        actorId
        actor
        action
        kind
        itemId
        itemTitle
        detail
      }
    }
  }
`);
