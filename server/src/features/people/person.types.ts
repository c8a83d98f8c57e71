import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../core/pagination";
import { Play } from "../plays/play.entity";
import { Person } from "./person.entity";

export enum CreditKind {
  cast = "cast",
  team = "team",
}

registerEnumType(CreditKind, {
  name: "CreditKind",
  description: "Where a credit is listed",
  valuesConfig: { cast: { description: "In the cast (role is the character)" }, team: { description: "In the production team (role is the job)" } },
});

@ObjectType({ description: "One credit of a person: a part or a job in a production" })
export class Credit {
  @Field(() => CreditKind, { description: "Cast or production team" })
  kind: CreditKind;

  @Field({ description: "The character played (cast) or the job done (team), e.g. 'Viola', 'Director'; may be empty" })
  role: string;

  @Field(() => Play, { description: "The production" })
  play: Play;

  @Field(() => Int, { nullable: true, description: "The year the production opened (Europe/London), or null when it has no date" })
  year: number | null;
}

@ObjectType({ description: "A page of people, by name (editors' list and suggestions)" })
export class PeoplePage extends PageOf(Person) {}
