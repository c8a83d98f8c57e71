import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { ADMINS } from "../../core/auth";
import type { Context } from "../../core/context";
import { SiteSettings } from "./site-settings.entity";
import { SiteSettingsInput } from "./site-settings.inputs";
import type { SiteSettingsService } from "./site-settings.service";
import { SocialLink } from "./site-settings.types";

@ObjectType({ description: "Facts about the site that its pages show" })
export class SiteInfo {
  @Field({ description: "The society's name (Site settings, else SITE_NAME)" })
  name: string;

  @Field(() => String, { nullable: true, description: "Where visitors can write: Site settings, else SOCIETY_EMAIL, else the first email on the Contact page" })
  contactEmail: string | null;

  @Field(() => String, { nullable: true, description: "The society's postal address (Site settings, else SOCIETY_ADDRESS), or null" })
  address: string | null;

  @Field(() => String, { nullable: true, description: "Registered charity number (England and Wales), or null" })
  charityNumber: string | null;

  @Field(() => [SocialLink], { description: "The society's social links that are set, named networks first; empty when none are" })
  socialLinks: SocialLink[];

  @Field({ description: "The site's public address (PUBLIC_URL), without a trailing slash" })
  url: string;

  @Field({ description: "Every upcoming performance as a calendar to subscribe to: /calendar.ics as a webcal:// address" })
  calendarUrl: string;
}

@Resolver(() => SiteInfo)
export class SiteInfoResolver {
  constructor(
    private readonly settings: SiteSettingsService,
    private readonly links: { publicUrl: string },
  ) {}

  @Query(() => SiteInfo, { description: "The society's name, contact address, postal address, charity number and social links" })
  async site(): Promise<SiteInfo> {
    const url = this.links.publicUrl;
    // Calendar apps subscribe (and keep polling) to a webcal:// address; they fetch it by https
    // where the site answers it.
    const calendarUrl = `${url.replace(/^https?:/, "webcal:")}/calendar.ics`;
    return { ...(await this.settings.current()), url, calendarUrl };
  }

  @Authorized(ADMINS)
  @Query(() => SiteSettings, { description: "The Site settings as admins edit them: the saved ones, else the environment's defaults to start from (admins only)" })
  siteSettings(@Ctx() context: Context): Promise<SiteSettings> {
    return this.settings.editable(context.user);
  }

  @Authorized(ADMINS)
  @Mutation(() => SiteSettings, { description: "Saves the whole Site settings (admins only, with a recent proof: else FRESH_PROOF_REQUIRED, as they can switch off Require two-step sign-in); from then on they win over the environment's defaults" })
  updateSiteSettings(@Arg("input", () => SiteSettingsInput, { description: "Every setting" }) input: SiteSettingsInput, @Ctx() context: Context): Promise<SiteSettings> {
    return this.settings.update(context.user, input);
  }
}
