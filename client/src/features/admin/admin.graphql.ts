import { graphql } from "../../gql";

export const AdminPlaysQuery = graphql(`
  query AdminPlays {
    plays(perPage: 500) {
      items {
        id
        slug
        title
        status
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

export const EditablePlayFields = graphql(`
  fragment EditablePlayFields on Play {
    id
    slug
    title
    mainimage
    message
    blurb
    blurbExcerpt
    buylink
    status
    auditionEmailRecipient
    isNew
    version
    updatedBy
    updatedAt
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
    images {
      id
      photo
      caption
    }
    videolinks
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
      }
    }
    castlist {
      title
      members {
        order
        charactername
        realname
      }
    }
  }
`);

export const AdminPlayQuery = graphql(`
  query AdminPlay($slug: String!) {
    play(slug: $slug) {
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

export const EditableBlogFields = graphql(`
  fragment EditableBlogFields on Blog {
    id
    slug
    title
    mainimage
    author
    body
    order
    isNew
    version
    updatedBy
    updatedAt
    images {
      id
      photo
      caption
    }
  }
`);

export const AdminBlogQuery = graphql(`
  query AdminBlog($slug: String!) {
    blog(slug: $slug) {
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

export const AdminPagesQuery = graphql(`
  query AdminPages {
    about {
      id
      text
      committeeMembers
      version
      updatedBy
      updatedAt
    }
    contact {
      id
      text
      version
      updatedBy
      updatedAt
    }
    combinations {
      id
      text
      version
      updatedBy
      updatedAt
    }
  }
`);

export const UpdateAboutMutation = graphql(`
  mutation UpdateAbout($input: AboutPageInput!) {
    updateAbout(input: $input) {
      id
      text
      committeeMembers
      version
      updatedBy
      updatedAt
    }
  }
`);

export const UpdateContactMutation = graphql(`
  mutation UpdateContact($input: TextPageInput!) {
    updateContact(input: $input) {
      id
      text
      version
      updatedBy
      updatedAt
    }
  }
`);

export const UpdateCombinationsMutation = graphql(`
  mutation UpdateCombinations($input: TextPageInput!) {
    updateCombinations(input: $input) {
      id
      text
      version
      updatedBy
      updatedAt
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
