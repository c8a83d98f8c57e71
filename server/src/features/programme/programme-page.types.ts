import { Field, ObjectType } from "type-graphql";
import { CreditKind } from "../people/person.types";
import { Play } from "../plays/play.entity";

@ObjectType({ description: "Someone in a programme's cast or team, with what their page shows of them" })
export class ProgrammeCredit {
  @Field(() => CreditKind, { description: "Cast or production team" })
  kind: CreditKind;

  @Field({ description: "The character played (cast) or the job done (team); may be empty" })
  role: string;

  @Field({ description: "Their name as credited in the play" })
  name: string;

  @Field(() => String, { nullable: true, description: "Slug of their page (/people/{slug}); null when unlinked or hidden at their request" })
  personSlug: string | null;

  @Field({ description: "Path of their people page's photo under /images, or empty" })
  photo: string;

  @Field({ description: "Their biography for this production in plain text: the cast or team entry's own, else their programme biography, else their page's; may be empty" })
  bio: string;
}

@ObjectType({ description: "A play's digital programme (/{slug}/programme): the play, its people, and what the society has coming" })
export class Programme {
  @Field(() => Play, { description: "The play: title, licence notice, dates, venues and its programme's own parts (Play.programme)" })
  play: Play;

  @Field({ description: "The programme's address on the site (the site's public URL + /{slug}/programme): what its QR code holds" })
  url: string;

  @Field(() => [ProgrammeCredit], { description: "The cast, in order" })
  cast: ProgrammeCredit[];

  @Field(() => [ProgrammeCredit], { description: "The production team, in order" })
  team: ProgrammeCredit[];

  @Field(() => [Play], { description: "The society's other productions on now, then to come, as What's on lists them (at most 6)" })
  comingUp: Play[];
}
