import { graphql } from "../../gql";

/** A venue's address and access information, as the booking and tickets pages show them. */
export const BookingVenueFields = graphql(`
  fragment BookingVenueFields on Venue {
    id
    slug
    name
    address
    stepFree
    wheelchairSpaces
    hearingLoop
    accessibleToilets
    parking
    publicTransport
    accessNotes
  }
`);

/** The booking page: the play, and among its performances the one being booked. */
export const BookingPageQuery = graphql(`
  query BookingPage($performanceId: ID!) {
    playOfPerformance(performanceId: $performanceId) {
      id
      slug
      title
      performances {
        id
        startsAt
        endsAt
        status
        remaining
        note
        venue {
          ...BookingVenueFields
        }
        sales {
          capacity
          reserved
          ticketTypes {
            name
            pricePence
            restrictedPricePence
            note
          }
          onSaleFrom
          onSaleUntil
          holdMinutes
          maxPerOrder
          payment
          cancelUntilHours
        }
      }
    }
  }
`);

/** Tickets left of one performance now (never from a cache: a page kept by one may be behind). */
export const AvailabilityQuery = graphql(`
  query Availability($performanceId: ID!) {
    availability(performanceId: $performanceId) {
      performanceId
      remaining
      capacity
      status
    }
  }
`);

/** Live tickets left of one performance (the booking page, play pages and What's on). */
export const AvailabilityChangedSubscription = graphql(`
  subscription AvailabilityChanged($performanceId: ID!) {
    availabilityChanged(performanceId: $performanceId) {
      performanceId
      remaining
      capacity
      status
      seats {
        id
        state
      }
    }
  }
`);

export const HoldTicketsMutation = graphql(`
  mutation HoldTickets($performanceId: ID!, $quantity: Int, $seatIds: [ID!], $withoutCompanion: Boolean) {
    holdTickets(performanceId: $performanceId, quantity: $quantity, seatIds: $seatIds, withoutCompanion: $withoutCompanion) {
      id
      token
      expiresAt
      quantity
      seatIds
      seats {
        id
        restricted
      }
    }
  }
`);

/** A reserved performance's seat plan with each seat's state (the booking page's seat chooser). */
export const SeatPlanQuery = graphql(`
  query SeatPlan($performanceId: ID!) {
    seatPlan(performanceId: $performanceId) {
      performanceId
      companionSeatsOpenAt
      sections {
        name
        rows {
          label
          seats {
            id
            label
            number
            kind
            state
            note
            companionId
            column
          }
        }
      }
    }
  }
`);

/** A hold kept in this tab (after a reload): still live? */
export const HoldQuery = graphql(`
  query Hold($id: ID!, $token: String!) {
    hold(id: $id, token: $token) {
      id
      expiresAt
      quantity
      seats {
        id
        restricted
      }
    }
  }
`);

export const ReleaseHoldMutation = graphql(`
  mutation ReleaseHold($id: ID!, $token: String!) {
    releaseHold(id: $id, token: $token)
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) {
    placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) {
      reference
      status
      total
      ticketsUrl
      checkoutUrl
    }
  }
`);

/** The tickets page: the booking, and the venues (its venue's access information). */
export const TicketsPageQuery = graphql(`
  query TicketsPage($token: String!) {
    booking(token: $token) {
      reference
      status
      buyerName
      total
      toPayAtDoor
      performanceId
      playTitle
      playSlug
      startsAt
      endsAt
      venueId
      tickets {
        type
        pricePence
        code
        qrSvg
        admittedAt
      }
      canCancel
      cancelUntil
    }
    venues {
      ...BookingVenueFields
    }
  }
`);
