import { Field, ID, ObjectType, registerEnumType } from "type-graphql";

/** What an editor edits. */
export enum EditedKind {
  play = "play",
  blog = "blog",
  page = "page",
}

registerEnumType(EditedKind, {
  name: "EditedKind",
  description: "What kind of item an editor has open",
  valuesConfig: {
    play: { description: "A play (the id is the play's id)" },
    blog: { description: "A blog (the id is the blog's id)" },
    page: { description: "One of the pages (the id is its kind: about, contact or combinations)" },
  },
});

/** One item being edited: an event carries it, as JSON across Redis. */
export interface EditedItem {
  kind: EditedKind;
  id: string;
}

@ObjectType({ description: "Another editor who has the same item open" })
export class EditorPresence {
  @Field(() => ID, { description: "The editor's account" })
  userId: string;

  @Field({ description: "The editor's username" })
  name: string;

  @Field({ description: "Since when they have had it open (their earliest open editor, if several)" })
  since: Date;
}
