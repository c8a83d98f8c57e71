import { ACCESS_WORDS } from "@theatre/common/performance-words";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Venue } from "../venues/venue.entity";
import { Sales, type StoredSales } from "../box-office/sales.types";

/** Where a performance stands with its audience. */
export enum PerformanceStatus {
  onsale = "onsale",
  fewleft = "fewleft",
  soldout = "soldout",
  cancelled = "cancelled",
  postponed = "postponed",
}

registerEnumType(PerformanceStatus, {
  name: "PerformanceStatus",
  description: "Where a performance stands with its audience",
  valuesConfig: {
    onsale: { description: "On sale: tickets can be booked" },
    fewleft: { description: "On sale, few tickets left" },
    soldout: { description: "Sold out: no tickets left to book" },
    cancelled: { description: "Cancelled; it stays listed so calendars and visitors learn of it" },
    postponed: { description: "Postponed, to postponedTo when that is known" },
  },
});

/** What a performance offers for access, from a fixed list. */
export enum AccessFeature {
  captioned = "captioned",
  audiodescribed = "audiodescribed",
  bsl = "bsl",
  relaxed = "relaxed",
  touchtour = "touchtour",
}

/** What each access feature offers; the words visitors read come from the shared list. */
const ACCESS_MEANINGS: Record<AccessFeature, string> = {
  captioned: "The words spoken and sung are shown as text by the stage",
  audiodescribed: "A describer tells blind and partially sighted people what happens on stage, through headsets",
  bsl: "An interpreter signs the performance in British Sign Language",
  relaxed: "Noise and moving about are welcome, with softer sound and light and the house lights left low",
  touchtour: "Before the performance, blind and partially sighted people may explore the set, props and costumes by touch",
};

registerEnumType(AccessFeature, {
  name: "AccessFeature",
  description: "An access feature of a performance",
  valuesConfig: Object.fromEntries(
    Object.entries(ACCESS_WORDS).map(([value, words]) => [value, { description: `${ACCESS_MEANINGS[value as AccessFeature]}; shown as "${words}"` }]),
  ),
});

/** A performance as `play.performances` (jsonb) stores it. */
export interface StoredPerformance {
  id: string;
  /** ISO 8601 instant; shown on London's clock. */
  startsAt: string;
  status: PerformanceStatus;
  access: AccessFeature[];
  venueId: string;
  /** Where to book this one; null: the play's buylink. */
  bookingLink: string | null;
  note: string | null;
  /** How its access features work (where to sit to see the captions); absent from those stored before it existed. */
  accessNote?: string | null;
  /** For a postponed performance, its new date when known. */
  postponedTo: string | null;
  /** Raised whenever the start, status, venue or new date changes: iCalendar's SEQUENCE. */
  sequence: number;
  /** Sold on the site: its selling settings; absent or null: booked through its link. */
  sales?: StoredSales | null;
}

/** A performance as an editor sets it: what is stored but its sequence, which the service keeps. */
export type PerformanceFields = Omit<StoredPerformance, "sequence">;

@ObjectType({ description: "One performance of a play" })
export class Performance {
  @Field(() => ID, { description: "Unique id (a UUID), stable across saves" })
  id: string;

  @Field(() => Date, { description: "When it starts (shown on London's clock)" })
  startsAt: string;

  @Field(() => PerformanceStatus, { description: "On sale, few left, sold out, cancelled or postponed" })
  status: PerformanceStatus;

  @Field(() => [AccessFeature], { description: "Its access features" })
  access: AccessFeature[];

  @Field(() => Venue, { nullable: true, description: "Where it is; null only in a draft whose venue has since been deleted" })
  venue: Venue | null;

  @Field(() => String, { nullable: true, description: "Where to book this performance; null: book through the play's buylink" })
  bookingLink: string | null;

  @Field(() => String, { nullable: true, description: "A note shown with it, e.g. 'Post-show talk'" })
  note: string | null;

  @Field(() => String, { nullable: true, description: "How its access features work, e.g. 'Rows A to D see the captions'" })
  accessNote?: string | null;

  @Field(() => Date, { nullable: true, description: "For a postponed performance, its new date and time when known" })
  postponedTo: string | null;

  @Field(() => Date, { description: "When it ends (at its new date if postponed to one): after the play's running time and intervals, or 150 minutes when the play does not say" })
  endsAt: string;

  @Field(() => Sales, { nullable: true, description: "How it is sold on the site (ticket types, prices, payment, on-sale times); null: booked through its booking link" })
  sales: Sales | null;

  @Field(() => Int, { nullable: true, description: "Tickets still to be had when it is sold on the site (as the page was read: `availabilityChanged` follows it live); null otherwise" })
  remaining: number | null;

  /** iCalendar's SEQUENCE: internal, never shown. */
  sequence: number;
}
