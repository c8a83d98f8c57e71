import { Authorized, Field, ID, Int, ObjectType } from "type-graphql";
import { AfterLoad, BeforeInsert, BeforeUpdate, Column, Entity, PrimaryGeneratedColumn, VirtualColumn } from "typeorm";
import { EDITORS } from "../../core/auth";
import { Venue, venueFromRow } from "../venues/venue.entity";
import { VideoRecord, videoFromRow } from "../videos/video.entity";
import { ContentWarning } from "./content-warning.types";
import { datesOf } from "./performance.service";
import type { StoredPerformance } from "./performance.types";
import { PlayStatus } from "./play-status.types";
import { CaptionedImage, CastList, PlayDates, Price, ProductionTeam, Review } from "./play.types";
import { Deletable } from "../../core/db/bookkeeping";
import { PlayProgramme } from "../programme/programme.types";

@ObjectType({ description: "A production: a play the society stages, will stage or has staged" })
@Entity("play")
export class Play extends Deletable {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The play's address on the site (/{slug}); unique among plays" })
  @Column({ type: "text" })
  slug: string;

  @Field({ description: "The play's title, as billed" })
  @Column({ type: "text", default: "" })
  title: string;

  @Field({ description: "Path of the main image under /images, or empty" })
  @Column({ type: "text", default: "" })
  mainimage: string;

  @Field({ description: "What the main image shows, in words: its alt text for people who cannot see it; publishing refuses a main image without one" })
  @Column({ name: "mainimage_description", type: "text", default: "" })
  mainimageDescription: string;

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

  /**
   * The dates as stored: a start date for plays without performances, and lines of text (those
   * with a date only where the play has no venue). GraphQL and REST answer them derived (datesOf).
   */
  @Column({ type: "jsonb" })
  dates: PlayDates;

  /** The first performance's start (datesOf), kept by every save, so lists can sort and filter with an index. */
  @Column({ name: "start_date", type: "timestamptz", nullable: true, select: false })
  startDate?: Date | null;

  /** The play's own venues, in order (records of the venues feature). */
  @Column({ name: "venue_ids", type: "uuid", array: true, default: () => "'{}'" })
  venueIds: string[];

  /** Its performances, soonest first (GraphQL's Play.performances, the REST facade's `performances`). */
  @Column({ type: "jsonb", default: () => "'[]'" })
  performances: StoredPerformance[];

  /** The venue records its venues and performances name, read in the same statement as the play: a list costs no more statements. */
  @VirtualColumn({
    type: "jsonb",
    query: (alias) =>
      `SELECT COALESCE(jsonb_agg(to_jsonb(v)), '[]'::jsonb) FROM venue v WHERE v.id = ANY(${alias}.venue_ids) OR v.id::text IN (SELECT p->>'venueId' FROM jsonb_array_elements(${alias}.performances) p)`,
    transformer: { from: (rows: Record<string, unknown>[] | null) => (rows ?? []).map(venueFromRow), to: (value: unknown) => value },
  })
  venueRecords?: Venue[];

  /** Tickets held or sold of each performance sold on the site (box office), read in the same statement as the play. */
  @VirtualColumn({
    type: "jsonb",
    query: (alias) => `SELECT COALESCE(jsonb_object_agg(s.performance_id, s.taken), '{}'::jsonb) FROM ticket_stock s WHERE s.play_id = ${alias}.id`,
  })
  ticketsTaken?: Record<string, number>;

  @Field(() => Int, { nullable: true, description: "Running time in minutes, not counting intervals; null when not known" })
  @Column({ name: "running_time", type: "integer", nullable: true })
  runningTime: number | null;

  @Field(() => Int, { nullable: true, description: "How many intervals (each taken as 15 minutes); null when not known" })
  @Column({ type: "integer", nullable: true })
  intervals: number | null;

  @Field({ description: "Age guidance, e.g. '12+', or empty" })
  @Column({ name: "age_guidance", type: "text", default: "" })
  ageGuidance: string;

  @Field(() => [ContentWarning], { description: "Content warnings, from a fixed list" })
  @Column({ name: "content_warnings", type: "text", array: true, default: () => "'{}'" })
  contentWarnings: ContentWarning[];

  @Field({ description: "More about the content, in plain text (e.g. which themes), or empty" })
  @Column({ name: "content_notes", type: "text", default: "" })
  contentNotes: string;

