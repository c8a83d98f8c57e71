import { blogAccessibilityIssues } from "@theatre/common/accessibility-check";
import type { DataSource, EntityManager } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { DraftWorkflow, type DraftTools } from "../../core/drafts";
import { assertSlugFree, newSlug } from "../../core/editing";
import { announced } from "../../core/content-changed";
import { EditedKind } from "../../core/edited-kind";
import { ActivityAction } from "../../core/journal";
import type { HistoryService } from "../history/history.service";
import { notFound } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { sanitizeRichText } from "../../core/rich-text";
import { wantedSlug } from "../../core/slug";
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

  private readonly db: DataSource;
  private readonly events: PubSub;

  constructor(
    tools: DraftTools,
    media: MediaService,
    private readonly history: HistoryService,
  ) {
    ({ db: this.db, events: this.events } = tools);
    this.drafts = new DraftWorkflow(tools, {
      entity: Blog,
      input: BlogInput,
      kind: EditedKind.blog,
      key: (blog) => blog.id,
      title: (blog) => blog.title || blog.slug,
      name: (blog) => `"${blog.title || blog.slug}"`,
      fields: (input) => ({
        title: input.title,
        slug: input.slug,
        mainimage: input.mainimage,
        mainimageDescription: input.mainimageDescription ?? "",
        author: input.author,
        body: sanitizeRichText(input.body),
        order: input.order ? new Date(input.order) : null,
        images: withIds(input.images),
      }),
      beforeDraft: (manager, blog, input) => (input.slug ? assertSlugFree(manager, Blog, input.slug, blog.id) : Promise.resolve()),
      beforePublish: (manager, blog, input) => assertSlugFree(manager, Blog, input.slug, blog.id),
      onPublish: { isNew: false },
      accessibility: (blog: Blog) => blogAccessibilityIssues(blog),
      afterChange: (blog) => media.tidy("blogs", blog.id, blog.draft),
    });
  }

  async create(actor: AuthUser | null): Promise<Blog> {
    const user = requireRole(actor, EDITORS);
    return announced(this.events, this.db.transaction(async (manager) => {
      const blogs = manager.getRepository(Blog);
      const blog = await blogs.save(blogs.create({ slug: newSlug("blog"), title: "", author: user.name, isNew: true, updatedBy: user.name }));
      await this.history.activity(manager, { item: { kind: EditedKind.blog, id: blog.id, title: blog.slug }, actorId: user.id, action: ActivityAction.created });
      return blog;
    }));
  }

  /** The post as its editor sees it: its draft, if any, over what is published. */
  async editable(actor: AuthUser | null, slug: string): Promise<Blog> {
    // A slug no post can have is looked for as "", which none has (the role is checked all the same).
    return this.drafts.editable(actor, { slug: wantedSlug(slug) ?? "" }, `No blog at "${slug}"`);
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

  /** Puts one of the post's revisions back as its draft; nothing goes live until published. */
  async restoreRevision(actor: AuthUser | null, id: string, revisionId: string, version: number): Promise<Blog> {
    return this.drafts.restoreRevision(actor, byId(id), "Blog", id, await this.history.read(actor, revisionId), version);
  }

  /** Sets or cancels (null) when the post's draft is published and when the post leaves the site. */
  async schedule(actor: AuthUser | null, id: string, times: { publishAt: Date | null; unpublishAt: Date | null }): Promise<Blog> {
    return this.drafts.schedule(actor, byId(id), "Blog", times);
  }

  /** Publishes and unpublishes the posts whose time has come (the scheduled-changes job). */
  runDue(): Promise<number> {
    return this.drafts.runDue();
  }

  /** Moves the post to Deleted items: it answers 404 at once; its images stay until it is purged. */
  async remove(actor: AuthUser | null, id: string): Promise<Blog> {
    return this.drafts.remove(actor, byId(id), "Blog");
  }

  /** Brings the post back from Deleted items, under a new slug if its own was taken meanwhile. */
  async restoreDeleted(actor: AuthUser | null, id: string, slug?: string): Promise<Blog> {
    return this.drafts.restoreDeleted(actor, byId(id), "Deleted blog", slug, (manager, blog, chosen) => assertSlugFree(manager, Blog, chosen, blog.id));
  }

  /** Deletes for good the posts deleted before a time, or one of them now; answers their ids (Deleted items removes their files and history). */
  purgeDeleted(which: { before: Date } | { id: string }, manager?: EntityManager): Promise<string[]> {
    return this.drafts.purgeDeleted(which, manager);
  }
}
