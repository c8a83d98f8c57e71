import { graphql } from "../../gql";

/** A person as the editors' screens know them: hidden people too, marked. */
export const EditablePersonFields = graphql(`
  fragment EditablePersonFields on Person {
    id
    slug
    name
    bio
    programmeBio
    photo
    hidden
    version
    updatedBy
    updatedAt
  }
`);

/** The play editor's suggestions for a name being typed: best match first, hidden people marked. */
export const PersonSuggestionsQuery = graphql(`
  query PersonSuggestions($search: String!) {
    people(search: $search, page: 1) {
      items {
        id
        slug
        name
        hidden
      }
      total
    }
  }
`);

/** A page of people, by name or best match first for a search: the People screen. */
export const AdminPeopleQuery = graphql(`
  query AdminPeople($search: String!, $page: Int!) {
    people(search: $search, page: $page) {
      items {
        ...EditablePersonFields
      }
      total
      page
      pages
      perPage
    }
  }
`);

export const AdminPersonQuery = graphql(`
  query AdminPerson($id: ID!) {
    personById(id: $id) {
      ...EditablePersonFields
    }
  }
`);

export const CreatePersonMutation = graphql(`
  mutation CreatePerson($input: PersonInput!) {
    createPerson(input: $input) {
      ...EditablePersonFields
    }
  }
`);

export const UpdatePersonMutation = graphql(`
  mutation UpdatePerson($id: ID!, $input: PersonInput!) {
    updatePerson(id: $id, input: $input) {
      ...EditablePersonFields
    }
  }
`);

export const DeletePersonMutation = graphql(`
  mutation DeletePerson($id: ID!) {
    deletePerson(id: $id)
  }
`);
