import { SeatKind } from "@theatre/common/seat-plan";
import { Expose, Type } from "class-transformer";
import { Field, InputType } from "type-graphql";
import { SeatNumberScalar } from "./seat-number.scalar";

// The rules are checked as a whole by checkSeatPlan (@theatre/common/seat-plan, the editor checks
// the same), through parseVenueDetails: they span cells (numbers unique in a row, companions).

@InputType({ description: "A cell of a row: a seat, or a gap" })
export class SeatInput {
  @Field(() => SeatNumberScalar, { nullable: true, description: "The seat's number, text up to 10 characters or a whole number (stored as text), unique in its row; empty or absent for a gap" })
  @Expose()
  number?: string | null;

  @Field(() => SeatKind, { description: "standard, wheelchair (a wheelchair space), companion, restricted (a restricted view) or gap (an aisle or a space)" })
  @Expose()
  kind: SeatKind;

  @Field(() => String, { nullable: true, description: "For a restricted view: what is restricted, up to 200 characters (optional: without it the seat is shown as a restricted view); otherwise empty" })
  @Expose()
  note?: string | null;

  @Field(() => SeatNumberScalar, {
    nullable: true,
    description: "For a companion seat: the number of the wheelchair space in the same row that it goes with; absent: the nearest wheelchair space in the row, the left one on a tie (a row without one is an error). Otherwise empty",
  })
  @Expose()
  companionFor?: string | null;
}

@InputType({ description: "A row of a section, its cells from left to right" })
export class SeatRowInput {
  @Field({ description: "The row's label, up to 10 characters, unique in its section, e.g. 'A'" })
  @Expose()
  label: string;

  @Field(() => [SeatInput], { description: "Its cells, left to right: 1 to 200" })
  @Expose() @Type(() => SeatInput)
  seats: SeatInput[];
}

@InputType({ description: "A part of the auditorium with its own rows, e.g. Stalls or Balcony" })
export class SeatSectionInput {
  @Field({ description: "The section's name, up to 40 characters, unique in the plan" })
  @Expose()
  name: string;

  @Field(() => [SeatRowInput], { description: "Its rows, front first: 1 to 100" })
  @Expose() @Type(() => SeatRowInput)
  rows: SeatRowInput[];
}

@InputType({ description: "A venue's seat plan: up to 10 sections and 5,000 seats in all; no sections removes the plan" })
export class SeatPlanInput {
  @Field(() => [SeatSectionInput], { description: "Its sections, 0 to 10; an empty list removes the plan" })
  @Expose() @Type(() => SeatSectionInput)
  sections: SeatSectionInput[];
}
