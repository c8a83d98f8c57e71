import { Field, ObjectType, Query, Resolver } from "type-graphql";
import { PageService } from "../pages/page.service";
import { PageKind } from "../pages/site-page.entity";

@ObjectType({ description: "Facts about the site that its pages show" })
export class SiteInfo {
  @Field({ description: "The society's name" })
  name: string;

  @Field(() => String, { nullable: true, description: "Where visitors can write when a form fails: SOCIETY_EMAIL, else the first email on the Contact page" })
  contactEmail: string | null;

  @Field({ description: "The site's public address (PUBLIC_URL), without a trailing slash" })
  url: string;

  @Field({ description: "Every upcoming performance as a calendar to subscribe to: /calendar.ics as a webcal:// address" })
  calendarUrl: string;
}

@Resolver(() => SiteInfo)
export class SiteInfoResolver {
  constructor(
    private readonly pages: PageService,
    private readonly settings: { siteName: string; societyEmail?: string; publicUrl: string },
  ) {}

  @Query(() => SiteInfo, { description: "The society's name and contact address" })
  async site(): Promise<SiteInfo> {
    // No ":" before the "@": each try then stops at the next "mailto:", linear on any page text.
    const fromContactPage = /mailto:([^"?&\s:]+@[^"?&\s]+)/.exec((await this.pages.get(PageKind.contact)).text)?.[1] ?? null;
    const url = this.settings.publicUrl;
    // Calendar apps subscribe (and keep polling) to a webcal:// address; they fetch it by https
    // where the site answers it.
    const calendarUrl = `${url.replace(/^https?:/, "webcal:")}/calendar.ics`;
    return { name: this.settings.siteName, contactEmail: this.settings.societyEmail ?? fromContactPage, url, calendarUrl };
  }
}
