import { graphql } from "../../gql";

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

