import { Arg, Authorized, Ctx, ID, Int, ObjectType, Query, Resolver } from "type-graphql";
import { ADMINS, EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { EditedKind } from "../../core/edited-kind";
import { PageOf, wholeNumber } from "../../core/pagination";
import { Activity } from "./activity.entity";
import { HistoryService } from "./history.service";
import { Revision } from "./revision.entity";

@ObjectType({ description: "A page of the Activity journal" })
export class ActivityPage extends PageOf(Activity) {}

@Resolver()
export class HistoryResolver {
  constructor(private readonly history: HistoryService) {}

  @Authorized(EDITORS)
  @Query(() => [Revision], { description: "An item's revisions, newest first (the newest 200): every published one and at least the last 50 drafts are kept (editors)" })
  revisions(
    @Ctx() context: Context,
    @Arg("kind", () => EditedKind, { description: "play, blog or page" }) kind: EditedKind,
    @Arg("id", () => ID, { description: "The play's or blog's id, or the page's kind (about, contact, combinations)" }) id: string,
  ): Promise<Revision[]> {
    return this.history.list(context.user, kind, id);
  }

  @Authorized(EDITORS)
  @Query(() => Revision, { description: "One revision, with its fields (editors)" })
  revision(@Ctx() context: Context, @Arg("id", () => ID, { description: "The revision" }) id: string): Promise<Revision> {
    return this.history.read(context.user, id);
  }

  @Authorized(ADMINS)
  @Query(() => ActivityPage, { description: "Who created, saved, published, unpublished, scheduled, deleted and restored what, newest first, 50 a page (admins)" })
  activity(
    @Ctx() context: Context,
    @Arg("person", () => ID, { nullable: true, description: "Only this account's doings" }) person: string | null,
    @Arg("kind", () => EditedKind, { nullable: true, description: "Only this kind of item" }) kind: EditedKind | null,
    @Arg("item", () => ID, { nullable: true, description: "Only this item (with kind): an id, or a page's kind" }) item: string | null,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number,
  ) {
    return this.history.activityPage(context.user, { person, kind, item }, wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }));
  }
}
