import { graphql } from "../../gql";

export const BoxOfficePerformancesQuery = graphql(`
  query BoxOfficePerformances {
    boxOfficePerformances {
      id
      playTitle
      startsAt
      status
      capacity
      remaining
    }
  }
`);

/** An order as the box office lists it. */
export const BoxOfficeOrderFields = graphql(`
  fragment BoxOfficeOrderFields on BoxOfficeOrder {
    reference
    status
    payment
    buyerName
    buyerEmail
    accessNote
    tickets {
      type
      count
    }
    totalPence
    toPayPence
    createdAt
  }
`);

export const BoxOfficeQuery = graphql(`
  query BoxOffice($performanceId: ID!) {
    boxOffice(performanceId: $performanceId) {
      performance {
        id
        playTitle
        startsAt
        status
        payment
        capacity
      }
      sold
      held
      houseSeats
      left
      byType {
        name
        offered
        pricePence
        sold
        complimentary
      }
      takingsPence
      toCollectPence
      liveOrders
      waitlist
    }
  }
`);

export const BoxOfficeOrdersQuery = graphql(`
  query BoxOfficeOrders($performanceId: ID!, $search: String!, $page: Int!) {
    boxOfficeOrders(performanceId: $performanceId, search: $search, page: $page) {
      page
      pages
      total
      items {
        ...BoxOfficeOrderFields
      }
    }
  }
`);

export const BoxOfficeDoorListQuery = graphql(`
  query BoxOfficeDoorList($performanceId: ID!) {
    doorPerformance(performanceId: $performanceId) {
      id
      playTitle
      startsAt
    }
    boxOfficeDoorList(performanceId: $performanceId) {
      ...BoxOfficeOrderFields
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($reference: String!) {
    cancelOrder(reference: $reference) {
      ...BoxOfficeOrderFields
    }
  }
`);

export const MarkOrderPaidMutation = graphql(`
  mutation MarkOrderPaid($reference: String!) {
    markOrderPaid(reference: $reference) {
      ...BoxOfficeOrderFields
    }
  }
`);

export const AddComplimentaryTicketsMutation = graphql(`
  mutation AddComplimentaryTickets($performanceId: ID!, $input: ComplimentaryInput!) {
    addComplimentaryTickets(performanceId: $performanceId, input: $input) {
      ...BoxOfficeOrderFields
    }
  }
`);

export const CancelPerformanceOrdersMutation = graphql(`
  mutation CancelPerformanceOrders($performanceId: ID!) {
    cancelPerformanceOrders(performanceId: $performanceId)
  }
`);

/** A reserved performance's seats and their states, as its house seats are kept and released. */
export const HouseSeatPlanFields = graphql(`
  fragment HouseSeatPlanFields on PerformanceSeatPlan {
    performanceId
    sections {
      name
      rows {
        label
        seats {
          id
          label
          number
          state
        }
      }
    }
  }
`);

/** The seat plan for house seats (null for an unreserved performance). */
export const HouseSeatPlanQuery = graphql(`
  query HouseSeatPlan($performanceId: ID!) {
    seatPlan(performanceId: $performanceId) {
      ...HouseSeatPlanFields
    }
  }
`);

export const SetHouseSeatsMutation = graphql(`
  mutation SetHouseSeats($performanceId: ID!, $seatIds: [ID!]!, $blocked: Boolean!) {
    setHouseSeats(performanceId: $performanceId, seatIds: $seatIds, blocked: $blocked) {
      ...HouseSeatPlanFields
    }
  }
`);
