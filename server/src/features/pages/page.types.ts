import { Authorized, Field, ID, Int, ObjectType } from "type-graphql";
import { EDITORS } from "../../core/auth";
import { ContentState, stateOf } from "../../core/db/bookkeeping";
import type { SitePage } from "./site-page.entity";

@ObjectType({ description: "A page of the site whose text editors maintain (Contact, Combinations)" })
export class TextPage {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  id: string;

  @Field({ description: "The page's text, as sanitised HTML" })
  text: string;

  @Field(() => Int, { description: "Increases with every save; send it back when saving to detect concurrent edits" })
  version: number;

  @Field(() => String, { nullable: true, description: "Name of the user who saved the page last" })
  updatedBy: string | null;

  @Field({ description: "When the page was created" })
  createdAt: Date;

  @Field({ description: "When the page was last saved" })
  updatedAt: Date;

  @Authorized(EDITORS)
  @Field(() => ContentState, { nullable: true, description: "published, or changed when a newer draft is not published yet (editors only)" })
  state: ContentState;

  @Authorized(EDITORS)
  @Field(() => Date, { nullable: true, description: "When the draft was last saved; null without a draft (editors only)" })
  draftSavedAt: Date | null;

  @Authorized(EDITORS)
  @Field(() => String, { nullable: true, description: "Who saved the draft last (editors only)" })
  draftSavedBy: string | null;

  @Authorized(EDITORS)
  @Field(() => Date, { nullable: true, description: "When the draft is to be published by itself (Publish at); null when nothing is scheduled (editors only)" })
  publishAt: Date | null;
}

@ObjectType({ description: "The About page: the society's story and its committee" })
export class AboutPage extends TextPage {
  @Field({ description: "The committee members, as sanitised HTML" })
  committeeMembers: string;
}

/** The entity holds every page kind as one class; GraphQL's types are plain (an event's payload is too). */
export const asText = (page: SitePage): TextPage => ({ ...page, state: stateOf(page) });
/** The About type needs its committee members as a string. */
export const asAbout = (page: SitePage): AboutPage => ({ ...asText(page), committeeMembers: page.committeeMembers ?? "" });
