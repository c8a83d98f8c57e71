import { graphql } from "../../gql";

/** Join the waitlist of a sold-out performance: the answer says to look for the email to confirm. */
export const JoinWaitlistMutation = graphql(`
  mutation JoinWaitlist($performanceId: ID!, $email: String!, $quantity: Int!) {
    joinWaitlist(performanceId: $performanceId, email: $email, quantity: $quantity)
  }
`);
