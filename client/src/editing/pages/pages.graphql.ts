import { graphql } from "../../gql";

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

