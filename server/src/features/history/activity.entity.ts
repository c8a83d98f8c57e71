import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { EditedKind } from "../../core/edited-kind";
import { ActivityAction } from "../../core/journal";

@ObjectType({ description: "Something an editor did to a play, a blog post or a page (admins only)" })
@Entity("activity")
export class Activity {
  @Field(() => ID, { description: "Unique id" })
  @PrimaryGeneratedColumn({ type: "bigint" })
  id: string;

  @Field({ description: "When it happened (for folded autosaves, the last of them)" })
  @Column({ type: "timestamptz" })
  at: Date;

  @Field(() => ID, { nullable: true, description: "The account that did it (or scheduled it); null once purged" })
  @Column({ name: "actor_id", type: "uuid", nullable: true })
  actorId: string | null;

  @Field({ description: "Who did it ('a former editor' once their account is purged)" })
  actor: string;

  @Field(() => ActivityAction, { description: "What they did" })
  @Column({ type: "text" })
  action: ActivityAction;

  @Field(() => EditedKind, { description: "What kind of item" })
  @Column({ name: "item_kind", type: "text" })
  kind: EditedKind;

  @Field(() => ID, { description: "The item: a play's or a blog's id, or a page's kind" })
  @Column({ name: "item_id", type: "text" })
  itemId: string;

  @Field({ description: "The item's title at the time" })
  @Column({ name: "item_title", type: "text" })
  itemTitle: string;

  @Field(() => String, { nullable: true, description: "A few words more: when a schedule is for, which revision was restored" })
  @Column({ type: "text", nullable: true })
  detail: string | null;
}
