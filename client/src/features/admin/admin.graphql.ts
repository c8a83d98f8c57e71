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
    auditionEmailRecipient
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
      id
      photo
      caption
    }
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

export const AdminBlogsQuery = graphql(`
  query AdminBlogs {
    blogs(limit: 100) {
      items {
        id
        slug
        title
        order
        createdAt
        state
        publishAt
        unpublishAt
      }
    }
  }
`);

export const CreateBlogMutation = graphql(`
  mutation CreateBlog {
    createBlog {
      id
      slug
    }
  }
`);

export const DeleteBlogMutation = graphql(`
  mutation DeleteBlog($id: ID!) {
    deleteBlog(id: $id)
  }
`);

/** The post as the editor sees it: what the public sees (blogs' fragments) and the editing record. */
export const EditableBlogFields = graphql(`
  fragment EditableBlogFields on Blog {
    ...BlogFields
    createdAt
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
      id
      photo
      caption
    }
  }
`);

/** The post as its editor left it: the draft, if any, over what is published. */
export const AdminBlogQuery = graphql(`
  query AdminBlog($slug: String!) {
    blogDraft(slug: $slug) {
      ...EditableBlogFields
    }
  }
`);

export const SaveBlogDraftMutation = graphql(`
  mutation SaveBlogDraft($id: ID!, $input: BlogInput!) {
    saveBlogDraft(id: $id, input: $input) {
      ...EditableBlogFields
    }
  }
`);

export const UnpublishBlogMutation = graphql(`
  mutation UnpublishBlog($id: ID!, $version: Int!) {
    unpublishBlog(id: $id, version: $version) {
      ...EditableBlogFields
    }
  }
`);

export const UpdateBlogMutation = graphql(`
  mutation UpdateBlog($id: ID!, $input: BlogInput!) {
    updateBlog(id: $id, input: $input) {
      ...EditableBlogFields
    }
  }
`);

/** A page as the editor sees it: what the public sees (pages' fragments) and the editing record. */
export const EditableAboutFields = graphql(`
  fragment EditableAboutFields on AboutPage {
    ...AboutPageFields
    version
    updatedBy
    updatedAt
    state
    draftSavedAt
    draftSavedBy
    publishAt
  }
`);

export const EditableTextPageFields = graphql(`
  fragment EditableTextPageFields on TextPage {
    ...TextPageFields
    version
    updatedBy
    updatedAt
    state
    draftSavedAt
    draftSavedBy
    publishAt
  }
`);

/** One page as its editor left it (the draft, if any, over what is published): the flag names which. */
export const AdminPageDraftQuery = graphql(`
  query AdminPageDraft($about: Boolean!, $contact: Boolean!, $combinations: Boolean!) {
    aboutDraft @include(if: $about) {
      ...EditableAboutFields
    }
    contactDraft @include(if: $contact) {
      ...EditableTextPageFields
    }
    combinationsDraft @include(if: $combinations) {
      ...EditableTextPageFields
    }
  }
`);

/** What the Contact page shows besides its text, for the editor's preview. */
export const ContactPreviewQuery = graphql(`
  query ContactPreview {
    site {
      contactEmail
      socialLinks {
        network
        label
        url
      }
    }
    auditionPlays {
      id
      slug
      title
    }
  }
`);

export const SaveAboutDraftMutation = graphql(`
  mutation SaveAboutDraft($input: AboutPageInput!) {
    saveAboutDraft(input: $input) {
      ...EditableAboutFields
    }
  }
`);

export const SaveContactDraftMutation = graphql(`
  mutation SaveContactDraft($input: TextPageInput!) {
    saveContactDraft(input: $input) {
      ...EditableTextPageFields
    }
  }
`);

export const SaveCombinationsDraftMutation = graphql(`
  mutation SaveCombinationsDraft($input: TextPageInput!) {
    saveCombinationsDraft(input: $input) {
      ...EditableTextPageFields
    }
  }
`);

export const UpdateAboutMutation = graphql(`
  mutation UpdateAbout($input: AboutPageInput!) {
    updateAbout(input: $input) {
      ...EditableAboutFields
    }
  }
`);

export const UpdateContactMutation = graphql(`
  mutation UpdateContact($input: TextPageInput!) {
    updateContact(input: $input) {
      ...EditableTextPageFields
    }
  }
`);

export const UpdateCombinationsMutation = graphql(`
  mutation UpdateCombinations($input: TextPageInput!) {
    updateCombinations(input: $input) {
      ...EditableTextPageFields
    }
  }
`);

export const AdminHeroesQuery = graphql(`
  query AdminHeroes {
    heroImages {
      id
      url
      caption
      position
    }
  }
`);

export const UpdateHeroCaptionMutation = graphql(`
  mutation UpdateHeroCaption($id: ID!, $caption: String!) {
    updateHeroImageCaption(id: $id, caption: $caption) {
      id
      caption
    }
  }
`);

export const ReorderHeroesMutation = graphql(`
  mutation ReorderHeroes($ids: [ID!]!) {
    reorderHeroImages(ids: $ids) {
      id
      position
    }
  }
`);

export const RemoveHeroMutation = graphql(`
  mutation RemoveHero($id: ID!) {
    removeHeroImage(id: $id)
  }
`);

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

export const UsersQuery = graphql(`
  query Users {
    users(perPage: 200) {
      items {
        id
        name
        email
        role
        createdAt
      }
    }
  }
`);

export const SetUserRoleMutation = graphql(`
  mutation SetUserRole($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`);

export const SendPasswordResetMutation = graphql(`
  mutation SendPasswordReset($userId: ID!) {
    sendPasswordReset(userId: $userId)
  }
`);
