import { graphql } from "../../gql";

export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      role
      createdBy
      createdAt
      expiresAt
      lastUsedAt
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!, $role: Role!, $expiresAt: String) {
    createApiToken(name: $name, role: $role, expiresAt: $expiresAt) {
      token
      apiToken {
        id
        name
        role
        createdBy
        createdAt
        expiresAt
        lastUsedAt
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);
