import { AGE_GUIDANCE_MAX, CONTENT_NOTES_MAX, PERFORMANCE_NOTE_MAX, VENUE_ADDRESS, VENUE_NAME } from "@theatre/common/input-limits";
import { Expose, Transform, Type } from "class-transformer";
import {
  ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsEnum, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, IsUrl, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateBy, ValidateIf, ValidateNested,
} from "class-validator";
import { Field, Float, ID, InputType, Int } from "type-graphql";
import { ImagePathRules, SlugRules, TitleRules } from "../../core/editing";
import { IfFilledIn, ISO_INSTANT, NumberFromText, OneLine, SlugText, SubObjectId, Trim, WEB_URL, WITH_OFFSET } from "../../core/validation";
import { ContentWarning } from "./content-warning.types";
import { AccessFeature, PerformanceStatus } from "./performance.types";
import { PlayStatus } from "./play-status.types";
import { MAX_GALLERY_PHOTOS } from "./play.types";
import { SalesInput } from "../box-office/sales.inputs";
import { AsLicensedRules, ProgrammeBioRules, ProgrammeInput } from "../programme/programme.inputs";

// class-validator checks a field's rules from the last decorator up and parseInput reports the
// first broken one, so the basic rule comes last. Rules mirror the specification's section 5.


/** A rule on a performance's field that looks at the performance (its status, its start). */
const PerformanceRule = (name: string, message: string, holds: (value: unknown, performance: PerformanceInput) => boolean) =>
  ValidateBy({ name, validator: { validate: (value, args) => holds(value, args!.object as PerformanceInput), defaultMessage: () => message } });

/** A new date only a postponed performance has, after its old one (when that is a date at all). */
const OnlyWhenPostponed = () => PerformanceRule("onlyWhenPostponed", "postponedTo is only for a postponed performance", (_value, p) => p.status === PerformanceStatus.postponed);
const AfterStart = () =>
  PerformanceRule("afterStart", "postponedTo must be after startsAt", (value, p) => {
    const start = new Date(p.startsAt).getTime();
    return Number.isNaN(start) || new Date(value as string).getTime() > start;
  });

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

@InputType({ description: "One performance of a play" })
export class PerformanceInput {
  @Field(() => ID, { nullable: true, description: "The performance's id; absent for a new one (kept when given, so calendars follow it)" })
  @Expose() @SubObjectId()
  id?: string;

  @Field({ description: "When it starts (ISO 8601, with its offset)" })
  @Expose() @Matches(WITH_OFFSET, { message: "startsAt must give its offset from UTC (Z or ±hh:mm)" }) @IsISO8601(ISO_INSTANT, { message: "startsAt must be a date and time (ISO 8601)" }) @IsString({ message: "startsAt is required: a date and time (ISO 8601)" })
  startsAt: string;

  @Field(() => ID, { description: "Its venue (one of `venues`)" })
  @Expose() @Transform(({ value }: { value: unknown }) => (typeof value === "string" ? value.toLowerCase() : value))
  @IsUUID("all", { message: "venueId must be the id of a venue" }) @IsString({ message: "venueId is required: the id of a venue" })
  venueId: string;

  @Field(() => PerformanceStatus, { description: "On sale unless said" })
  @Expose() @IsEnum(PerformanceStatus, { message: "status must be one of onsale, fewleft, soldout, cancelled and postponed" })
  status: PerformanceStatus = PerformanceStatus.onsale;

  @Field(() => [AccessFeature], { description: "Access features" })
  @Expose() @IsEnum(AccessFeature, { each: true, message: "access may only hold captioned, audiodescribed, bsl, relaxed and touchtour" }) @ArrayMaxSize(5) @IsArray()
  access: AccessFeature[] = [];

  @Field(() => String, { nullable: true, description: "Where to book this one (http or https); empty: the play's buylink" })
  @Expose() @Trim() @IfFilledIn() @IsUrl(WEB_URL, { message: "bookingLink must be a web address (http or https)" }) @MaxLength(2000) @IsString()
  bookingLink?: string | null;

