import { graphql } from "../../gql";

/** A venue as its editor sees it: the details and access information the Venues screen edits. */
export const EditableVenueFields = graphql(`
  fragment EditableVenueFields on Venue {
    ...VenueFields
    updatedAt
  }
`);

/** Every venue, by name: the Venues screen, and the play editor's choice of venue per performance. */
export const AdminVenuesQuery = graphql(`
  query AdminVenues {
    venues {
      ...EditableVenueFields
    }
  }
`);

export const CreateVenueMutation = graphql(`
  mutation CreateVenue($input: VenueDetailsInput!) {
    createVenue(input: $input) {
      ...EditableVenueFields
    }
  }
`);

export const UpdateVenueMutation = graphql(`
  mutation UpdateVenue($id: ID!, $input: VenueDetailsInput!) {
    updateVenue(id: $id, input: $input) {
      ...EditableVenueFields
    }
  }
`);

export const DeleteVenueMutation = graphql(`
  mutation DeleteVenue($id: ID!) {
    deleteVenue(id: $id)
  }
`);
