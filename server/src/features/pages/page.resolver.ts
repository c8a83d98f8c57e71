import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, registerEnumType } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { AboutPageInput, TextPageInput } from "./page.inputs";
import { PageService } from "./page.service";
import { AboutPage, asAbout, asText, TextPage } from "./page.types";
import { PageKind, type SitePage } from "./site-page.entity";


registerEnumType(PageKind, {
  name: "PageKind",
  description: "The pages whose text editors maintain",
  valuesConfig: {
    about: { description: "The About page (/about): the society's story and its committee" },
    contact: { description: "The Contact page (/contact): how to reach the society" },
    combinations: { description: "The Combinations page (/combinations), the newsletter's page: its text is what Send to subscribers emails" },
  },
});

@Resolver()
export class PageResolver {
  constructor(private readonly service: PageService) {}

  @Query(() => AboutPage, { description: "The About page" })
  async about(): Promise<AboutPage> {
    return asAbout(await this.service.get(PageKind.about));
  }

  @Query(() => TextPage, { description: "The Contact page's text" })
  async contact(): Promise<TextPage> {
    return asText(await this.service.get(PageKind.contact));
  }

  @Query(() => TextPage, { description: "The Combinations (newsletter) page's text" })
  async combinations(): Promise<TextPage> {
    return asText(await this.service.get(PageKind.combinations));
  }

  @Authorized(EDITORS)
  @Query(() => AboutPage, { description: "The About page as its editor sees it: its draft, if any, over what is published (editors only)" })
  async aboutDraft(@Ctx() context: Context): Promise<AboutPage> {
    return asAbout(await this.service.editable(PageKind.about, context.user));
  }

  @Authorized(EDITORS)
  @Query(() => TextPage, { description: "The Contact page as its editor sees it: its draft, if any, over what is published (editors only)" })
  async contactDraft(@Ctx() context: Context): Promise<TextPage> {
    return asText(await this.service.editable(PageKind.contact, context.user));
  }

  @Authorized(EDITORS)
  @Query(() => TextPage, { description: "The Combinations page as its editor sees it: its draft, if any, over what is published (editors only)" })
  async combinationsDraft(@Ctx() context: Context): Promise<TextPage> {
    return asText(await this.service.editable(PageKind.combinations, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => AboutPage, { description: "Keeps the editor's changes as the About page's draft without publishing them; fields may be left empty" })
  async saveAboutDraft(@Arg("input", () => AboutPageInput, { description: "The whole page" }) input: AboutPageInput, @Ctx() context: Context): Promise<AboutPage> {
    return asAbout(await this.service.saveDraft(PageKind.about, input, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => TextPage, { description: "Keeps the editor's changes as the Contact page's draft without publishing them; fields may be left empty" })
  async saveContactDraft(@Arg("input", () => TextPageInput, { description: "The whole page" }) input: TextPageInput, @Ctx() context: Context): Promise<TextPage> {
    return asText(await this.service.saveDraft(PageKind.contact, input, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => TextPage, { description: "Keeps the editor's changes as the Combinations page's draft without publishing them; fields may be left empty" })
  async saveCombinationsDraft(@Arg("input", () => TextPageInput, { description: "The whole page" }) input: TextPageInput, @Ctx() context: Context): Promise<TextPage> {
    return asText(await this.service.saveDraft(PageKind.combinations, input, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => AboutPage, { description: "Publishes a page's draft with every rule of a save (the About page's shape; Contact and Combinations have no committee members)" })
  async publishPage(
    @Arg("kind", () => PageKind, { description: "Which page" }) kind: PageKind,
    @Arg("version", () => Int, { description: "The version the editor has" }) version: number,
    @Ctx() context: Context,
  ): Promise<AboutPage> {
    return asAbout(await this.service.publish(kind, version, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => AboutPage, { description: "Puts one of the page's revisions back as its draft; nothing goes live until it is published" })
  async restorePageRevision(
    @Arg("kind", () => PageKind, { description: "Which page" }) kind: PageKind,
    @Arg("revisionId", () => ID, { description: "The revision (from `revisions`)" }) revisionId: string,
    @Arg("version", () => Int, { description: "The version the editor has" }) version: number,
    @Ctx() context: Context,
  ): Promise<AboutPage> {
    return asAbout(await this.service.restoreRevision(kind, revisionId, version, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => AboutPage, { description: "Sets when the page's draft is published by itself (Europe/London times are sent as ISO instants); null cancels" })
  async schedulePage(
    @Arg("kind", () => PageKind, { description: "Which page" }) kind: PageKind,
    @Arg("publishAt", () => Date, { nullable: true, description: "When to publish the draft; null for no scheduled publish" }) publishAt: Date | null,
    @Ctx() context: Context,
  ): Promise<AboutPage> {
    return asAbout(await this.service.schedule(kind, publishAt ?? null, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => AboutPage, { description: "Saves the whole About page and publishes it (editors and admins)" })
  async updateAbout(@Arg("input", () => AboutPageInput, { description: "The whole page" }) input: AboutPageInput, @Ctx() context: Context): Promise<AboutPage> {
    return asAbout(await this.service.update(PageKind.about, input, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => TextPage, { description: "Saves the whole Contact page and publishes it (editors and admins)" })
  async updateContact(@Arg("input", () => TextPageInput, { description: "The whole page" }) input: TextPageInput, @Ctx() context: Context): Promise<TextPage> {
    return asText(await this.service.update(PageKind.contact, input, context.user));
  }

  @Authorized(EDITORS)
  @Mutation(() => TextPage, { description: "Saves the whole Combinations page and publishes it (editors and admins)" })
  async updateCombinations(@Arg("input", () => TextPageInput, { description: "The whole page" }) input: TextPageInput, @Ctx() context: Context): Promise<TextPage> {
    return asText(await this.service.update(PageKind.combinations, input, context.user));
  }

  @Subscription(() => AboutPage, {
    topics: "PAGE_UPDATED",
    filter: ({ payload }: { payload: SitePage }) => payload.kind === PageKind.about,
    description: "The About page, each time it is saved",
  })
  aboutUpdated(@Root() page: SitePage): AboutPage {
    return asAbout(page);
  }
}
