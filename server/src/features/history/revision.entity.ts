import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { EditedKind } from "../../core/edited-kind";

@ObjectType({ description: "One saved version of a play, a blog post or a page (editors only)" })
@Entity("revision")
export class Revision {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => EditedKind, { description: "What kind of item it is a version of" })
  @Column({ name: "item_kind", type: "text" })
  kind: EditedKind;

  @Field(() => ID, { description: "The item: a play's or a blog's id, or a page's kind (about, contact, combinations)" })
  @Column({ name: "item_id", type: "text" })
  itemId: string;

  @Field(() => Int, { description: "1 for the item's first revision, then counting up (pruned drafts leave gaps)" })
  @Column({ type: "integer" })
  number: number;

  @Field({ description: "Whether this save published it (Save changes, Publish or a scheduled publish); false for a draft" })
  @Column({ type: "boolean" })
  published: boolean;

  @Field(() => GraphQLJSONObject, { description: "The fields as saved, shaped as the item's input (PlayInput, BlogInput, AboutPageInput or TextPageInput) without version" })
  @Column({ type: "jsonb" })
  fields: Record<string, unknown>;

  @Field(() => [String], { description: "The fields that this save changed, by their input names" })
  @Column({ type: "text", array: true })
  changed: string[];

  @Field(() => String, { nullable: true, description: "Why it was made, when not by typing: 'revision 3 restored', 'as scheduled for …'" })
  @Column({ type: "text", nullable: true })
  note: string | null;

  @Column({ name: "saved_by_id", type: "uuid", nullable: true })
  savedById: string | null;

  @Field({ description: "Who saved it ('a former editor' once their account is purged)" })
  savedBy: string;

  @Field({ description: "When it was saved (for folded autosaves, the last of them)" })
  @Column({ name: "saved_at", type: "timestamptz" })
  savedAt: Date;
}
