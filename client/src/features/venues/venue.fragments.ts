import { graphql } from "../../gql";

/** A venue with its access information: its public page and the editors' Venues screen. */
export const VenueFields = graphql(`
  fragment VenueFields on Venue {
    id
    slug
    name
    address
    maplink
    stepFree
    wheelchairSpaces
    hearingLoop
    accessibleToilets
    parking
    publicTransport
    accessNotes
  }
`);
