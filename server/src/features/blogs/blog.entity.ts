import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { CaptionedImage } from "../plays/play.types";
import { Deletable } from "../../core/db/bookkeeping";

@ObjectType({ description: "A blog post" })
@Entity("blog")
export class Blog extends Deletable {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The post's address on the site (/blogs/{slug}); unique among blogs" })
  @Column({ type: "text" })
  slug: string;

  @Field({ description: "The post's title, shown on its page and in the list of posts" })
  @Column({ type: "text", default: "" })
  title: string;

  @Field({ description: "Path of the main image under /images, or empty" })
  @Column({ type: "text", default: "" })
  mainimage: string;

  @Field({ description: "What the main image shows, in words: its alt text for people who cannot see it; publishing refuses a main image without one" })
  @Column({ name: "mainimage_description", type: "text", default: "" })
  mainimageDescription: string;

  @Field({ description: "Who wrote the post" })
  @Column({ type: "text", default: "" })
  author: string;

  @Field({ description: "The post, as sanitised HTML" })
  @Column({ type: "text", default: "" })
  body: string;

  @Field(() => Date, { nullable: true, description: "Display date; when empty the creation time is shown and used for ordering" })
  @Column({ name: "display_date", type: "timestamptz", nullable: true })
  order: Date | null;

  @Field(() => [CaptionedImage], { description: "Photos" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  images: CaptionedImage[];

  @Field({ description: "True from creation until the first save" })
  @Column({ name: "is_new", type: "boolean", default: false })
  isNew: boolean;
}
