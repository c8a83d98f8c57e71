import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { AboutPage } from "./about-page.entity";
import { AboutPageInput } from "./about-page.inputs";
import { AboutPageService } from "./about-page.service";

@Resolver(() => AboutPage)
export class AboutPageResolver {
  constructor(private readonly service: AboutPageService) {}

  @Query(() => AboutPage, { description: "The About page" })
  about(): Promise<AboutPage> {
    return this.service.get();
  }

  @Authorized(EDITORS)
  @Mutation(() => AboutPage, { description: "Saves the whole About page (editors and admins)" })
  updateAbout(@Arg("input", () => AboutPageInput) input: AboutPageInput, @Ctx() context: Context): Promise<AboutPage> {
    return this.service.update(input, context.user);
  }

  @Subscription(() => AboutPage, { topics: "ABOUT_PAGE_UPDATED", description: "The About page, each time it is saved" })
  aboutUpdated(@Root() page: AboutPage): AboutPage {
    return page;
  }
}
