import { graphql } from "../../gql";

export const InboxQuery = graphql(`
  query Inbox($status: MessageStatus, $page: Int!) {
    messages(status: $status, page: $page, perPage: 20) {
      page
      pages
      total
      items {
        id
        type
        senderName
        senderEmail
        subject
        body
        playTitle
        recipient
        status
        attempts
        lastError
        createdAt
        sentAt
      }
    }
  }
`);

export const RetryMessageMutation = graphql(`
  mutation RetryMessage($id: ID!) {
    retryMessage(id: $id) {
      id
      status
      attempts
    }
  }
`);

