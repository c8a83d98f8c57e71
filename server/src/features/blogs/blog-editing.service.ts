import type { DataSource } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { assertCurrentVersion, assertSlugFree, newSlug } from "../../core/editing";
import { announced } from "../../core/content-changed";
import { notFound } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { sanitizeRichText } from "../../core/rich-text";
import { isUuid, parseInput, withIds } from "../../core/validation";
import type { MediaService } from "../media/media.service";
import { Blog } from "./blog.entity";
import { BlogInput } from "./blog.inputs";


/** Editors' writes of blogs: create a blank one, save a whole one, delete one. */
export class BlogEditingService {
  constructor(
    private readonly db: DataSource,
    private readonly media: MediaService,
    private readonly events: PubSub,
  ) {}

  async create(actor: AuthUser | null): Promise<Blog> {
    const user = requireRole(actor, EDITORS);
    const blogs = this.db.getRepository(Blog);
    return announced(this.events, blogs.save(blogs.create({ slug: newSlug("blog"), title: "", author: user.name, isNew: true, updatedBy: user.name })));
  }

  async update(actor: AuthUser | null, id: string, raw: unknown): Promise<Blog> {
    const user = requireRole(actor, EDITORS);
    const input = await parseInput(BlogInput, raw);
    return announced(this.events, this.db.transaction(async (manager) => {
      const blogs = manager.getRepository(Blog);
      const blog = isUuid(id) ? await blogs.findOne({ where: { id }, lock: { mode: "pessimistic_write" } }) : null;
      if (!blog) throw notFound("Blog");
      assertCurrentVersion(blog, input.version, `"${blog.title || blog.slug}"`);
      await assertSlugFree(manager, Blog, input.slug, blog.id);
      Object.assign(blog, {
        title: input.title,
        slug: input.slug,
        mainimage: input.mainimage,
        author: input.author,
        body: sanitizeRichText(input.body),
        order: input.order ? new Date(input.order) : null,
        images: withIds(input.images),
        isNew: false,
        updatedBy: user.name,
      });
      return blogs.save(blog);
    }));
  }

  async remove(actor: AuthUser | null, id: string): Promise<Blog> {
    requireRole(actor, EDITORS);
    const blogs = this.db.getRepository(Blog);
    const blog = isUuid(id) ? await blogs.findOneBy({ id }) : null;
    if (!blog) throw notFound("Blog");
    await blogs.delete({ id: blog.id });
    // Announced once the row is gone, before the files: a failure there cannot leave the blog cached.
    this.events.publish("CONTENT_CHANGED");
    await this.media.removeAll("blogs", blog.id);
    return blog;
  }
}
