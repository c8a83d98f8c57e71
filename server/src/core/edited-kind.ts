import { registerEnumType } from "type-graphql";

/** What an editor edits. */
export enum EditedKind {
  play = "play",
  blog = "blog",
  page = "page",
  /** An account (in the Activity journal only: an admin reset its second sign-in step). */
  account = "account",
}

registerEnumType(EditedKind, {
  name: "EditedKind",
  description: "What kind of item an editor edits: a play, a blog or one of the pages",
  valuesConfig: {
    play: { description: "A play (the id is the play's id)" },
    blog: { description: "A blog (the id is the blog's id)" },
    page: { description: "One of the pages (the id is its kind: about, contact or combinations)" },
    account: { description: "An account, in the Activity journal only (the id is the account's id)" },
  },
});
