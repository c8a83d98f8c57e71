import { graphql } from "../../gql";

/** The About page's words: what the page shows and the editor edits (admin's EditableAboutFields). */
export const AboutPageFields = graphql(`
  fragment AboutPageFields on AboutPage {
    id
    text
    committeeMembers
  }
`);

/** A one-text page's words (Contact, Combinations): shown and edited alike. */
export const TextPageFields = graphql(`
  fragment TextPageFields on TextPage {
    id
    text
  }
`);
