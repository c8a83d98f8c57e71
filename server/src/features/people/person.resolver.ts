import type { GraphQLResolveInfo } from "graphql";
import { Arg, Authorized, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { selectedUnder } from "../../core/graphql/selection";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { notFound } from "../../core/errors";
import { Person } from "./person.entity";
import { PersonInput } from "./person.inputs";
import { PersonService } from "./person.service";
import { Credit, PeoplePage } from "./person.types";

/** The play fields a credit answers without reading the whole play. */
const LISTED_PLAY_FIELDS = new Set(["__typename", "id", "slug", "title"]);

@Resolver(() => Person)
export class PersonResolver {
  constructor(private readonly service: PersonService) {}

  @Query(() => Person, { description: "A person by their slug; NOT_FOUND when there is none or they asked to be hidden" })
  async person(@Arg("slug", { description: "The person's slug" }) slug: string): Promise<Person> {
    const person = await this.service.bySlug(slug);
    if (!person) throw notFound(`No person at "${slug}"`);
    return person;
  }

  @Authorized(EDITORS)
  @Query(() => PeoplePage, { description: "People by name, or best match first for a search (part of a name, accents and case aside, near misses too): the play editor's suggestions and the people list (editors only; hidden people included)" })
  people(
    @Ctx() context: Context,
    @Arg("search", { defaultValue: "", description: "Part of a name; empty lists everyone" }) search: string,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1 (20 people a page)" }) page: number,
  ): Promise<PeoplePage> {
    return this.service.list(context.user, search, Math.max(1, Math.min(page, 100_000)));
  }

  @Authorized(EDITORS)
  @Query(() => Person, { description: "One person by id, hidden or not (editors only)" })
  personById(@Ctx() context: Context, @Arg("id", () => ID, { description: "The person" }) id: string): Promise<Person> {
    return this.service.byId(context.user, id);
  }

  @FieldResolver(() => [Credit], { description: "Their parts and jobs in published productions, newest production first" })
  credits(@Root() person: Person, @Info() info: GraphQLResolveInfo): Promise<Credit[]> {
    // A person's page asks only for each play's slug and title: reading the whole plays would cost ten times more.
    const wanted = selectedUnder(info, "play");
    return this.service.credits(person.id, { wholePlays: [...wanted].some((name) => !LISTED_PLAY_FIELDS.has(name)) });
  }

  @Authorized(EDITORS)
  @Mutation(() => Person, { description: "Adds a person (editors only); the slug is made from the name unless given" })
  createPerson(@Ctx() context: Context, @Arg("input", () => PersonInput, { description: "The person's details" }) input: PersonInput): Promise<Person> {
    return this.service.create(context.user, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => Person, { description: "Saves a person's details, from the version they were loaded with (editors only)" })
  updatePerson(
    @Ctx() context: Context,
    @Arg("id", () => ID, { description: "The person" }) id: string,
    @Arg("input", () => PersonInput, { description: "The person's details" }) input: PersonInput,
  ): Promise<Person> {
    return this.service.update(context.user, id, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => ID, { description: "Deletes a person no play links (CONFLICT naming the plays otherwise; hide them instead); answers their id (editors only)" })
  async deletePerson(@Ctx() context: Context, @Arg("id", () => ID, { description: "The person" }) id: string): Promise<string> {
    return (await this.service.remove(context.user, id)).id;
  }
}
