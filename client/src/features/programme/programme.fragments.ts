import { graphql } from "../../gql";

/** What a play's programme holds beyond the play's page: the editor edits these (see EditablePlayFields). */
export const PlayProgrammeFields = graphql(`
  fragment PlayProgrammeFields on Play {
    licenceNotice
    authorBilling
    programme {
      directorsNote
      scenes {
        id
        title
        detail
      }
      sponsors {
        id
        name
        logo
        link
      }
    }
    productionteam {
      members {
        programmeBio
      }
    }
    castlist {
      members {
        programmeBio
      }
    }
  }
`);
