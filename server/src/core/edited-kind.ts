import { registerEnumType } from "type-graphql";

/** What an editor edits. */
export enum EditedKind {
  play = "play",
  blog = "blog",
  page = "page",
}

registerEnumType(EditedKind, {
  name: "EditedKind",
  description: "What kind of item an editor edits: a play, a blog or one of the pages",
  valuesConfig: {
    play: { description: "A play (the id is the play's id)" },
    blog: { description: "A blog (the id is the blog's id)" },
    page: { description: "One of the pages (the id is its kind: about, contact or combinations)" },
  },
});
