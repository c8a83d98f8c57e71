import { Expose, Type } from "class-transformer";
import {
  ArrayMaxSize, IsArray, IsEmail, IsEnum, IsInt, IsISO8601, IsNumber, IsOptional, IsString, IsUrl, Max, MaxLength, Min, MinLength, ValidateIf, ValidateNested,
} from "class-validator";
import { Field, Float, ID, InputType, Int } from "type-graphql";
import { ImagePathRules, SlugRules, TitleRules } from "../../core/editing";
import { IfFilledIn, NumberFromText, SubObjectId, Trim } from "../../core/validation";
import { PlayStatus } from "./play-status.types";

// class-validator checks a field's rules from the last decorator up and parseInput reports the
// first broken one, so the basic rule comes last. Rules mirror the specification's section 5.

const WEB_URL = { protocols: ["http", "https"], require_protocol: true };

@InputType({ description: "A line of a play's dates" })
export class DisplayedDateInput {
  @Field({ description: "Heading, at least 3 characters" })
  @Expose() @Trim() @MaxLength(200) @MinLength(3) @IsString()
  title: string;

  @Field({ description: "Text, at least 3 characters" })
  @Expose() @Trim() @MaxLength(500) @MinLength(3) @IsString()
  description: string;

  @Field(() => String, { nullable: true, description: "Date and time (ISO 8601), if any" })
  @Expose() @IfFilledIn() @IsISO8601({ strict: true }, { message: "startdate must be a date and time (ISO 8601)" })
  startdate?: string | null;
}

@InputType({ description: "When a play is on" })
export class PlayDatesInput {
  @Field(() => String, { nullable: true, description: "First performance (ISO 8601); orders the lists" })
  @Expose() @IfFilledIn() @IsISO8601({ strict: true }, { message: "startdate must be a date and time (ISO 8601)" })
  startdate?: string | null;

  @Field(() => [DisplayedDateInput], { description: "Lines of dates" })
  @Expose() @Type(() => DisplayedDateInput) @ValidateNested() @ArrayMaxSize(50) @IsArray()
  displayedText: DisplayedDateInput[] = [];
}

@InputType({ description: "A venue" })
export class VenueInput {
  @Field(() => ID, { nullable: true, description: "The venue's id; absent for a new one" })
  @Expose() @SubObjectId()
  id?: string;

  @Field({ description: "Name, at least 3 characters" })
  @Expose() @Trim() @MaxLength(200) @MinLength(3) @IsString()
  name: string;

  @Field({ description: "Address, at least 3 characters" })
  @Expose() @Trim() @MaxLength(500) @MinLength(3) @IsString()
  address: string;

  @Field({ description: "Link to a map (http or https)" })
  @Expose() @Trim() @IsUrl(WEB_URL, { message: "maplink must be a web address (http or https)" }) @MaxLength(2000) @MinLength(3) @IsString()
  maplink: string;
}

@InputType({ description: "A ticket price" })
export class PriceInput {
  @Field(() => ID, { nullable: true, description: "The price's id; absent for a new one" })
  @Expose() @SubObjectId()
  id?: string;

  @Field({ description: "Who the price is for, at least 3 characters" })
  @Expose() @Trim() @MaxLength(200) @MinLength(3) @IsString()
  title: string;

  @Field(() => Float, { description: "Price in pounds, at least 1" })
  @Expose() @NumberFromText() @Max(10_000) @Min(1) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: "price must be a number" })
  price: number;
}

@InputType({ description: "An image with its caption" })
export class CaptionedImageInput {
  @Field(() => ID, { nullable: true, description: "The image's id; absent for a new one" })
  @Expose() @SubObjectId()
  id?: string;

  @Field({ description: "Path of an uploaded image under /images" })
  @ImagePathRules("photo")
  photo: string;

  @Field({ defaultValue: "", description: "Caption (the image's alt text)" })
  @Expose() @Trim() @MaxLength(500) @IsString()
  caption: string = "";
}

@InputType({ description: "A review" })
export class ReviewInput {
  @Field(() => ID, { nullable: true, description: "The review's id; absent for a new one" })
  @Expose() @SubObjectId()
  id?: string;

  @Field({ description: "Reviewer, at least 3 characters" })
  @Expose() @Trim() @MaxLength(200) @MinLength(3) @IsString()
  reviewer: string;

  @Field({ description: "The review, at least 3 characters" })
  @Expose() @Trim() @MaxLength(20_000) @MinLength(3) @IsString()
  text: string;
}

@InputType({ description: "A member of the production team" })
export class TeamMemberInput {
  @Field(() => Int, { description: "Position in the list" })
  @Expose() @NumberFromText() @Max(1000) @Min(0) @IsInt()
  order: number;

  @Field({ description: "Role" })
  @Expose() @Trim() @MaxLength(200) @IsString()
  role: string;

  @Field({ description: "Name" })
  @Expose() @Trim() @MaxLength(200) @IsString()
  name: string;
}

