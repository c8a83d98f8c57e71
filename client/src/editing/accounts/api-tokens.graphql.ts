import { graphql } from "../../gql";

/** A token as the API tokens screen lists it (never the token itself). */
export const ApiTokenFields = graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    role
    createdBy
    createdAt
    expiresAt
    lastUsedAt
  }
`);

export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      ...ApiTokenFields
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!, $role: Role!, $expiresAt: String) {
    createApiToken(name: $name, role: $role, expiresAt: $expiresAt) {
      token
      apiToken {
        ...ApiTokenFields
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);
