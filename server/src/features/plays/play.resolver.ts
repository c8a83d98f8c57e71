import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { PageOf, wholeNumber } from "../../core/pagination";
import { Play } from "./play.entity";
import { PlayEditingService } from "./play-editing.service";
import { PlayInput } from "./play.inputs";
import { PlayService, PLAYS_PER_PAGE_MAX } from "./play.service";
import { ReviewResponse } from "./play.types";

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

  @Query(() => WhatsOn, { description: "Current plays, then upcoming ones, each soonest first" })
  whatsOn(): Promise<WhatsOn> {
    return this.service.whatsOn();
  }

  @Query(() => PlayPage, { description: "Previous productions, newest first, 10 a page" })
  previousProductions(@Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number): Promise<PlayPage> {
    return this.service.previousProductions(wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }));
  }

  @Query(() => PlayPage, { description: "Every play, newest first" })
  plays(
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number,
    @Arg("perPage", () => Int, { defaultValue: 100, description: `Plays per page, at most ${PLAYS_PER_PAGE_MAX}` }) perPage: number,
  ): Promise<PlayPage> {
    return this.service.list(
      wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }),
      wholeNumber(perPage, "perPage", { min: 1, max: PLAYS_PER_PAGE_MAX, fallback: 100 }),
    );
  }

  @Query(() => Play, { description: "One play by its slug; NOT_FOUND when there is none" })
  play(@Arg("slug", { description: "The play's slug" }) slug: string, @Ctx() context: Context): Promise<Play> {
    return this.service.bySlug(slug, context.user);
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Creates a blank play (slug new-play-…, isNew true) for an editor to fill in" })
  createPlay(@Ctx() context: Context): Promise<Play> {
    return this.editing.create(context.user);
  }

  @Authorized(EDITORS)
  @Mutation(() => Play, { description: "Saves a whole play; refused with CONFLICT when saved from an older version" })
  updatePlay(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The play" }) id: string,
    @Arg("input", () => PlayInput, { description: "The whole play and the version it was loaded with" }) input: PlayInput,
  ): Promise<Play> {
    return this.editing.update(context.user, id, input);
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
