import { Field, ID, ObjectType } from "type-graphql";
import type { EditedKind } from "../../core/edited-kind";

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
