import { BIO_MAX, PERSON_NAME } from "@theatre/common/input-limits";
import { Expose } from "class-transformer";
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { ImagePathRules, SlugRules } from "../../core/editing";
import { IfFilledIn, OneLine, Trim } from "../../core/validation";
import { ProgrammeBioRules } from "../programme/programme.inputs";

// As in play.inputs.ts: rules are checked from the last decorator up, so the basic rule comes last.

/**
 * A person's photo: none, or one uploaded for a person as the media feature names it
 * (`/images/people/{id}/photo{n}.jpg`, core/images/image-keys.ts); the service checks the id is theirs.
 */
export const PERSON_PHOTO = /^(?:\/images\/people\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/photo\d{1,2}\.jpg)?$/;

@InputType({ description: "A person as an editor saves them" })
export class PersonInput {
  @Field({ description: "Name as credited, 2 to 200 characters" })
  @Expose() @Trim() @OneLine("name") @MaxLength(PERSON_NAME.max) @MinLength(PERSON_NAME.min) @IsString()
  name: string;

  @Field({ defaultValue: "", description: "Address on the site (/people/{slug}): at least 3 of letters, numbers, dashes and underscores; empty: made from the name for a new person, kept for an existing one" })
  @IfFilledIn() @SlugRules()
  slug: string = "";

  @Field({ defaultValue: "", description: "A short biography in plain text, at most 2000 characters" })
  @Expose() @Trim() @Matches(/^[^\0\p{Cs}]*$/u, { message: "bio must be text, without NUL characters" }) @MaxLength(BIO_MAX) @IsString()
  bio: string = "";

  @Field({ defaultValue: "", description: "A shorter biography for programmes, in plain text, at most 2000 characters; empty: programmes print `bio`" })
  @ProgrammeBioRules("programmeBio")
  programmeBio: string = "";

  @Field({ defaultValue: "", description: "Path of an uploaded photo (/images/...), or empty" })
  @Matches(PERSON_PHOTO, { message: "photo must be a photo uploaded for the person (/images/people/{id}/photo{n}.jpg), or empty" }) @ImagePathRules("photo")
  photo: string = "";

  @Field({ defaultValue: false, description: "Hidden on the person's request: no page, names unlinked, left out of search" })
  @Expose() @IsBoolean({ message: "hidden must be true or false" })
  hidden: boolean = false;

  @Field(() => Int, { nullable: true, description: "When saving an existing person: the version it was loaded with (a save from an older version is refused)" })
  @Expose() @IsOptional() @Min(1) @IsInt({ message: "version must be the whole number the person was loaded with" })
  version?: number | null;
}
