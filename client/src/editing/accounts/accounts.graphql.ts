import { graphql } from "../../gql";

export const SetUserRoleMutation = graphql(`
  mutation SetUserRole($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`);

export const SendPasswordResetMutation = graphql(`
  mutation SendPasswordReset($userId: ID!) {
    sendPasswordReset(userId: $userId)
  }
`);

export const ResetSecondStepMutation = graphql(`
  mutation ResetSecondStep($userId: ID!) {
    resetSecondStep(userId: $userId)
  }
`);
