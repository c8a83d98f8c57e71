import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { PageOf, wholeNumber } from "../../core/pagination";
import { Venue } from "../venues/venue.entity";
import { Video, videosOf } from "../videos/video.types";
import { datesOf, performancesOf, venuesOf } from "./performance.service";
import { Performance } from "./performance.types";
import { Play } from "./play.entity";
import { PlayEditingService } from "./play-editing.service";
import { PlayInput } from "./play.inputs";
import { PlayService, PLAYS_PER_PAGE_MAX } from "./play.service";
import { PlayDates, ReviewResponse } from "./play.types";

@ObjectType({ description: "A page of plays" })
export class PlayPage extends PageOf(Play) {}

@ObjectType({ description: "What's on: current plays, then those coming soon" })
export class WhatsOn {
  @Field(() => [Play], { description: "Plays on now, soonest first" })
  currentPlays: Play[];

  @Field(() => [Play], { description: "Plays coming soon, soonest first" })
  upcomingPlays: Play[];
}

@Resolver(() => Play)
export class PlayResolver {
  constructor(
    private readonly service: PlayService,
    private readonly editing: PlayEditingService,
  ) {}

  @Query(() => Play, { nullable: true, description: "The featured play (the main play on the home page), if any" })
  featuredPlay(): Promise<Play | null> {
    return this.service.featured();
  }

  @Query(() => [Play], { description: "Upcoming plays shown on the home page, soonest first" })
  homepagePlays(): Promise<Play[]> {
    return this.service.homepage();
  }

  @Query(() => [Play], { description: "Plays open to auditions, soonest first" })
  auditionPlays(): Promise<Play[]> {
    return this.service.openToAuditions();
  }

  @Query(() => WhatsOn, {
    description: "Current plays, then upcoming ones, each soonest first; narrowed by access or venue, only plays with an upcoming performance that matches, showing only those performances",
  })
  whatsOn(
    @Arg("access", () => String, { nullable: true, description: "An access feature (captioned, audiodescribed, bsl, relaxed, touchtour) or 'any' for any of them" }) access?: string | null,
    @Arg("venue", () => String, { nullable: true, description: "A venue's slug" }) venue?: string | null,
  ): Promise<WhatsOn> {
    return this.service.whatsOn({ access, venue });
  }

  @FieldResolver(() => PlayDates, { description: "When the play is on, in the specification's shape: derived from its performances" })
  dates(@Root() play: Play): PlayDates {
    return datesOf(play);
  }

  @FieldResolver(() => [Venue], { description: "Where the play is performed: its venues, then those of its performances not already listed" })
  venues(@Root() play: Play): Venue[] {
    return venuesOf(play);
  }

  @FieldResolver(() => [Video], { description: "Its video links in order (as videolinks), each with a thumbnail stored here, or none yet, and its title when known" })
  videos(@Root() play: Play): Video[] {
    return videosOf(play.videolinks, play.videoRecords);
  }

  @FieldResolver(() => [Performance], { description: "Its performances, soonest first" })
  performances(@Root() play: Play): Performance[] {
    return performancesOf(play);
  }

