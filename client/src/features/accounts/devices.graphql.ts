import { graphql } from "../../gql";

export const SessionsQuery = graphql(`
  query Sessions {
    sessions {
      id
      device
      createdAt
      lastSeenAt
      current
    }
  }
`);

export const SignOutSessionMutation = graphql(`
  mutation SignOutSession($id: ID!) {
    signOutSession(id: $id)
  }
`);

export const SignOutOtherSessionsMutation = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);
