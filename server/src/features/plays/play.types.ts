import { Authorized, Field, Float, ID, Int, ObjectType } from "type-graphql";
import { EDITORS } from "../../core/auth";

/** A play's sub-objects, stored in jsonb columns of `play` (see the content-model migration). */

@ObjectType({ description: "One line of a play's dates, e.g. 'Evenings' / '7.30pm, Tuesday to Saturday'" })
export class DisplayedDate {
  @Field({ description: "Heading of the line" })
  title: string;

  @Field({ description: "Text of the line" })
  description: string;

  @Field(() => Date, { nullable: true, description: "The date and time the line is about, if any" })
  startdate: string | null;
}

@ObjectType({ description: "When a play is on, in the specification's shape (derived from the performances)" })
export class PlayDates {
  @Field(() => Date, { nullable: true, description: "The first performance not cancelled, else the date the editor gave; orders the lists" })
  startdate: string | null;

  @Field(() => [DisplayedDate], { description: "Lines of dates as shown on the play's page: the editor's lines, then one per performance, soonest first" })
  displayedText: DisplayedDate[];
}

@ObjectType({ description: "A ticket price" })
export class Price {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  id: string;

  @Field({ description: "Who or what the price is for, e.g. 'Concessions'" })
  title: string;

  @Field(() => Float, { description: "Price in pounds" })
  price: number;
}

@ObjectType({ description: "An image with its caption (also its alt text)" })
export class CaptionedImage {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  id: string;

  @Field({ description: "Path of the image under /images" })
  photo: string;

  @Field({ description: "Caption, used as the image's alt text" })
  caption: string;

  /** Absent from photos stored before the flag: not decorative (media.resolver says false). */
  @Field(() => Boolean, { description: "Only decorates: it shows nothing visitors need, so it needs no caption and screen readers skip it" })
  decorative?: boolean;
}

@ObjectType({ description: "A review of a production" })
export class Review {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  id: string;

  @Field({ description: "Who wrote the review (person or publication)" })
  reviewer: string;

  @Field({ description: "The review's text" })
  text: string;
}

@ObjectType({ description: "A member of a production team" })
export class TeamMember {
  @Field(() => Int, { description: "Position in the list" })
  order: number;

  @Field({ description: "Role, e.g. 'Director'" })
  role: string;

  @Field({ description: "The person's name" })
  name: string;

  @Authorized(EDITORS)
  @Field(() => ID, { nullable: true, description: "The person record linked, or null for a name only (editors only)" })
  personId?: string | null;

  @Field(() => String, { nullable: true, description: "Slug of the linked person's page (/people/{slug}); null when unlinked or the person asked to be hidden" })
  personSlug?: string | null;
}

@ObjectType({ description: "A production team: a heading and its members" })
export class ProductionTeam {
  @Field({ description: "Heading, e.g. 'Production team'" })
  title: string;

  @Field(() => [TeamMember], { description: "Members in order" })
  members: TeamMember[];
}

@ObjectType({ description: "A member of a cast" })
export class CastMember {
  @Field(() => Int, { description: "Position in the list" })
  order: number;

  @Field({ description: "The character played" })
  charactername: string;

  @Field({ description: "The actor's name" })
  realname: string;

  @Authorized(EDITORS)
  @Field(() => ID, { nullable: true, description: "The person record linked, or null for a name only (editors only)" })
  personId?: string | null;

  @Field(() => String, { nullable: true, description: "Slug of the linked person's page (/people/{slug}); null when unlinked or the person asked to be hidden" })
  personSlug?: string | null;
}

@ObjectType({ description: "A cast list: a heading and its members" })
export class CastList {
  @Field({ description: "Heading, e.g. 'Cast'" })
  title: string;

  @Field(() => [CastMember], { description: "Members in order" })
  members: CastMember[];
}

@ObjectType({ description: "One review of a play, with the play it belongs to" })
export class ReviewResponse {
  @Field({ description: "Who wrote the review" })
  reviewer: string;

  @Field({ description: "The full review" })
  text: string;

  @Field({ description: "Slug of the play reviewed" })
  playslug: string;

  @Field({ description: "Title of the play reviewed" })
  playtitle: string;
}
