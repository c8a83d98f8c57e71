import { graphql } from "../../gql";

/**
 * A play's words, status and schedule: what a listing shows and the editor edits. Other features
 * spread these fragments by name (admin's EditablePlayFields) so the selections stay the same.
 */
export const PlayFields = graphql(`
  fragment PlayFields on Play {
    id
    slug
    title
    message
    blurb
    blurbExcerpt
    buylink
    status
    mainimage
    mainimageDescription
    dates {
      startdate
      displayedText {
        title
        description
        startdate
      }
    }
    venues {
      id
      name
      address
      maplink
    }
    prices {
      id
      title
      price
    }
  }
`);

/** What a listing of a play shows (home, What's on, auditions). */
export const PlayListingFields = graphql(`
  fragment PlayListingFields on Play {
    ...PlayFields
    mainimageSizes {
      width
      url
    }
  }
`);

/** A video link as the site shows it: its title and site, and the thumbnail stored on our side. */
export const VideoFields = graphql(`
  fragment VideoFields on Video {
    url
    title
    site
    thumbnailStatus
    thumbnail {
      url
      width
      height
      sizes {
        width
        url
      }
    }
  }
`);

/**
 * A play's videos (thumbnails stored on our side), reviews, production team and cast (each name with its person's page, if linked),
 * and the author's billing and licence notice the licence asks for: on its page, its previews and in the editor.
 */
export const PlayCreditsFields = graphql(`
  fragment PlayCreditsFields on Play {
    authorBilling
    licenceNotice
    videolinks
    captionedVideolinks
    videos {
      ...VideoFields
    }
    reviews {
      id
      reviewer
      text
    }
    productionteam {
      title
      members {
        order
        role
        name
        personSlug
      }
    }
    castlist {
      title
      members {
        order
        charactername
        realname
        personSlug
      }
    }
  }
`);

/** One performance as visitors see it: when, where, its status and access, how to book. */
export const PerformanceFields = graphql(`
  fragment PerformanceFields on Performance {
    id
    startsAt
    endsAt
    status
    access
    accessNote
    bookingLink
    note
    postponedTo
    venue {
      id
      slug
      name
      address
    }
  }
`);

/**
 * Whether a performance is sold on the site and how many tickets it has left (its Book button
 * leads to the booking page): public pages only, the editor's performances say nothing of it.
 */
export const PerformanceTicketsFields = graphql(`
  fragment PerformanceTicketsFields on Performance {
    id
    remaining
    sales {
      payment
    }
  }
`);

/** What an audience needs before it sets out: the performances, running time, age guidance and content warnings. */
export const PlayAudienceFields = graphql(`
  fragment PlayAudienceFields on Play {
    performances {
      ...PerformanceFields
    }
    runningTime
    intervals
    ageGuidance
    contentWarnings
    contentNotes
  }
`);

/** What's on's two lists, each play with its performances (narrowed by a filter, or at a venue). */
export const WhatsOnListFields = graphql(`
  fragment WhatsOnListFields on WhatsOn {
    currentPlays {
      ...PlayListingFields
      performances {
        ...PerformanceFields
        ...PerformanceTicketsFields
      }
    }
    upcomingPlays {
      ...PlayListingFields
      performances {
        ...PerformanceFields
        ...PerformanceTicketsFields
      }
    }
  }
`);
