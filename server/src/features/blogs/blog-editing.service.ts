import type { DataSource } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { DraftWorkflow } from "../../core/drafts";
import { assertSlugFree, newSlug } from "../../core/editing";
import { announced } from "../../core/content-changed";
import { notFound } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { sanitizeRichText } from "../../core/rich-text";
import { isUuid, withIds } from "../../core/validation";
import type { MediaService } from "../media/media.service";
import { Blog } from "./blog.entity";
import { BlogInput } from "./blog.inputs";


/** Posts are found by id; anything but a UUID is no post. */
function byId(id: string): { id: string } {
  if (!isUuid(id)) throw notFound("Blog");
  return { id };
}

/** Editors' writes of blogs: create a blank one, save it (published or as a draft), unpublish, delete. */
export class BlogEditingService {
  private readonly drafts: DraftWorkflow<Blog, BlogInput>;

  constructor(
    private readonly db: DataSource,
    private readonly media: MediaService,
    private readonly events: PubSub,
  ) {
    this.drafts = new DraftWorkflow(db, events, {
      entity: Blog,
      input: BlogInput,
      name: (blog) => `"${blog.title || blog.slug}"`,
      fields: (input) => ({
        title: input.title,
        slug: input.slug,
        mainimage: input.mainimage,
        author: input.author,
        body: sanitizeRichText(input.body),
        order: input.order ? new Date(input.order) : null,
        images: withIds(input.images),
      }),
      beforeDraft: (manager, blog, input) => (input.slug ? assertSlugFree(manager, Blog, input.slug, blog.id) : Promise.resolve()),
      beforePublish: (manager, blog, input) => assertSlugFree(manager, Blog, input.slug, blog.id),
      onPublish: { isNew: false },
      afterChange: (blog) => media.tidy("blogs", blog.id, blog.draft),
    });
  }

  async create(actor: AuthUser | null): Promise<Blog> {
    const user = requireRole(actor, EDITORS);
    const blogs = this.db.getRepository(Blog);
    return announced(this.events, blogs.save(blogs.create({ slug: newSlug("blog"), title: "", author: user.name, isNew: true, updatedBy: user.name })));
  }

  /** The post as its editor sees it: its draft, if any, over what is published. */
  async editable(actor: AuthUser | null, slug: string): Promise<Blog> {
    return this.drafts.editable(actor, { slug: slug.toLowerCase() }, `No blog at "${slug}"`);
  }

  /** The post with its draft, for a preview link whose token was checked (no account needed). */
  async previewOf(id: string): Promise<Blog> {
    return this.drafts.draftOf(byId(id), "Blog");
  }

  /** Saves the whole post and publishes it; any draft is done with. */
  async update(actor: AuthUser | null, id: string, raw: unknown): Promise<Blog> {
    return this.drafts.publish(actor, byId(id), "Blog", raw);
  }

  /** Keeps the editor's changes as the post's draft; visitors see no change. */
  async saveDraft(actor: AuthUser | null, id: string, raw: unknown): Promise<Blog> {
    return this.drafts.saveDraft(actor, byId(id), "Blog", raw);
  }

  /** Publishes the post's draft (or puts an unpublished post back on the site). */
  async publish(actor: AuthUser | null, id: string, version: number): Promise<Blog> {
    return this.drafts.publishDraft(actor, byId(id), "Blog", version);
  }

  /** Takes the post off the site without deleting it. */
  async unpublish(actor: AuthUser | null, id: string, version: number): Promise<Blog> {
    return this.drafts.unpublish(actor, byId(id), "Blog", version);
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
