import { Expose } from "class-transformer";
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { Trim } from "../../core/validation";

const ONE_LINE = /^[^\r\n]*$/;

// As elsewhere: a field's basic rule comes last, as it is checked first.

@InputType({ description: "A sign-up for the Combinations newsletter" })
export class SubscribeInput {
  @Field({ description: "The email address to send the newsletter to" })
  @Expose() @Trim() @MaxLength(254) @IsEmail({}, { message: "email must be a valid email address" }) @IsString() @IsNotEmpty({ message: "email is required" })
  email: string;

  @Field({ defaultValue: "", description: "Their name (optional)" })
  @Expose() @Trim() @Matches(ONE_LINE, { message: "name must be on one line" }) @MaxLength(100) @IsString()
  name: string = "";

  @Field({ defaultValue: "", description: "Leave empty: a field people never see, which only robots fill in" })
  @Expose() @IsOptional() @IsString()
  website: string = "";
}
