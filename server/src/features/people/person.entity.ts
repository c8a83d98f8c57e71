import { Authorized, Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { EDITORS } from "../../core/auth";
import { Edited } from "../../core/db/bookkeeping";

/**
 * Someone credited in casts and production teams, linked from each credit so one person's work
 * across productions is one page (/people/{slug}). Hidden on request: the page answers 404, names
 * show unlinked, and search and suggestions to visitors leave them out.
 */
@ObjectType({ description: "A person credited in casts and production teams" })
@Entity("person")
export class Person extends Edited {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The person's address on the site (/people/{slug}); unique among people" })
  @Column({ type: "text" })
  slug: string;

  @Field({ description: "Name as credited" })
  @Column({ type: "text" })
  name: string;

  @Field({ description: "A short biography in plain text, or empty" })
  @Column({ type: "text", default: "" })
  bio: string;

  @Field({ description: "A shorter biography for programmes, in plain text, or empty (then programmes print `bio`); a cast or team entry may have its own for one production" })
  @Column({ name: "programme_bio", type: "text", default: "" })
  programmeBio: string;

  @Field({ description: "Path of a photo under /images, or empty" })
  @Column({ type: "text", default: "" })
  photo: string;

  @Authorized(EDITORS)
  @Field({ description: "Hidden on the person's request: no page, names unlinked, left out of search (editors only)" })
  @Column({ type: "boolean", default: false })
  hidden: boolean;
}