  @Query(() => PlayPage, { description: "Previous productions, newest first, 10 a page" })
  previousProductions(@Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number): Promise<PlayPage> {
    return this.service.previousProductions(wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }));
  }

  @Query(() => PlayPage, { description: "Every published play, newest first; for editors also those not on the site (see `state`)" })
  plays(
    @Ctx() context: Context,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number,
    @Arg("perPage", () => Int, { defaultValue: 100, description: `Plays per page, at most ${PLAYS_PER_PAGE_MAX}` }) perPage: number,
  ): Promise<PlayPage> {
    return this.service.list(
      wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }),
      wholeNumber(perPage, "perPage", { min: 1, max: PLAYS_PER_PAGE_MAX, fallback: 100 }),
      context.user,
    );
  }

  @Authorized(EDITORS)
  @Query(() => Play, { description: "One play as its editor sees it: its draft, if it has one, over what is published (editors only); NOT_FOUND when there is none" })
  playDraft(@Arg("slug", { description: "The play's slug (the published one)" }) slug: string, @Ctx() context: Context): Promise<Play> {
    return this.editing.editable(context.user, slug);
  }

  @Query(() => Play, { description: "One published play by its slug (editors also get one not on the site); NOT_FOUND when there is none" })
  play(@Arg("slug", { description: "The play's slug" }) slug: string, @Ctx() context: Context): Promise<Play> {
    return this.service.bySlug(slug, context.user);
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Creates a blank play (slug new-play-…, isNew true) for an editor to fill in; visitors see it once it is published" })
  createPlay(@Ctx() context: Context): Promise<Play> {
    return this.editing.create(context.user);
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Saves a whole play and publishes it (any draft is done with); refused with CONFLICT when saved from an older version" })
  updatePlay(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The play" }) id: string,
    @Arg("input", () => PlayInput, { description: "The whole play and the version it was loaded with" }) input: PlayInput,
  ): Promise<Play> {
    return this.editing.update(context.user, id, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Keeps the editor's changes as the play's draft without publishing them; fields may be left empty, every other rule holds. CONFLICT when saved from an older version" })
  savePlayDraft(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The play" }) id: string,
    @Arg("input", () => PlayInput, { description: "The whole form and the version it was loaded with" }) input: PlayInput,
  ): Promise<Play> {
    return this.editing.saveDraft(context.user, id, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Puts one of the play's revisions back as its draft; nothing goes live until it is published" })
  restorePlayRevision(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The play" }) id: string,
    @Arg("revisionId", () => ID, { description: "The revision (from `revisions`)" }) revisionId: string,
    @Arg("version", () => Int, { description: "The version the editor has" }) version: number,
  ): Promise<Play> {
    return this.editing.restoreRevision(context.user, id, revisionId, version);
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Sets when the play's draft is published and when it leaves the site, by themselves (within a minute); null cancels either" })
  schedulePlay(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The play" }) id: string,
    @Arg("publishAt", () => Date, { nullable: true, description: "When to publish the draft (or put it back on the site); null for none" }) publishAt: Date | null,
    @Arg("unpublishAt", () => Date, { nullable: true, description: "When to take it off the site; null for none" }) unpublishAt: Date | null,
  ): Promise<Play> {
    return this.editing.schedule(context.user, id, { publishAt: publishAt ?? null, unpublishAt: unpublishAt ?? null });
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Publishes the play's draft with every rule of a save (or puts an unpublished play back on the site)" })
  publishPlay(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The play" }) id: string,
    @Arg("version", () => Int, { description: "The version the editor has" }) version: number,
  ): Promise<Play> {
    return this.editing.publish(context.user, id, version);
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Takes the play off the site without deleting it (its page answers 404 to visitors); editors keep it" })
  unpublishPlay(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The play" }) id: string,
    @Arg("version", () => Int, { description: "The version the editor has" }) version: number,
  ): Promise<Play> {
    return this.editing.unpublish(context.user, id, version);
  }

  @Authorized(EDITORS)
  @Mutation(() => ID, { description: "Deletes a play and its images; answers its id" })
  async deletePlay(@Ctx() context: Context, @Arg("id", () => ID, { description: "The play" }) id: string): Promise<string> {
    return (await this.editing.remove(context.user, id)).id;
  }

  @Query(() => ReviewResponse, { description: "One review of a play by its position (from 0); NOT_FOUND when out of range" })
  review(
    @Arg("playSlug", { description: "The play's slug" }) playSlug: string,
    @Arg("index", () => Int, { description: "Position of the review, from 0" }) index: number,
  ): Promise<ReviewResponse> {
    return this.service.review(playSlug, wholeNumber(index, "index", { min: 0, max: 10_000, fallback: 0 }));
  }
}