@InputType({ description: "The production team" })
export class ProductionTeamInput {
  @Field({ defaultValue: "", description: "Heading; at least 3 characters when given" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(200) @MinLength(3) @IsString()
  title: string = "";

  @Field(() => [TeamMemberInput], { description: "Members" })
  @Expose() @Type(() => TeamMemberInput) @ValidateNested() @ArrayMaxSize(200) @IsArray()
  members: TeamMemberInput[] = [];
}

@InputType({ description: "A member of the cast" })
export class CastMemberInput {
  @Field(() => Int, { description: "Position in the list" })
  @Expose() @NumberFromText() @Max(1000) @Min(0) @IsInt()
  order: number;

  @Field({ description: "Character" })
  @Expose() @Trim() @MaxLength(200) @IsString()
  charactername: string;

  @Field({ description: "Actor" })
  @Expose() @Trim() @MaxLength(200) @IsString()
  realname: string;
}

@InputType({ description: "The cast" })
export class CastListInput {
  @Field({ defaultValue: "", description: "Heading; at least 3 characters when given" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(200) @MinLength(3) @IsString()
  title: string = "";

  @Field(() => [CastMemberInput], { description: "Members" })
  @Expose() @Type(() => CastMemberInput) @ValidateNested() @ArrayMaxSize(200) @IsArray()
  members: CastMemberInput[] = [];
}

@InputType({ description: "A whole play, as the editor saves it" })
export class PlayInput {
  @Field({ description: "Title, at least 3 characters" })
  @TitleRules()
  title: string;

  @Field({ description: "Address on the site: at least 3 of letters, numbers, dashes and underscores (stored in lowercase)" })
  @SlugRules()
  slug: string;

  @Field({ defaultValue: "", description: "Path of the main image under /images" })
  @ImagePathRules("mainimage")
  mainimage: string = "";

  @Field({ defaultValue: "", description: "Notice message; at least 3 characters when given" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(200) @MinLength(3) @IsString()
  message: string = "";

  @Field({ defaultValue: "", description: "Description as HTML (sanitised); at least 3 characters of text when given" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(100_000) @MinLength(3) @IsString()
  blurb: string = "";

  @Field({ defaultValue: "", description: "Short plain text for lists; at least 3 characters when given" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(1000) @MinLength(3) @IsString()
  blurbExcerpt: string = "";

  @Field({ defaultValue: "", description: "Where to buy tickets (http or https); at least 3 characters when given" })
  @Expose() @Trim() @IfFilledIn() @IsUrl(WEB_URL, { message: "buylink must be a web address (http or https)" }) @MaxLength(2000) @MinLength(3) @IsString()
  buylink: string = "";

  @Field(() => [PlayStatus], { description: "Where the play appears" })
  @Expose() @IsEnum(PlayStatus, { each: true, message: "status may only hold featured, current, upcoming, homepage, audition and previousproduction" }) @IsArray()
  status: PlayStatus[] = [];

  @Field({ defaultValue: "", description: "Where audition applications go; required when the status includes audition" })
  @Expose() @Trim()
  @ValidateIf((play: PlayInput) => (play.status ?? []).includes(PlayStatus.audition) || play.auditionEmailRecipient !== "")
  @IsEmail({}, { message: "auditionEmailRecipient must be a valid email address" })
  @MaxLength(254) @IsString()
  auditionEmailRecipient: string = "";

  @Field(() => PlayDatesInput, { description: "When the play is on" })
  @Expose() @Type(() => PlayDatesInput) @ValidateNested() @IsOptional()
  dates: PlayDatesInput = Object.assign(new PlayDatesInput(), { startdate: null, displayedText: [] });

  @Field(() => [VenueInput], { description: "Venues" })
  @Expose() @Type(() => VenueInput) @ValidateNested() @ArrayMaxSize(20) @IsArray()
  venues: VenueInput[] = [];

  @Field(() => [PriceInput], { description: "Prices" })
  @Expose() @Type(() => PriceInput) @ValidateNested() @ArrayMaxSize(20) @IsArray()
  prices: PriceInput[] = [];

  @Field(() => [CaptionedImageInput], { description: "Photo gallery" })
  @Expose() @Type(() => CaptionedImageInput) @ValidateNested() @ArrayMaxSize(100) @IsArray()
  images: CaptionedImageInput[] = [];

  @Field(() => [String], { description: "Links to video pages (http or https)" })
  @Expose() @IsUrl(WEB_URL, { each: true, message: "videolinks must be web addresses (http or https)" }) @ArrayMaxSize(20) @IsArray()
  videolinks: string[] = [];

  @Field(() => [ReviewInput], { description: "Reviews" })
  @Expose() @Type(() => ReviewInput) @ValidateNested() @ArrayMaxSize(50) @IsArray()
  reviews: ReviewInput[] = [];

  @Field(() => ProductionTeamInput, { nullable: true, description: "The production team" })
  @Expose() @Type(() => ProductionTeamInput) @ValidateNested() @IsOptional()
  productionteam: ProductionTeamInput = new ProductionTeamInput();

  @Field(() => CastListInput, { nullable: true, description: "The cast" })
  @Expose() @Type(() => CastListInput) @ValidateNested() @IsOptional()
  castlist: CastListInput = new CastListInput();

  @Field(() => Int, { description: "The version the edit started from; a save from an older version is refused" })
  @Expose() @Min(1) @IsInt({ message: "version must be the whole number the play was loaded with" })
  version: number;
}