  @Field(() => String, { nullable: true, description: "A note shown with it, e.g. 'Post-show talk'" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(PERFORMANCE_NOTE_MAX) @IsString()
  note?: string | null;

  @Field(() => String, { nullable: true, description: "How its access features work, e.g. 'Rows A to D see the captions'; the accessibility check warns of a captioned or BSL performance without one" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(PERFORMANCE_NOTE_MAX) @IsString()
  accessNote?: string | null;

  @Field(() => String, { nullable: true, description: "For a postponed performance: its new date and time (ISO 8601), after startsAt" })
  @Expose() @IfFilledIn() @AfterStart() @OnlyWhenPostponed() @Matches(WITH_OFFSET, { message: "postponedTo must give its offset from UTC (Z or ±hh:mm)" }) @IsISO8601(ISO_INSTANT, { message: "postponedTo must be a date and time (ISO 8601)" })
  postponedTo?: string | null;

  @Field(() => SalesInput, { nullable: true, description: "Sell its tickets on the site (general admission); absent: not sold here, booked through its booking link" })
  @Expose() @Type(() => SalesInput) @ValidateNested() @IsOptional()
  sales?: SalesInput | null;
}

@InputType({ description: "A venue" })
export class VenueInput {
  @Field(() => ID, { nullable: true, description: "The venue's id; absent for a new one" })
  @Expose() @SubObjectId()
  id?: string;

  @Field({ description: "Name, one line of at least 3 characters" })
  @Expose() @Trim() @OneLine("name") @MaxLength(VENUE_NAME.max) @MinLength(VENUE_NAME.min) @IsString()
  name: string;

  @Field({ description: "Address, at least 3 characters" })
  @Expose() @Trim() @MaxLength(VENUE_ADDRESS.max) @MinLength(VENUE_ADDRESS.min) @IsString()
  address: string;

  @Field({ defaultValue: "", description: "Link to a map (http or https), or empty" })
  @Expose() @Trim() @IfFilledIn() @IsUrl(WEB_URL, { message: "maplink must be a web address (http or https)" }) @MaxLength(2000) @MinLength(3) @IsString()
  maplink: string = "";
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

  @Field({ defaultValue: "", description: "Caption, shown under the image (the alt text when there is no description)" })
  @Expose() @Trim() @MaxLength(500) @IsString()
  caption: string = "";

  @Field({ defaultValue: "", description: "What the image shows, for people who cannot see it (its alt text)" })
  @Expose() @Trim() @MaxLength(1000) @IsString()
  description: string = "";

  @Field({ defaultValue: false, description: "True when the image only decorates: it gets an empty alt text and needs no description" })
  @Expose() @IsBoolean()
  decorative: boolean = false;

  /** Set by the server from the stored file (never sent): pages reserve the image's space. */
  width?: number | null;
  height?: number | null;
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

  @Field({ description: "Their job in the production, e.g. 'Director'" })
  @Expose() @Trim() @MaxLength(200) @IsString()
  role: string;

  @Field({ description: "The person's name" })
  @Expose() @Trim() @MaxLength(200) @IsString()
  name: string;

  @Field(() => ID, { nullable: true, description: "The person record to link (from the people suggestions), or null for a name only" })
  @Expose() @IsOptional() @IsUUID("all", { message: "personId must be the id of a person" })
  personId?: string | null;
  @Field({ defaultValue: "", description: "A programme biography for this production only (plain text, at most 2000 characters); empty: the person's own programme biography" })
  @ProgrammeBioRules("programmeBio")
  programmeBio: string = "";
}

@InputType({ description: "The production team" })
export class ProductionTeamInput {
  @Field({ defaultValue: "", description: "Heading; at least 3 characters when given" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(200) @MinLength(3) @IsString()
  title: string = "";

  @Field(() => [TeamMemberInput], { description: "Who did what, in the order to show them" })
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

  @Field(() => ID, { nullable: true, description: "The person record to link (from the people suggestions), or null for a name only" })
  @Expose() @IsOptional() @IsUUID("all", { message: "personId must be the id of a person" })
  personId?: string | null;
  @Field({ defaultValue: "", description: "A programme biography for this production only (plain text, at most 2000 characters); empty: the person's own programme biography" })
  @ProgrammeBioRules("programmeBio")
  programmeBio: string = "";
}

@InputType({ description: "The cast" })
export class CastListInput {
  @Field({ defaultValue: "", description: "Heading; at least 3 characters when given" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(200) @MinLength(3) @IsString()
  title: string = "";

  @Field(() => [CastMemberInput], { description: "The actors and their characters, in the order to show them" })
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

  @Field({ defaultValue: "", description: "What the main image shows, in words (its alt text); publishing refuses a main image without one" })
  @Expose() @Trim() @MaxLength(500) @IsString()
  mainimageDescription: string = "";

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

  @Field(() => [VenueInput], { description: "Venues by name, address and map link (the older form): each is the venue record with its id, or with the same name and address, else a new record" })
  @Expose() @Type(() => VenueInput) @ValidateNested() @ArrayMaxSize(20) @IsArray()
  venues: VenueInput[] = [];

  @Field(() => [ID], { nullable: true, description: "Venue records (their ids), listed before any named in `venues`" })
  @Expose() @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((id: unknown) => (typeof id === "string" ? id.toLowerCase() : id)) : value))
  @IsOptional() @IsUUID("all", { each: true, message: "venueIds must be ids of venues" }) @ArrayMaxSize(20) @IsArray()
  venueIds?: string[] | null;

  @Field(() => [PerformanceInput], {
    nullable: true,
    description:
      "Every performance. When absent, the dated lines of `dates.displayedText` are the performances, as in the specification: each line keeps the performance starting then, or makes one at the first venue. " +
      "When given, a dated line that repeats a performance's start (as `dates` answers them) is dropped, and any other becomes a performance at the first venue; without a venue, dated lines stay lines",
  })
  @Expose() @Type(() => PerformanceInput) @ValidateNested() @IsOptional() @ArrayMaxSize(200) @IsArray()
  performances?: PerformanceInput[] | null;

  @Field(() => Int, { nullable: true, description: "Running time in minutes, not counting intervals (1 to 1440)" })
  @Expose() @NumberFromText() @IfFilledIn() @Max(1440) @Min(1) @IsInt({ message: "runningTime must be a whole number of minutes" })
  runningTime?: number | null;

  @Field(() => Int, { nullable: true, description: "How many intervals (0 to 5; each taken as 15 minutes)" })
  @Expose() @NumberFromText() @IfFilledIn() @Max(5) @Min(0) @IsInt({ message: "intervals must be a whole number" })
  intervals?: number | null;

  @Field({ defaultValue: "", description: "Age guidance, e.g. '12+' (at most 20 characters)" })
  @Expose() @Trim() @MaxLength(AGE_GUIDANCE_MAX) @IsString()
  ageGuidance: string = "";

  @Field(() => [ContentWarning], { description: "Content warnings, from a fixed list (contentNotes says more)" })
  @Expose() @IsEnum(ContentWarning, { each: true, message: `contentWarnings may only hold ${Object.values(ContentWarning).join(", ")}` }) @IsArray()
  contentWarnings: ContentWarning[] = [];

  @Field({ defaultValue: "", description: "More about the content in plain text, e.g. which themes" })
  @Expose() @Trim() @MaxLength(CONTENT_NOTES_MAX) @IsString()
  contentNotes: string = "";

  @Field(() => [PriceInput], { description: "Ticket prices, each with who it is for" })
  @Expose() @Type(() => PriceInput) @ValidateNested() @ArrayMaxSize(20) @IsArray()
  prices: PriceInput[] = [];

  @Field(() => [CaptionedImageInput], { description: `Photo gallery, in the order visitors see it; at most ${MAX_GALLERY_PHOTOS} photos` })
  @Expose() @Type(() => CaptionedImageInput) @ValidateNested() @ArrayMaxSize(MAX_GALLERY_PHOTOS, { message: `A play's gallery holds at most ${MAX_GALLERY_PHOTOS} photos: remove some before adding more` }) @IsArray()
  images: CaptionedImageInput[] = [];

  @Field({ defaultValue: "", description: "The gallery's cover: the path of one of its photos (shown first), or empty for none" })
  @ImagePathRules("galleryCover")
  galleryCover: string = "";

  @Field(() => [String], { description: "Links to video pages (http or https)" })
  @Expose() @IsUrl(WEB_URL, { each: true, message: "videolinks must be web addresses (http or https)" }) @ArrayMaxSize(20) @IsArray()
  videolinks: string[] = [];

  @Field(() => [String], { nullable: true, description: "Those of videolinks whose videos have captions; absent: none" })
  @Expose() @IsOptional() @IsString({ each: true }) @ArrayMaxSize(20) @IsArray()
  captionedVideolinks?: string[] | null;

  @Field(() => [ReviewInput], { description: "Reviews, in the order to show them" })
  @Expose() @Type(() => ReviewInput) @ValidateNested() @ArrayMaxSize(50) @IsArray()
  reviews: ReviewInput[] = [];

  @Field(() => ProductionTeamInput, { nullable: true, description: "The production team" })
  @Expose() @Type(() => ProductionTeamInput) @ValidateNested() @IsOptional()
  productionteam: ProductionTeamInput = new ProductionTeamInput();

  @Field(() => CastListInput, { nullable: true, description: "The cast" })
  @Expose() @Type(() => CastListInput) @ValidateNested() @IsOptional()
  castlist: CastListInput = new CastListInput();

  @Field({ defaultValue: "", description: "The rights holder's notice, e.g. 'By arrangement with …' (at most 1000 characters), kept exactly as entered, outer spaces aside; empty when the licence asks for none" })
  @AsLicensedRules("licenceNotice")
  licenceNotice: string = "";

  @Field({ defaultValue: "", description: "The author's billing, e.g. 'by William Shakespeare' or 'Book by …, music by …' (at most 1000 characters), kept exactly as entered, outer spaces aside" })
  @AsLicensedRules("authorBilling")
  authorBilling: string = "";

  @Field(() => ProgrammeInput, { nullable: true, description: "The programme's director's note, scenes and musical numbers, thanks and sponsors; absent: none" })
  @Expose() @Type(() => ProgrammeInput) @ValidateNested() @IsOptional()
  programme: ProgrammeInput = new ProgrammeInput();

  @Field(() => Int, { description: "The version the edit started from; a save from an older version is refused" })
  @Expose() @Min(1) @IsInt({ message: "version must be the whole number the play was loaded with" })
  version: number;
}

/** What's on, narrowed (`whatsOn(access, venue)`, `/api/plays/whatson?access=&venue=`). */
export class WhatsOnFilterInput {
  @Expose() @IfFilledIn() @IsIn([...Object.values(AccessFeature), "any"], { message: `access must be one of ${Object.values(AccessFeature).join(", ")} or any` }) @IsString()
  access?: AccessFeature | "any";

  @Expose() @SlugText() @IfFilledIn() @Matches(/^[a-z0-9_-]+$/, { message: "venue must be a venue's slug" }) @MaxLength(100) @IsString()
  venue?: string;
}
