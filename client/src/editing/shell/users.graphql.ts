import { graphql } from "../../gql";

/** The society's accounts: the Accounts screen lists them, and the activity journal offers them as a filter. */
export const UsersQuery = graphql(`
  query Users {
    users(perPage: 200) {
      items {
        id
        name
        email
        role
        createdAt
        hasSecondStep
      }
    }
  }
`);

