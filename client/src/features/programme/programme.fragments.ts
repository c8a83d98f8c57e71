import { graphql } from "../../gql";

/** The programme's own parts: the programme page shows them and the editor edits them. */
export const ProgrammeContentFields = graphql(`
  fragment ProgrammeContentFields on PlayProgramme {
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
`);

/** What a play's programme holds beyond the play's page: the editor edits these (see EditablePlayFields). */
export const PlayProgrammeFields = graphql(`
  fragment PlayProgrammeFields on Play {
    licenceNotice
    authorBilling
    programme {
      ...ProgrammeContentFields
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
