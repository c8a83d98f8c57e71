import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../core/db/bookkeeping";
import type { StoredSeatPlan } from "./seat-plan";

/**
 * A place where plays are performed, shared by every play and performance held there, with what an
 * audience needs to know before it sets out (the first reasonable adjustment a society makes).
 */
@ObjectType({ description: "A place where plays are performed, with its access information" })
@Entity("venue")
export class Venue extends Timestamped {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The venue's address on the site (/venues/{slug}); unique among venues; empty for a venue a draft names that is not saved yet" })
  @Column({ type: "text", unique: true })
  slug: string;

  @Field({ description: "Name of the venue" })
  @Column({ type: "text" })
  name: string;

  @Field({ description: "Postal address" })
  @Column({ type: "text" })
  address: string;

  @Field({ description: "Link to a map of the venue, or empty" })
  @Column({ type: "text", default: "" })
  maplink: string;

  @Field({ description: "The step-free route in, or empty when not known" })
  @Column({ name: "step_free", type: "text", default: "" })
  stepFree: string;

  @Field({ description: "Wheelchair spaces and how to book them, or empty" })
  @Column({ name: "wheelchair_spaces", type: "text", default: "" })
  wheelchairSpaces: string;

  @Field({ description: "Hearing loop or other assisted listening, or empty" })
  @Column({ name: "hearing_loop", type: "text", default: "" })
  hearingLoop: string;

  @Field({ description: "Where the accessible toilets are and what they offer, or empty" })
  @Column({ name: "accessible_toilets", type: "text", default: "" })
  accessibleToilets: string;

  @Field({ description: "Parking, including Blue Badge spaces, or empty" })
  @Column({ type: "text", default: "" })
  parking: string;

  @Field({ description: "Getting there by bus, train or bicycle, or empty" })
  @Column({ name: "public_transport", type: "text", default: "" })
  publicTransport: string;

  @Field({ description: "Anything else about access, in plain text, or empty" })
  @Column({ name: "access_notes", type: "text", default: "" })
  accessNotes: string;

  /** In the schema through VenueResolver.seatPlan, which counts each read against the caller's address. */
  @Column({ name: "seat_plan", type: "jsonb", nullable: true })
  seatPlan: StoredSeatPlan | null;
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());

/** A venue row as PostgreSQL's to_jsonb gives it (snake_case columns, timestamps as text) as an entity. */
export function venueFromRow(row: Record<string, unknown>): Venue {
  const venue = Object.assign(new Venue(), Object.fromEntries(Object.entries(row).map(([key, value]) => [camelCase(key), value])));
  venue.createdAt = new Date(row.created_at as string);
  venue.updatedAt = new Date(row.updated_at as string);
  return venue;
}

/**
 * A venue as a play's REST shape carries it (in its venues and each of its performances): without
 * the seat plan, which can be thousands of seats, repeated per performance; /api/venues/{slug} has it.
 */
export const venueWithoutSeatPlan = ({ seatPlan: _seatPlan, ...venue }: Venue): Omit<Venue, "seatPlan"> => venue;
