import { Field, ID, ObjectType } from "type-graphql";

/** A play's programme as stored (the play's `programme` jsonb column; see the programme migration). */

@ObjectType({ description: "A scene or a musical number in a programme's running order" })
export class ProgrammeScene {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  id: string;

  @Field({ description: "What the audience reads first, e.g. 'Act 1, Scene 2: Olivia's house' or 'Overture'" })
  title: string;

  @Field({ description: "Who sings it or where it is set, e.g. 'Feste and company'; may be empty" })
  detail: string;
}

@ObjectType({ description: "Someone the production thanks: a sponsor, a lender of props, a venue" })
export class Sponsor {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  id: string;

  @Field({ description: "Name as it should be printed" })
  name: string;

  @Field({ description: "Path of their logo under /images (uploaded for the play), or empty" })
  logo: string;

  @Field({ description: "Their website (http or https), or empty" })
  link: string;
}

@ObjectType({ description: "What a play's digital programme adds to the play's own fields" })
export class PlayProgramme {
  @Field({ description: "The director's note, in plain text (blank lines between paragraphs), or empty" })
  directorsNote: string;

  @Field(() => [ProgrammeScene], { description: "Scenes and musical numbers, in running order" })
  scenes: ProgrammeScene[];

  @Field(() => [Sponsor], { description: "Thanks and sponsors, in the order to print them" })
  sponsors: Sponsor[];
}

/** A play with no programme written yet (new plays, and plays from before programmes). */
export const emptyProgramme = (): PlayProgramme => ({ directorsNote: "", scenes: [], sponsors: [] });
