import { IsNull, Not, type DataSource } from "typeorm";
import { isEditor, type AuthUser } from "../../core/auth";
import { notFound } from "../../core/errors";
import { toPage, type Page } from "../../core/pagination";
import { wantedSlug } from "../../core/slug";
import { Blog } from "./blog.entity";

/** Most blogs one request returns. */
export const BLOGS_PER_PAGE_MAX = 100;

/** Public reads of blogs: newest first by display date, else creation time. */
export class BlogService {
  constructor(private readonly db: DataSource) {}

  /** Published posts; editors (with `viewer`) also get those not on the site. */
  async list(page: number, perPage: number, viewer?: AuthUser | null): Promise<Page<Blog>> {
    const [items, total] = await this.db
      .getRepository(Blog)
      .createQueryBuilder("blog")
      .where(isEditor(viewer) ? "TRUE" : "blog.published_at IS NOT NULL")
      // Same expression as the blog_display_order_idx index.
      .orderBy("COALESCE(blog.display_date, blog.created_at)", "DESC")
      .addOrderBy("blog.id", "ASC")
      .offset((page - 1) * perPage)
      .limit(perPage)
      .getManyAndCount();
    return toPage(items, total, page, perPage);
  }

  /** One published post; editors also get one not on the site. */
  async bySlug(slug: string, viewer?: AuthUser | null): Promise<Blog> {
    const wanted = wantedSlug(slug);
    const blog = wanted ? await this.db.getRepository(Blog).findOneBy({ slug: wanted, ...(isEditor(viewer) ? {} : { publishedAt: Not(IsNull()) }) }) : null;
    if (!blog) throw notFound(`No blog at "${slug}"`);
    return blog;
  }
}
