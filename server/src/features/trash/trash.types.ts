import { Field, ID, ObjectType } from "type-graphql";
import { EditedKind } from "../../core/edited-kind";

@ObjectType({ description: "A play or blog post in Deleted items: off the site, restorable until it is purged (editors only)" })
export class DeletedItem {
  @Field(() => EditedKind, { description: "play or blog" })
  kind: EditedKind;

  @Field(() => ID, { description: "The play's or the post's id (restorePlay / restoreBlog take it)" })
  id: string;

  @Field({ description: "Its title (its slug if it had none)" })
  title: string;

  @Field({ description: "The slug it had; restoring needs it free, or another" })
  slug: string;

  @Field({ description: "When it was deleted" })
  deletedAt: Date;

  @Field({ description: "Who deleted it ('a former editor' once their account is purged)" })
  deletedBy: string;

  @Field({ description: "When it will be purged for good, with its images" })
  purgeAt: Date;
}
