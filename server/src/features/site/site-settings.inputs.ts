import { EMAIL_MAX, LINK_LABEL_MAX, SOCIETY_ADDRESS_MAX, SOCIETY_NAME } from "@theatre/common/input-limits";
import { isPageLink, PAGE_LINK_MAX } from "@theatre/common/page-link";
import { BACKUP_TIME_PATTERN } from "@theatre/common/backup-time";
import { Expose } from "class-transformer";
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidateIf } from "class-validator";
import { Field, InputType } from "type-graphql";
import { IfFilledIn, rules, Trim } from "../../core/validation";
import { NETWORKS, SocialNetwork } from "./site-settings.types";

// As in venue.inputs.ts: rules are checked from the last decorator up, so the basic rule comes last.
// The client's form (client/src/editing/settings/site-settings-form.ts) states the same rules.

const URL_MAX = PAGE_LINK_MAX;

/** An optional link to the society's page on a named network: https, on that network's own host. */
const NetworkLink = (network: keyof typeof NETWORKS) => {
  const { label, hosts } = NETWORKS[network];
  return rules(
    Expose(),
    Trim(),
    IfFilledIn(),
    ValidateBy({ name: "networkLink", validator: { validate: (value: unknown) => isPageLink(value, hosts) } }, { message: `${network} must be an https link to the society's page on ${label} (${hosts[0]})` }),
    MaxLength(URL_MAX, { message: `${network} must be at most ${URL_MAX} characters` }),
    IsString(),
  );
};

@InputType({ description: "The society's details and social links, saved whole from the Site settings screen; an empty text leaves that detail out" })
export class SiteSettingsInput {
  @Field({ description: "The society's name: 3 to 100 characters" })
  @Expose() @Trim() @Matches(/^[^\r\n]*$/, { message: "name must be on one line" }) @MaxLength(SOCIETY_NAME.max, { message: `name must be at most ${SOCIETY_NAME.max} characters` }) @MinLength(SOCIETY_NAME.min, { message: `name must be at least ${SOCIETY_NAME.min} characters` }) @IsString() @IsNotEmpty({ message: "name is required" })
  name: string;

  @Field({ description: "The society's email address: where visitors write, and where replies to the site's emails go" })
  @Expose() @Trim() @IsEmail({}, { message: "contactEmail must be a valid email address" }) @MaxLength(EMAIL_MAX, { message: `contactEmail must be at most ${EMAIL_MAX} characters` }) @IsString() @IsNotEmpty({ message: "contactEmail is required" })
  contactEmail: string;

  @Field({ defaultValue: "", description: "Postal address (lines may be separated by new lines), at most 300 characters; empty for none" })
  @Expose() @Trim() @MaxLength(SOCIETY_ADDRESS_MAX, { message: `address must be at most ${SOCIETY_ADDRESS_MAX} characters` }) @IsString()
  address: string = "";

  @Field({ defaultValue: "", description: "Registered charity number in England and Wales (6 to 8 digits); empty for none" })
  @Expose() @Trim() @IfFilledIn() @Matches(/^\d{6,8}$/, { message: "charityNumber must be 6 to 8 digits (a charity number in England and Wales)" }) @IsString()
  charityNumber: string = "";

  @Field({ defaultValue: "", description: "The society's Facebook page (https://www.facebook.com/...), or empty" })
  @NetworkLink(SocialNetwork.facebook)
  facebook: string = "";

  @Field({ defaultValue: "", description: "The society's Instagram account (https://www.instagram.com/...), or empty" })
  @NetworkLink(SocialNetwork.instagram)
  instagram: string = "";

  @Field({ defaultValue: "", description: "The society's X account (https://x.com/...), or empty" })
  @NetworkLink(SocialNetwork.x)
  x: string = "";

  @Field({ defaultValue: "", description: "The society's YouTube channel (https://www.youtube.com/...), or empty" })
  @NetworkLink(SocialNetwork.youtube)
  youtube: string = "";

  @Field({ defaultValue: "", description: "The society's TikTok account (https://www.tiktok.com/...), or empty" })
  @NetworkLink(SocialNetwork.tiktok)
  tiktok: string = "";

  @Field({ defaultValue: "", description: "What another link says (required with otherUrl), at most 40 characters" })
  @Expose() @Trim() @ValidateIf((input: SiteSettingsInput) => !!input.otherUrl || !!input.otherLabel) @MaxLength(LINK_LABEL_MAX, { message: `otherLabel must be at most ${LINK_LABEL_MAX} characters` }) @IsNotEmpty({ message: "otherLabel is required with another link" }) @IsString()
  otherLabel: string = "";

  @Field({ defaultValue: "", description: "Another page of the society's: any https address (required with otherLabel), or empty" })
  @Expose() @Trim() @ValidateIf((input: SiteSettingsInput) => !!input.otherUrl || !!input.otherLabel)
  @ValidateBy({ name: "pageLink", validator: { validate: (value: unknown) => isPageLink(value) } }, { message: "otherUrl must be an https link" })
  @MaxLength(URL_MAX, { message: `otherUrl must be at most ${URL_MAX} characters` }) @IsNotEmpty({ message: "otherUrl is required with a label" }) @IsString()
  otherUrl: string = "";

  @Field(() => String, { nullable: true, description: "The time of night the site backs itself up, HH:MM on London's 24-hour clock (00:00 to 23:59); left out: the time saved before (03:30 at first)" })
  @Expose() @IsOptional() @Trim() @Matches(BACKUP_TIME_PATTERN, { message: "backupTime must be a time of day as HH:MM, 00:00 to 23:59" }) @IsString()
  backupTime?: string;
  @Field({ defaultValue: false, description: "Require two-step sign-in for editors and admins: those without a passkey or authenticator app must set one up after their password, and can do nothing else until they have (off unless given)" })
  @Expose() @IsBoolean({ message: "requireTwoStep must be true or false" })
  requireTwoStep: boolean = false;
}
