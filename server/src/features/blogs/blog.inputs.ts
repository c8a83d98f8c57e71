import { Expose, Type } from "class-transformer";
import { ArrayMaxSize, IsArray, IsInt, IsISO8601, IsString, MaxLength, Min, MinLength, ValidateNested } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { ImagePathRules, SlugRules, TitleRules } from "../../core/editing";
import { IfFilledIn, Trim } from "../../core/validation";
import { CaptionedImageInput } from "../plays/play.inputs";

// As in play.inputs.ts: the basic rule of a field comes last (it is checked first).

@InputType({ description: "A whole blog post, as the editor saves it" })
export class BlogInput {
  @Field({ description: "Title, at least 3 characters" })
  @TitleRules()
  title: string;

  @Field({ description: "Address on the site: at least 3 of letters, numbers, dashes and underscores (stored in lowercase)" })
  @SlugRules()
  slug: string;

  @Field({ defaultValue: "", description: "Path of the main image under /images" })
  @ImagePathRules("mainimage")
  mainimage: string = "";

  @Field({ defaultValue: "", description: "What the main image shows, in words (its alt text); publishing refuses a main image without one" })
  @Expose() @Trim() @MaxLength(500) @IsString()
  mainimageDescription: string = "";

  @Field({ description: "Author, at least 3 characters" })
  @Expose() @Trim() @MaxLength(200) @MinLength(3) @IsString()
  author: string;

  @Field({ defaultValue: "", description: "The post as HTML (sanitised); at least 3 characters when given" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(200_000) @MinLength(3) @IsString()
  body: string = "";

  @Field(() => String, { nullable: true, description: "Display date (ISO 8601); empty to use the creation time" })
  @Expose() @IfFilledIn() @IsISO8601({ strict: true }, { message: "order must be a date (ISO 8601)" })
  order?: string | null;

  @Field(() => [CaptionedImageInput], { description: "Photos" })
  @Expose() @Type(() => CaptionedImageInput) @ValidateNested() @ArrayMaxSize(100) @IsArray()
  images: CaptionedImageInput[] = [];

  @Field(() => Int, { description: "The version the edit started from; a save from an older version is refused" })
  @Expose() @Min(1) @IsInt({ message: "version must be the whole number the blog was loaded with" })
  version: number;
}
