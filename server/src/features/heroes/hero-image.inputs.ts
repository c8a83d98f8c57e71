import { Expose, Type } from "class-transformer";
import { ArrayMaxSize, IsArray, IsString, IsUUID, MaxLength, ValidateNested } from "class-validator";
import { Field, ID, InputType } from "type-graphql";
import { Trim } from "../../core/validation";
import { HERO_IMAGES_MAX } from "./hero-image.entity";

@InputType({ description: "A hero image in the carousel's new order" })
export class HeroImageInput {
  @Field(() => ID, { description: "An existing hero image's id (new images are added by upload)" })
  @Expose() @IsUUID("all", { message: "id must name an existing hero image" })
  id: string;

  @Field({ defaultValue: "", description: "Caption (the image's alt text)" })
  @Expose() @Trim() @MaxLength(300) @IsString()
  caption: string = "";
}

/** The whole carousel, as `PUT /api/heros` sends it: its order is the new order. */
export class HeroImageListInput {
  @Expose() @Type(() => HeroImageInput) @ValidateNested() @ArrayMaxSize(HERO_IMAGES_MAX) @IsArray()
  heros: HeroImageInput[];
}