  @Field(() => [Price], { description: "Ticket prices" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  prices: Price[];

  @Field(() => [CaptionedImage], { description: "Photo gallery, in the order the editors set" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  images: CaptionedImage[];

  @Field({ description: "The gallery's cover: the path of one of its photos (shown first), or empty for none" })
  @Column({ name: "gallery_cover", type: "text", default: "" })
  galleryCover: string;

  @Field(() => [String], { description: "Links to video pages (YouTube, Vimeo)" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  videolinks: string[];

  @Field(() => [String], { description: "Those of videolinks whose videos have captions (the accessibility check warns of the others)" })
  @Column({ name: "captioned_videolinks", type: "text", array: true, default: () => "'{}'" })
  captionedVideolinks: string[];

  /** What is known of its video links (stored thumbnails, titles), read in the same statement as the play (GraphQL's Play.videos). */
  @VirtualColumn({
    type: "jsonb",
    query: (alias) => `SELECT COALESCE(jsonb_agg(to_jsonb(v)), '[]'::jsonb) FROM video v WHERE v.url = ANY(${alias}.videolinks)`,
    transformer: { from: (rows: Record<string, unknown>[] | null) => (rows ?? []).map(videoFromRow), to: (value: unknown) => value },
  })
  videoRecords?: VideoRecord[];

  @Field(() => [Review], { description: "Reviews, in the order the editor set" })
  @Column({ type: "jsonb", default: () => "'[]'" })
  reviews: Review[];

  @Field(() => ProductionTeam, { description: "The production team" })
  @Column({ type: "jsonb" })
  productionteam: ProductionTeam;

  @Field(() => CastList, { description: "The cast" })
  @Column({ type: "jsonb" })
  castlist: CastList;

  /**
   * The slugs of the people its cast and team link, by person id, hidden people left out; read in
   * the same statement as the play. After loading, each member carries its `personSlug` from it.
   */
  @VirtualColumn({
    type: "jsonb",
    query: (alias) =>
      // Each member's person probed by id (a subquery per member), never a scan or hash of everyone.
      `SELECT COALESCE(jsonb_object_agg(linked.id, linked.slug) FILTER (WHERE linked.slug IS NOT NULL), '{}'::jsonb) FROM (` +
      `SELECT ids.id, (SELECT h.slug FROM person h WHERE h.id = ids.id AND NOT h.hidden) AS slug FROM (` +
      `SELECT member_person(m) AS id FROM jsonb_array_elements(COALESCE(${alias}.castlist->'members', '[]'::jsonb)) m ` +
      `UNION SELECT member_person(m) FROM jsonb_array_elements(COALESCE(${alias}.productionteam->'members', '[]'::jsonb)) m) ids) linked`,
    transformer: { from: (slugs: Record<string, string> | null) => slugs ?? {}, to: (value: unknown) => value },
  })
  personSlugs?: Record<string, string>;

  @Field({ description: "The rights holder's notice, e.g. 'By arrangement with …', exactly as the licence words it; shown on the play's page, in its share text and in its programme. Empty when none is required" })
  @Column({ name: "licence_notice", type: "text", default: "" })
  licenceNotice: string;

  @Field({ description: "The author's billing, e.g. 'by William Shakespeare', exactly as the licence words it; shown under the title on the play's page and its programme. Empty when not given" })
  @Column({ name: "author_billing", type: "text", default: "" })
  authorBilling: string;

  @Field(() => PlayProgramme, { description: "The digital programme's own parts (/{slug}/programme): the director's note, scenes and musical numbers, thanks and sponsors" })
  @Column({ type: "jsonb", default: () => `'{"directorsNote": "", "scenes": [], "sponsors": []}'` })
  programme: PlayProgramme;

  @Field({ description: "True from creation until the first save" })
  @Column({ name: "is_new", type: "boolean", default: false })
  isNew: boolean;

  /** Gives each linked cast and team member its person's page, or none (unlinked, or hidden on request). */
  @AfterLoad()
  linkPeople(): void {
    // Stored before programmes: no biography of its own for the production.
    for (const member of [...(this.castlist?.members ?? []), ...(this.productionteam?.members ?? [])]) member.programmeBio ??= "";
    if (!this.personSlugs) return;
    for (const member of [...(this.castlist?.members ?? []), ...(this.productionteam?.members ?? [])]) {
      member.personSlug = (member.personId && this.personSlugs[member.personId.toLowerCase()]) || null;
    }
  }

  /** Keeps the indexed copy of the start date in step with the performances and `dates` on every save. */
  @BeforeInsert()
  @BeforeUpdate()
  syncStartDate(): void {
    const { startdate } = this.dates ? datesOf(this) : { startdate: null };
    this.startDate = startdate ? new Date(startdate) : null;
  }
}
