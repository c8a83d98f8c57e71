import { Arg, Authorized, Ctx, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { BlogEditingService } from "./blog-editing.service";
import { BlogInput } from "./blog.inputs";
import { PageOf, wholeNumber } from "../../core/pagination";
import { Blog } from "./blog.entity";
import { BLOGS_PER_PAGE_MAX, BlogService } from "./blog.service";

@ObjectType({ description: "A page of blog posts" })
export class BlogPage extends PageOf(Blog) {}

@Resolver(() => Blog)
export class BlogResolver {
  constructor(
    private readonly service: BlogService,
    private readonly editing: BlogEditingService,
  ) {}

  @Authorized(EDITORS)
  @Mutation(() => Blog, { description: "Creates a blank blog post (slug new-blog-…, isNew true) for an editor to fill in" })
  createBlog(@Ctx() context: Context): Promise<Blog> {
    return this.editing.create(context.user);
  }

  @Authorized(EDITORS)
  @Mutation(() => Blog, { description: "Saves a whole blog post and publishes it (any draft is done with); refused with CONFLICT when saved from an older version" })
  updateBlog(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The blog post" }) id: string,
    @Arg("input", () => BlogInput, { description: "The whole post and the version it was loaded with" }) input: BlogInput,
  ): Promise<Blog> {
    return this.editing.update(context.user, id, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => Blog, { description: "Keeps the editor's changes as the post's draft without publishing them; fields may be left empty, every other rule holds. CONFLICT when saved from an older version" })
  saveBlogDraft(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The blog post" }) id: string,
    @Arg("input", () => BlogInput, { description: "The whole form and the version it was loaded with" }) input: BlogInput,
  ): Promise<Blog> {
    return this.editing.saveDraft(context.user, id, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => Blog, { description: "Puts one of the blog post's revisions back as its draft; nothing goes live until it is published" })
  restoreBlogRevision(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The blog post" }) id: string,
    @Arg("revisionId", () => ID, { description: "The revision (from `revisions`)" }) revisionId: string,
    @Arg("version", () => Int, { description: "The version the editor has" }) version: number,
  ): Promise<Blog> {
    return this.editing.restoreRevision(context.user, id, revisionId, version);
  }

  @Authorized(EDITORS)
  @Mutation(() => Blog, { description: "Sets when the blog post's draft is published and when it leaves the site, by themselves (within a minute); null cancels either" })
  scheduleBlog(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The blog post" }) id: string,
    @Arg("publishAt", () => Date, { nullable: true, description: "When to publish the draft (or put it back on the site); null for none" }) publishAt: Date | null,
    @Arg("unpublishAt", () => Date, { nullable: true, description: "When to take it off the site; null for none" }) unpublishAt: Date | null,
  ): Promise<Blog> {
    return this.editing.schedule(context.user, id, { publishAt: publishAt ?? null, unpublishAt: unpublishAt ?? null });
  }

  @Authorized(EDITORS)
  @Mutation(() => Blog, { description: "Publishes the post's draft with every rule of a save (or puts an unpublished post back on the site)" })
  publishBlog(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The blog post" }) id: string,
    @Arg("version", () => Int, { description: "The version the editor has" }) version: number,
  ): Promise<Blog> {
    return this.editing.publish(context.user, id, version);
  }

  @Authorized(EDITORS)
  @Mutation(() => Blog, { description: "Takes the post off the site without deleting it (its page answers 404 to visitors); editors keep it" })
  unpublishBlog(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The blog post" }) id: string,
    @Arg("version", () => Int, { description: "The version the editor has" }) version: number,
  ): Promise<Blog> {
    return this.editing.unpublish(context.user, id, version);
  }

  @Authorized(EDITORS)
  @Mutation(() => ID, { description: "Deletes a blog post and its images; answers its id" })
  async deleteBlog(@Ctx() context: Context, @Arg("id", () => ID, { description: "The blog post" }) id: string): Promise<string> {
    return (await this.editing.remove(context.user, id)).id;
  }

  @Query(() => BlogPage, { description: "Published blog posts, newest first (by display date, else creation time); for editors also those not on the site" })
  blogs(
    @Ctx() context: Context,
    @Arg("limit", () => Int, { defaultValue: 20, description: `Posts per page, at most ${BLOGS_PER_PAGE_MAX}` }) limit: number,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number,
  ): Promise<BlogPage> {
    return this.service.list(
      wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }),
      wholeNumber(limit, "limit", { min: 1, max: BLOGS_PER_PAGE_MAX, fallback: 20 }),
      context.user,
    );
  }

  @Query(() => Blog, { description: "One published blog post by its slug (editors also get one not on the site); NOT_FOUND when there is none" })
  blog(@Arg("slug", { description: "The post's slug" }) slug: string, @Ctx() context: Context): Promise<Blog> {
    return this.service.bySlug(slug, context.user);
  }

  @Authorized(EDITORS)
  @Query(() => Blog, { description: "One post as its editor sees it: its draft, if it has one, over what is published (editors only); NOT_FOUND when there is none" })
  blogDraft(@Arg("slug", { description: "The post's slug (the published one)" }) slug: string, @Ctx() context: Context): Promise<Blog> {
    return this.editing.editable(context.user, slug);
  }
}
