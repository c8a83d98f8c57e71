import { graphql } from "../../gql";

export const SubscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($input: SubscribeInput!) {
    subscribeToNewsletter(input: $input)
  }
`);

export const NewsletterQuery = graphql(`
  query Newsletter {
    newsletter {
      confirmed
      unconfirmed
      issues {
        sent
        failed
        pending
        issue {
          id
          subject
          recipients
          startedBy
          createdAt
        }
      }
    }
  }
`);

export const SendNewsletterMutation = graphql(`
  mutation SendNewsletter {
    sendNewsletter {
      sent
      failed
      pending
      issue {
        id
        recipients
      }
    }
  }
`);

export const RemoveNewsletterSubscriberMutation = graphql(`
  mutation RemoveNewsletterSubscriber($email: String!) {
    removeNewsletterSubscriber(email: $email)
  }
`);
