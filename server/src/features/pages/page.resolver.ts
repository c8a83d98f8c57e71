import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { AboutPageInput, TextPageInput } from "./page.inputs";
import { PageService } from "./page.service";
import { AboutPage, TextPage } from "./page.types";
import { PageKind, type SitePage } from "./site-page.entity";

/** The entity holds every page kind; the About type needs its committee members as a string. */
const asAbout = (page: SitePage): AboutPage => ({ ...page, committeeMembers: page.committeeMembers ?? "" });

@Resolver()
export class PageResolver {
  constructor(private readonly service: PageService) {}

  @Query(() => AboutPage, { description: "The About page" })
  async about(): Promise<AboutPage> {
    return asAbout(await this.service.get(PageKind.About));
  }

  @Query(() => TextPage, { description: "The Contact page's text" })
  contact(): Promise<TextPage> {
    return this.service.get(PageKind.Contact);
  }

  @Query(() => TextPage, { description: "The Combinations (newsletter) page's text" })
  combinations(): Promise<TextPage> {
    return this.service.get(PageKind.Combinations);
  }

  @Authorized(EDITORS)
  @Mutation(() => AboutPage, { description: "Saves the whole About page (editors and admins)" })
  async updateAbout(@Arg("input", () => AboutPageInput, { description: "The whole page" }) input: AboutPageInput, @Ctx() context: Context): Promise<AboutPage> {
    return asAbout(await this.service.update(PageKind.About, input, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => TextPage, { description: "Saves the whole Contact page (editors and admins)" })
  updateContact(@Arg("input", () => TextPageInput, { description: "The whole page" }) input: TextPageInput, @Ctx() context: Context): Promise<TextPage> {
    return this.service.update(PageKind.Contact, input, context.user);
  }

  @Authorized(EDITORS)
  @Mutation(() => TextPage, { description: "Saves the whole Combinations page (editors and admins)" })
  updateCombinations(@Arg("input", () => TextPageInput, { description: "The whole page" }) input: TextPageInput, @Ctx() context: Context): Promise<TextPage> {
    return this.service.update(PageKind.Combinations, input, context.user);
  }

  @Subscription(() => AboutPage, {
    topics: "PAGE_UPDATED",
    filter: ({ payload }: { payload: SitePage }) => payload.kind === PageKind.About,
    description: "The About page, each time it is saved",
  })
  aboutUpdated(@Root() page: SitePage): AboutPage {
    return asAbout(page);
  }
}
