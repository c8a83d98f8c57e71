import { BIO_MAX, DIRECTORS_NOTE_MAX, LICENCE_NOTICE_MAX, PROGRAMME_LINE_MAX, PROGRAMME_SCENES_MAX, SPONSORS_MAX } from "@theatre/common/input-limits";
import { Expose, Type } from "class-transformer";
import { ArrayMaxSize, IsArray, IsString, IsUrl, Matches, MaxLength, MinLength, ValidateNested } from "class-validator";
import { Field, ID, InputType } from "type-graphql";
import { ImagePathRules } from "../../core/editing";
import type { FieldError } from "../../core/errors";
import { IfFilledIn, OneLine, rules, SubObjectId, Trim, WEB_URL, withIds } from "../../core/validation";
import type { PlayProgramme } from "./programme.types";

// As in play.inputs.ts: rules are checked from the last decorator up, so the basic rule comes last.

/** Plain text as typed: any line breaks, but no NUL (PostgreSQL refuses it) nor lone surrogates. */
const PlainText = (field: string) => Matches(/^[^\0\p{Cs}]*$/u, { message: `${field} must be text, without NUL characters` });

/** Words a licence dictates (the rights holder's notice, the author's billing): kept as entered, outer spaces aside. */
export const AsLicensedRules = (field: string) => rules(Expose(), Trim(), PlainText(field), MaxLength(LICENCE_NOTICE_MAX, { message: `${field} must be at most ${LICENCE_NOTICE_MAX} characters` }), IsString());

/** A programme biography (a person's, or a cast or team member's for one production). */
export const ProgrammeBioRules = (field: string) => rules(Expose(), Trim(), PlainText(field), MaxLength(BIO_MAX, { message: `${field} must be at most ${BIO_MAX} characters` }), IsString());

/** A sponsor's logo: none, or an image uploaded for this play as a logo (the service checks the play is this one). */
export const SPONSOR_LOGO = /^(?:\/images\/plays\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/logo\d{1,2}\.jpg)?$/;

@InputType({ description: "A scene or a musical number" })
export class ProgrammeSceneInput {
  @Field(() => ID, { nullable: true, description: "Its id; absent for a new one" })
  @Expose() @SubObjectId()
  id?: string;

  @Field({ description: "Title, one line, 1 to 200 characters, e.g. 'Act 1, Scene 2: Olivia's house'" })
  @Expose() @Trim() @OneLine("title") @MaxLength(PROGRAMME_LINE_MAX) @MinLength(1, { message: "title is required: the scene's or number's name" }) @IsString()
  title: string;

  @Field({ defaultValue: "", description: "Who sings it or where it is set, one line of at most 200 characters" })
  @Expose() @Trim() @OneLine("detail") @MaxLength(PROGRAMME_LINE_MAX) @IsString()
  detail: string = "";
}

@InputType({ description: "Someone thanked, or a sponsor" })
export class SponsorInput {
  @Field(() => ID, { nullable: true, description: "Its id; absent for a new one" })
  @Expose() @SubObjectId()
  id?: string;

  @Field({ description: "Name as it should be printed, one line, 1 to 200 characters" })
  @Expose() @Trim() @OneLine("name") @MaxLength(PROGRAMME_LINE_MAX) @MinLength(1, { message: "name is required: who is thanked" }) @IsString()
  name: string;

  @Field({ defaultValue: "", description: "Their logo: the path of an image uploaded for this play as a logo (/images/plays/{id}/logo{n}.jpg), or empty" })
  @Matches(SPONSOR_LOGO, { message: "logo must be a logo uploaded for this play (/images/plays/{id}/logo{n}.jpg), or empty" }) @ImagePathRules("logo")
  logo: string = "";

  @Field({ defaultValue: "", description: "Their website (http or https), or empty" })
  @Expose() @Trim() @IfFilledIn() @IsUrl(WEB_URL, { message: "link must be a web address (http or https)" }) @MaxLength(2000) @IsString()
  link: string = "";
}

@InputType({ description: "A play's programme: the director's note, the running order, thanks and sponsors" })
export class ProgrammeInput {
  @Field({ defaultValue: "", description: "The director's note, in plain text (blank lines between paragraphs), at most 10,000 characters" })
  @Expose() @Trim() @PlainText("directorsNote") @MaxLength(DIRECTORS_NOTE_MAX, { message: `directorsNote must be at most ${DIRECTORS_NOTE_MAX} characters` }) @IsString()
  directorsNote: string = "";

  @Field(() => [ProgrammeSceneInput], { description: "Scenes and musical numbers, in running order (at most 100)" })
  @Expose() @Type(() => ProgrammeSceneInput) @ValidateNested() @ArrayMaxSize(PROGRAMME_SCENES_MAX) @IsArray()
  scenes: ProgrammeSceneInput[] = [];

  @Field(() => [SponsorInput], { description: "Thanks and sponsors, in the order to print them (at most 50)" })
  @Expose() @Type(() => SponsorInput) @ValidateNested() @ArrayMaxSize(SPONSORS_MAX) @IsArray()
  sponsors: SponsorInput[] = [];
}

/** A programme as the input gives it and the play stores it: each scene and sponsor with its id. */
export const programmeFields = (input: ProgrammeInput | null | undefined): PlayProgramme => ({
  directorsNote: input?.directorsNote ?? "",
  scenes: withIds(input?.scenes ?? []).map(({ id, title, detail }) => ({ id, title, detail: detail ?? "" })),
  sponsors: withIds(input?.sponsors ?? []).map(({ id, name, logo, link }) => ({ id, name, logo: logo ?? "", link: link ?? "" })),
});

/** Each sponsor's logo uploaded for another play, as a field error at its place. */
export function othersLogos(input: { programme?: ProgrammeInput | null }, playId: string): FieldError[] {
  return (input.programme?.sponsors ?? []).flatMap((sponsor, i) => {
    const owner = SPONSOR_LOGO.exec(sponsor.logo ?? "")?.[1];
    return owner && owner !== playId.toLowerCase() ? [{ path: `programme.sponsors[${i}].logo`, message: `logo must be a logo uploaded for this play (/images/plays/${playId}/logo{n}.jpg), or empty` }] : [];
  });
}
