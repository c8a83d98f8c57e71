import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../core/db/bookkeeping";

/** Most images the carousel holds. */
export const HERO_IMAGES_MAX = 50;

@ObjectType({ description: "An image of the home page's carousel" })
@Entity("hero_image")
export class HeroImage extends Timestamped {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Path of the image under /images" })
  @Column({ type: "text" })
  url: string;

  @Field({ description: "Caption, used as the image's alt text" })
  @Column({ type: "text", default: "" })
  caption: string;

  @Field(() => Int, { description: "Place in the carousel, from 0" })
  @Column({ type: "integer" })
  position: number;
}
