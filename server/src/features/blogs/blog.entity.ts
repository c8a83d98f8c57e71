import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from "typeorm";
import { CaptionedImage } from "../plays/play.types";

@ObjectType({ description: "A blog post" })
@Entity("blog")
export class Blog {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The post's address on the site (/blogs/{slug}); unique among blogs" })
  @Column({ type: "text" })
  slug: string;

  @Field({ description: "Title" })
  @Column({ type: "text", default: "" })
  title: string;

  @Field({ description: "Path of the main image under /images, or empty" })
  @Column({ type: "text", default: "" })
  mainimage: string;

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

  @Field(() => String, { nullable: true, description: "Name of the user who saved the post last" })
  @Column({ name: "updated_by", type: "text", nullable: true })
  updatedBy: string | null;

  @Field({ description: "When the post was created" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When the post was last saved" })
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;

  @Field(() => Int, { description: "Increases with every save; send it back when saving to detect concurrent edits" })
  @VersionColumn()
  version: number;
}
