import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { PreviewKind } from "./preview.types";

/** A link that shows an item's draft to someone without an account, until it expires or is revoked. */
@ObjectType({ description: "A preview link (its secret address is shown only when it is made)" })
@Entity("preview_link")
export class PreviewLink {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => PreviewKind, { description: "What kind of item it shows" })
  @Column({ name: "item_kind", type: "text" })
  itemKind: PreviewKind;

  @Field({ description: "The item: a play's or blog's id, or the page (about, contact, combinations)" })
  @Column({ name: "item_id", type: "text" })
  itemId: string;

  /** SHA-256 of the token: the token itself is never stored. */
  @Column({ name: "token_hash", type: "text", select: false })
  tokenHash: string;

  @Field({ description: "Who made it" })
  @Column({ name: "created_by", type: "text" })
  createdBy: string;

  @Field({ description: "When it was made" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When it stops working" })
  @Column({ name: "expires_at", type: "timestamptz" })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: "When it was revoked, if it was" })
  @Column({ name: "revoked_at", type: "timestamptz", nullable: true })
  revokedAt: Date | null;
}
