import { Authorized, Field, ID, ObjectType } from "type-graphql";
import { BeforeInsert, BeforeUpdate, Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { EDITORS } from "../../core/auth";
import { PlayStatus } from "./play-status.types";
import { CaptionedImage, CastList, PlayDates, Price, ProductionTeam, Review, Venue } from "./play.types";
import { Deletable } from "../../core/db/bookkeeping";

@ObjectType({ description: "A production: a play the society stages, will stage or has staged" })
@Entity("play")
export class Play extends Deletable {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The play's address on the site (/{slug}); unique among plays" })
  @Column({ type: "text" })
  slug: string;

  @Field({ description: "Title" })
  @Column({ type: "text", default: "" })
  title: string;

  @Field({ description: "Path of the main image under /images, or empty" })
  @Column({ type: "text", default: "" })
  mainimage: string;

  @Field({ description: "Description, as sanitised HTML" })
  @Column({ type: "text", default: "" })
  blurb: string;

  @Field({ description: "Short plain-text description for lists; empty means 'cut the blurb'" })
  @Column({ name: "blurb_excerpt", type: "text", default: "" })
  blurbExcerpt: string;

  @Field({ description: "Notice shown as a tag, e.g. 'Last few tickets'" })
  @Column({ type: "text", default: "" })
  message: string;

  @Field({ description: "Where to buy tickets (a URL), or empty" })
  @Column({ type: "text", default: "" })
  buylink: string;

  @Field(() => [PlayStatus], { description: "Where the play appears on the site" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  status: PlayStatus[];

  /** Private: messages are sent there by the server; never shown to visitors. */
  @Authorized(EDITORS)
  @Field(() => String, { nullable: true, description: "Where audition applications go (editors only)" })
  @Column({ name: "audition_email_recipient", type: "text", default: "", select: false })
  auditionEmailRecipient?: string;

  @Field(() => PlayDates, { description: "When the play is on" })
  @Column({ type: "jsonb" })
  dates: PlayDates;

  /** Copy of dates.startdate, kept by every save, so lists can sort and filter with an index. */
  @Column({ name: "start_date", type: "timestamptz", nullable: true, select: false })
  startDate?: Date | null;

  @Field(() => [Venue], { description: "Where the play is performed" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  venues: Venue[];

  @Field(() => [Price], { description: "Ticket prices" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  prices: Price[];

  @Field(() => [CaptionedImage], { description: "Photo gallery" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  images: CaptionedImage[];

  @Field(() => [String], { description: "Links to video pages (YouTube, Vimeo)" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  videolinks: string[];

  @Field(() => [Review], { description: "Reviews, in the order the editor set" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  reviews: Review[];

  @Field(() => ProductionTeam, { description: "The production team" })
  @Column({ type: "jsonb" })
  productionteam: ProductionTeam;

  @Field(() => CastList, { description: "The cast" })
  @Column({ type: "jsonb" })
  castlist: CastList;

  @Field({ description: "True from creation until the first save" })
  @Column({ name: "is_new", type: "boolean", default: false })
  isNew: boolean;

  /** Keeps the indexed copy of the start date in step with `dates` on every save. */
  @BeforeInsert()
  @BeforeUpdate()
  syncStartDate(): void {
    this.startDate = this.dates?.startdate ? new Date(this.dates.startdate) : null;
  }
}
