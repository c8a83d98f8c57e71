import { graphql } from "../../gql";

/** A venue as its editor sees it: the details and access information the Venues screen edits. */
export const EditableVenueFields = graphql(`
  fragment EditableVenueFields on Venue {
    ...VenueFields
    updatedAt
  }
`);

/** A venue's seat plan as the Venues screen edits it (kept out of the list: a plan can be thousands of seats). */
export const VenueSeatPlanFields = graphql(`
  fragment VenueSeatPlanFields on Venue {
    seatPlan {
      sections {
        name
        rows {
          label
          seats {
            number
            kind
            note
            companionFor
          }
        }
      }
    }
  }
`);

/** One venue with its seat plan: the venue editor. */
export const AdminVenueQuery = graphql(`
  query AdminVenue($slug: String!) {
    venue(slug: $slug) {
      ...EditableVenueFields
      ...VenueSeatPlanFields
    }
  }
`);

/** Every venue, by name: the Venues screen, and the play editor's choice of venue per performance (with its plan's seats: a reserved performance's capacity). */
export const AdminVenuesQuery = graphql(`
  query AdminVenues {
    venues {
      ...EditableVenueFields
      seats
    }
  }
`);

export const CreateVenueMutation = graphql(`
  mutation CreateVenue($input: VenueDetailsInput!) {
    createVenue(input: $input) {
      ...EditableVenueFields
      ...VenueSeatPlanFields
    }
  }
`);

export const UpdateVenueMutation = graphql(`
  mutation UpdateVenue($id: ID!, $input: VenueDetailsInput!) {
    updateVenue(id: $id, input: $input) {
      ...EditableVenueFields
      ...VenueSeatPlanFields
    }
  }
`);

export const DeleteVenueMutation = graphql(`
  mutation DeleteVenue($id: ID!) {
    deleteVenue(id: $id)
  }
`);
