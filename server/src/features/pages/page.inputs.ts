import { Expose } from "class-transformer";
import { IsInt, IsString, MaxLength, Min, MinLength } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { Trim } from "../../core/validation";

@InputType({ description: "A whole page text, as the editor saves it (Contact, Combinations)" })
export class TextPageInput {
  @Field({ description: "The text, as HTML (sanitised on save); at most 100,000 characters" })
  @Expose()
  @Trim()
  @IsString()
  @MaxLength(100_000)
  @MinLength(3)
  text: string;

  @Field(() => Int, { description: "The version the edit started from; a save from an older version is refused" })
  @Expose()
  @IsInt()
  @Min(1)
  version: number;
}

@InputType({ description: "The whole About page, as the editor saves it" })
export class AboutPageInput extends TextPageInput {
  @Field({ description: "The committee members, as HTML (sanitised on save); at most 100,000 characters" })
  @Expose()
  @Trim()
  @IsString()
  @MaxLength(100_000)
  @MinLength(3)
  committeeMembers: string;
}
