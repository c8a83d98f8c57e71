import { graphql } from "../../../gql";

export const DoorPerformancesQuery = graphql(`
  query DoorPerformances {
    doorPerformances {
      id
      playTitle
      startsAt
      status
    }
  }
`);

export const DoorTicketsQuery = graphql(`
  query DoorTickets($performanceId: ID!) {
    doorTickets(performanceId: $performanceId) {
      performance {
        id
        playTitle
        startsAt
        status
      }
      count {
        performanceId
        admitted
        expected
      }
      tickets {
        id
        codeHash
        reference
        buyerName
        type
        status
        toPayPence
        admittedAt
        admittedOn
      }
      serverTime
    }
  }
`);

export const SyncDoorScansMutation = graphql(`
  mutation SyncDoorScans($performanceId: ID!, $scans: [DoorScanInput!]!) {
    syncDoorScans(performanceId: $performanceId, scans: $scans) {
      result
      firstAdmittedAt
      toPayPence
      ticket {
        type
      }
      order {
        reference
        buyerName
      }
      performance {
        id
        playTitle
        startsAt
      }
    }
  }
`);

export const DoorCountChangedSubscription = graphql(`
  subscription DoorCountChanged($performanceId: ID!) {
    doorCountChanged(performanceId: $performanceId) {
      performanceId
      admitted
      expected
    }
  }
`);
