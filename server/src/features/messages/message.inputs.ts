import { EMAIL_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, SENDER_NAME } from "@theatre/common/input-limits";
import { Expose } from "class-transformer";
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from "class-validator";
import { Field, InputType } from "type-graphql";
import { SlugText, Trim } from "../../core/validation";
import { MESSAGE_TYPES } from "./message.entity";

const ONE_LINE = /^[^\r\n]*$/;

// As elsewhere: a field's basic rule comes last, as it is checked first.

@InputType({ description: "A message from the audition, director-submission or contact form" })
export class MessageInput {
  @Field({ description: "The sender's name, at least 3 characters" })
  @Expose() @Trim() @Matches(ONE_LINE, { message: "name must be on one line" }) @MaxLength(SENDER_NAME.max) @MinLength(SENDER_NAME.min) @IsString() @IsNotEmpty({ message: "name is required" })
  name: string;

  @Field({ description: "The sender's email address" })
  @Expose() @Trim() @MaxLength(EMAIL_MAX) @IsEmail({}, { message: "email must be a valid email address" }) @IsString() @IsNotEmpty({ message: "email is required" })
  email: string;

  @Field({ defaultValue: "", description: "Subject (optional)" })
  @Expose() @Trim() @Matches(ONE_LINE, { message: "subject must be on one line" }) @MaxLength(MESSAGE_SUBJECT_MAX) @IsString()
  subject: string = "";

  @Field({ defaultValue: "", description: "The message (optional)" })
  @Expose() @Trim() @MaxLength(MESSAGE_TEXT_MAX) @IsString()
  message: string = "";

  @Field({ description: "'Application to audition', 'Director submission' or 'General enquiry'" })
  @Expose() @IsIn(Object.values(MESSAGE_TYPES), { message: `messagetype must be '${MESSAGE_TYPES.audition}', '${MESSAGE_TYPES.director}' or '${MESSAGE_TYPES.general}'` })
  messagetype: string;

  @Field(() => String, { nullable: true, description: "For auditions: the play's slug" })
  @Expose() @SlugText() @IsOptional() @MaxLength(100) @IsString()
  playslug?: string;

  @Field(() => String, { nullable: true, description: "For auditions: the play's title, when no slug is sent" })
  @Expose() @Trim() @ValidateIf((m: MessageInput) => m.messagetype === MESSAGE_TYPES.audition && !m.playslug)
  @MaxLength(200) @IsString({ message: "playslug or playtitle is required for an application to audition" })
  playtitle?: string;

  @Field({ defaultValue: "", description: "Leave empty: a field people never see, which only robots fill in" })
  @Expose() @IsOptional() @IsString()
  website: string = "";
}
