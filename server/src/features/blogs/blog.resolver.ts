import { Arg, Int, ObjectType, Query, Resolver } from "type-graphql";
import { PageOf, wholeNumber } from "../../core/pagination";
import { Blog } from "./blog.entity";
import { BLOGS_PER_PAGE_MAX, BlogService } from "./blog.service";

@ObjectType({ description: "A page of blog posts" })
export class BlogPage extends PageOf(Blog) {}

@Resolver(() => Blog)
export class BlogResolver {
  constructor(private readonly service: BlogService) {}

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
