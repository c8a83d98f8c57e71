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
  @Mutation(() => Blog, { description: "Saves a whole blog post; refused with CONFLICT when saved from an older version" })
  updateBlog(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The blog post" }) id: string,
    @Arg("input", () => BlogInput, { description: "The whole post and the version it was loaded with" }) input: BlogInput,
  ): Promise<Blog> {
    return this.editing.update(context.user, id, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => ID, { description: "Deletes a blog post and its images; answers its id" })
  async deleteBlog(@Ctx() context: Context, @Arg("id", () => ID, { description: "The blog post" }) id: string): Promise<string> {
    return (await this.editing.remove(context.user, id)).id;
  }

  @Query(() => BlogPage, { description: "Blog posts, newest first (by display date, else creation time)" })
  blogs(
    @Arg("limit", () => Int, { defaultValue: 20, description: `Posts per page, at most ${BLOGS_PER_PAGE_MAX}` }) limit: number,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number,
  ): Promise<BlogPage> {
    return this.service.list(
      wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }),
      wholeNumber(limit, "limit", { min: 1, max: BLOGS_PER_PAGE_MAX, fallback: 20 }),
    );
  }

  @Query(() => Blog, { description: "One blog post by its slug; NOT_FOUND when there is none" })
  blog(@Arg("slug", { description: "The post's slug" }) slug: string): Promise<Blog> {
    return this.service.bySlug(slug);
  }
}
