import { SeatKind } from "@theatre/common/seat-plan";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";

/** Where a seat of a reserved performance stands. */
export enum SeatState {
  free = "free",
  held = "held",
  sold = "sold",
  blocked = "blocked",
}

registerEnumType(SeatState, {
  name: "SeatState",
  description: "Where a seat of a reserved performance stands",
  valuesConfig: {
    free: { description: "Free to choose (a companion seat may still be kept for wheelchair users: see companionSeatsOpenAt)" },
    held: { description: "Held by a buyer giving their details; free again if the hold ends" },
    sold: { description: "Sold (or reserved to pay at the door)" },
    blocked: { description: "Kept by the house (house seats): not for sale until an editor releases it" },
  },
});

@ObjectType({ description: "A seat a hold has (reserved seating)" })
export class HeldSeat {
  @Field(() => ID, { description: "The seat's id" })
  id: string;

  @Field({ description: "The seat in words, e.g. 'Row A, seat 5, restricted view'" })
  label: string;

  @Field({ description: "True for a restricted view: its ticket costs the type's restrictedPricePence where one is set" })
  restricted: boolean;
}

@ObjectType({ description: "A seat of a reserved performance's plan, as copied from its venue's when it went on sale" })
export class PerformanceSeat {
  @Field(() => ID, { description: "The seat's id: what holdTickets takes" })
  id: string;

  @Field({ description: "The seat in words, e.g. 'Row C, seat 12, wheelchair space'" })
  label: string;

  @Field({ description: "Its number in its row, e.g. '12'" })
  number: string;

  @Field(() => SeatKind, { description: "standard, wheelchair (a space), companion (goes with a wheelchair space) or restricted (view); never gap" })
  kind: SeatKind;

  @Field(() => SeatState, { description: "free, held, sold or blocked" })
  state: SeatState;

  @Field(() => String, { nullable: true, description: "For a restricted view, what is restricted (shown before it is chosen); null otherwise" })
  note: string | null;

  @Field(() => ID, { nullable: true, description: "For a companion seat, the id of the wheelchair space it goes with; for a wheelchair space, its companion seat's; null otherwise" })
  companionId: string | null;

  @Field(() => Int, { description: "Its column in the row from 0, gaps (aisles) counted: where to draw it" })
  column: number;
}

@ObjectType({ description: "A row of seats" })
export class PerformanceSeatRow {
  @Field({ description: "The row's label, e.g. 'C'" })
  label: string;

  @Field(() => [PerformanceSeat], { description: "Its seats, left to right" })
  seats: PerformanceSeat[];
}

@ObjectType({ description: "A section of seats, e.g. Stalls or Balcony" })
export class PerformanceSeatSection {
  @Field({ description: "The section's name" })
  name: string;

  @Field(() => [PerformanceSeatRow], { description: "Its rows, front to back" })
  rows: PerformanceSeatRow[];
}

@ObjectType({ description: "A reserved performance's seat plan with every seat's state" })
export class PerformanceSeatPlan {
  @Field(() => ID, { description: "The performance" })
  performanceId: string;

  @Field(() => [PerformanceSeatSection], { description: "Its sections in the venue's order" })
  sections: PerformanceSeatSection[];

  @Field(() => Date, { description: "When companion seats not sold with their wheelchair spaces go on sale to anyone (until then only with a wheelchair space)" })
  companionSeatsOpenAt: Date;
}

@ObjectType({ description: "A seat whose state changed" })
export class SeatChange {
  @Field(() => ID, { description: "The seat's id" })
  id: string;

  @Field(() => SeatState, { description: "Its state now" })
  state: SeatState;
}
