import { graphql } from "../../gql";

export const AdminPlaysQuery = graphql(`
  query AdminPlays {
    plays(perPage: 500) {
      items {
        id
        slug
        title
        status
        state
        publishAt
        unpublishAt
        dates {
          startdate
        }
      }
    }
  }
`);

export const CreatePlayMutation = graphql(`
  mutation CreatePlay {
    createPlay {
      id
      slug
    }
  }
`);

export const DeletePlayMutation = graphql(`
  mutation DeletePlay($id: ID!) {
    deletePlay(id: $id)
  }
`);

/** The play as the editor sees it: what the public sees (plays' fragments), the editing record and the people its names link. */
export const EditablePlayFields = graphql(`
  fragment EditablePlayFields on Play {
    ...PlayFields
    ...PlayCreditsFields
    ...PlayAudienceFields
    ...PlayProgrammeFields
    auditionEmailRecipient
    mainimageDescription
    captionedVideolinks
    isNew
    version
    updatedBy
    updatedAt
    state
    publishedAt
    draftSavedAt
    draftSavedBy
    publishAt
    unpublishAt
    images {
      ...GalleryImageFields
    }
    galleryCover
    videos {
      url
      lastError
      nextAttemptAt
    }
    productionteam {
      members {
        personId
      }
    }
    castlist {
      members {
        personId
      }
    }
    performances {
      accessNote
      sales {
        capacity
        ticketTypes {
          name
          pricePence
          note
          restrictedPricePence
        }
        onSaleFrom
        onSaleUntil
        holdMinutes
        maxPerOrder
        payment
        cancelUntilHours
        reserved
        companionReleaseHours
      }
    }
  }
`);

/** Whether Online can be offered as a performance's payment (Stripe is set up). */
export const BoxOfficeSettingsQuery = graphql(`
  query BoxOfficeSettings {
    boxOfficeSettings {
      onlinePayment
    }
  }
`);

/** The play as its editor left it: the draft, if any, over what is published. */
export const AdminPlayQuery = graphql(`
  query AdminPlay($slug: String!) {
    playDraft(slug: $slug) {
      ...EditablePlayFields
    }
  }
`);

export const SavePlayDraftMutation = graphql(`
  mutation SavePlayDraft($id: ID!, $input: PlayInput!) {
    savePlayDraft(id: $id, input: $input) {
      ...EditablePlayFields
    }
  }
`);

export const UnpublishPlayMutation = graphql(`
  mutation UnpublishPlay($id: ID!, $version: Int!) {
    unpublishPlay(id: $id, version: $version) {
      ...EditablePlayFields
    }
  }
`);

export const UpdatePlayMutation = graphql(`
  mutation UpdatePlay($id: ID!, $input: PlayInput!) {
    updatePlay(id: $id, input: $input) {
      ...EditablePlayFields
    }
  }
`);

