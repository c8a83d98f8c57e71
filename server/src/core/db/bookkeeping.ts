import { Authorized, Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, DeleteDateColumn, UpdateDateColumn, VersionColumn } from "typeorm";
import { EDITORS } from "../auth";

/** When a row was created and last changed, kept by TypeORM; entities extend it for these columns. */
// Abstract GraphQL types: their fields appear on each entity type that extends them, never on their own.
@ObjectType()
export abstract class Timestamped {
  @Field({ description: "When it was created" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When it was last changed" })
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** Content editors save: who saved it last, and a version that refuses a save over someone else's. */
@ObjectType()
export abstract class Edited extends Timestamped {
  @Field(() => String, { nullable: true, description: "Name of the user who saved it last" })
  @Column({ name: "updated_by", type: "text", nullable: true })
  updatedBy: string | null;

  @Field(() => Int, { description: "Increases with every save; send it back when saving to detect concurrent edits" })
  @VersionColumn()
  version: number;
}

/** Where an item stands with visitors (the editors' lists show it). */
export enum ContentState {
  published = "published",
  changed = "changed",
  draft = "draft",
}

registerEnumType(ContentState, {
  name: "ContentState",
  description: "Where an item stands with visitors",
  valuesConfig: {
    published: { description: "On the site, with no unpublished changes" },
    changed: { description: "On the site, with a newer draft that is not published yet" },
    draft: { description: "Not on the site: never published, or taken off it" },
  },
});

/**
 * Content with a draft: visitors see the columns (the published version); editors may keep a newer
 * draft beside them, as the editor sent it, until it is published (core/drafts.ts).
 */
@ObjectType()
export abstract class Drafted extends Edited {
  /** The draft's fields as the editor's input had them (version aside); null without a draft. */
  @Column({ type: "jsonb", nullable: true, select: false })
  draft?: Record<string, unknown> | null;

  @Authorized(EDITORS)
  @Field(() => Date, { nullable: true, description: "When the draft was last saved; null without a draft (editors only)" })
  @Column({ name: "draft_saved_at", type: "timestamptz", nullable: true })
  draftSavedAt: Date | null;

  @Authorized(EDITORS)
  @Field(() => String, { nullable: true, description: "Who saved the draft last (editors only)" })
  @Column({ name: "draft_saved_by", type: "text", nullable: true })
  draftSavedBy: string | null;

  @Authorized(EDITORS)
  @Field(() => Date, { nullable: true, description: "When the draft is to be published by itself (Publish at); null when nothing is scheduled (editors only)" })
  @Column({ name: "publish_at", type: "timestamptz", nullable: true })
  publishAt: Date | null;

  /** The account that scheduled the change: it is named as the publisher when the change happens. */
  @Column({ name: "scheduled_by_id", type: "uuid", nullable: true })
  scheduledById: string | null;

  // Editors only: "changed" would tell anyone that an unpublished draft exists.
  @Authorized(EDITORS)
  @Field(() => ContentState, { nullable: true, description: "Where it stands with visitors: published, published with unpublished changes, or draft only (editors only)" })
  get state(): ContentState {
    return stateOf(this);
  }
}

/** Content that may be off the site (never published, or unpublished). */
@ObjectType()
export abstract class Publishable extends Drafted {
  @Field(() => Date, { nullable: true, description: "When it was last published; null while it is not on the site" })
  @Column({ name: "published_at", type: "timestamptz", nullable: true })
  publishedAt: Date | null;

  @Authorized(EDITORS)
  @Field(() => Date, { nullable: true, description: "When it is to be taken off the site by itself (Unpublish at); null when nothing is scheduled (editors only)" })
  @Column({ name: "unpublish_at", type: "timestamptz", nullable: true })
  unpublishAt: Date | null;
}

/**
 * Content whose Delete moves it to Deleted items for a while (TypeORM's soft delete: every read
 * through a repository or query builder leaves it out) before it is purged for good.
 */
@ObjectType()
export abstract class Deletable extends Publishable {
  @DeleteDateColumn({ name: "deleted_at", type: "timestamptz", nullable: true })
  deletedAt: Date | null;

  @Column({ name: "deleted_by_id", type: "uuid", nullable: true })
  deletedById: string | null;
}

/** Where an item stands, from its columns (also for a copy that lost its class, such as an event's payload). */
export function stateOf(item: { draftSavedAt: Date | string | null; publishedAt?: Date | string | null }): ContentState {
  if (item.publishedAt === null) return ContentState.draft;
  return item.draftSavedAt ? ContentState.changed : ContentState.published;
}
