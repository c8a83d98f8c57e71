import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { ADMINS, EDITORS } from "../../core/auth";
import { EditedKind } from "../../core/edited-kind";
import type { Context } from "../../core/context";
import { Blog } from "../blogs/blog.entity";
import { BlogEditingService } from "../blogs/blog-editing.service";
import { Play } from "../plays/play.entity";
import { PlayEditingService } from "../plays/play-editing.service";
import { TrashService } from "./trash.service";
import { DeletedItem } from "./trash.types";

const SLUG = { nullable: true, description: "A new slug, when its own has been taken since it was deleted" };

@Resolver()
export class TrashResolver {
  constructor(
    private readonly trash: TrashService,
    private readonly plays: PlayEditingService,
    private readonly blogs: BlogEditingService,
  ) {}

  @Authorized(EDITORS)
  @Query(() => [DeletedItem], { description: "Deleted plays and blogs, most recently deleted first; each is purged 30 days after it was deleted (editors)" })
  deletedItems(@Ctx() context: Context): Promise<DeletedItem[]> {
    return this.trash.list(context.user);
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Brings a play back from Deleted items as it was; a CONFLICT on `slug` if its slug is taken (send another)" })
  restorePlay(@Ctx() context: Context, @Arg("id", () => ID, { description: "The deleted play's id" }) id: string, @Arg("slug", () => String, SLUG) slug?: string | null): Promise<Play> {
    return this.plays.restoreDeleted(context.user, id, slug ?? undefined);
  }

  @Authorized(EDITORS)
  @Mutation(() => Blog, { description: "Brings a blog post back from Deleted items as it was; a CONFLICT on `slug` if its slug is taken (send another)" })
  restoreBlog(@Ctx() context: Context, @Arg("id", () => ID, { description: "The deleted blog post's id" }) id: string, @Arg("slug", () => String, SLUG) slug?: string | null): Promise<Blog> {
    return this.blogs.restoreDeleted(context.user, id, slug ?? undefined);
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: "Deletes a play or blog post in Deleted items for good now, with its revisions and images (a take-down on request; admins only); NOT_FOUND unless it is in Deleted items" })
  async deleteForGood(
    @Ctx() context: Context,
    @Arg("kind", () => EditedKind, { description: "play or blog" }) kind: EditedKind,
    @Arg("id", () => ID, { description: "The deleted item's id" }) id: string,
  ): Promise<boolean> {
    await this.trash.deleteForGood(context.user, kind, id);
    return true;
  }
}
