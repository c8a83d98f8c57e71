import { SeatKind } from "@theatre/common/seat-plan";
import { Field, ObjectType, registerEnumType } from "type-graphql";

registerEnumType(SeatKind, {
  name: "SeatKind",
  description: "What a cell of a seat plan's row is",
  valuesConfig: {
    standard: { description: "A seat" },
    wheelchair: { description: "A wheelchair space" },
    companion: { description: "A companion seat, beside the wheelchair space it goes with" },
    restricted: { description: "A seat with a restricted view (its note, when given, says what is restricted)" },
    gap: { description: "No seat: an aisle or a space, keeping the row's columns in line" },
  },
});

@ObjectType({ description: "A cell of a row: a seat, or a gap" })
export class PlanSeat {
  @Field(() => String, { nullable: true, description: "The seat's number as printed on it, unique in its row; null for a gap" })
  number: string | null;

  @Field(() => SeatKind, { description: "What the cell is" })
  kind: SeatKind;

  @Field(() => String, { nullable: true, description: "For a restricted view, what is restricted (null when not said); else null" })
  note: string | null;

  @Field(() => String, { nullable: true, description: "For a companion seat, the number of the wheelchair space in its row that it goes with; else null" })
  companionFor: string | null;
}

@ObjectType({ description: "A row of a section, its cells from left to right as the audience faces the stage" })
export class SeatRow {
  @Field({ description: "The row's label, unique in its section, e.g. 'A'" })
  label: string;

  @Field(() => [PlanSeat], { description: "Its cells, left to right (at most 200)" })
  seats: PlanSeat[];
}

@ObjectType({ description: "A part of the auditorium with its own rows, e.g. Stalls or Balcony" })
export class SeatSection {
  @Field({ description: "The section's name, unique in the plan" })
  name: string;

  @Field(() => [SeatRow], { description: "Its rows, front first (at most 100)" })
  rows: SeatRow[];
}

@ObjectType({ description: "A venue's seat plan: sections of rows of seats" })
export class SeatPlan {
  @Field(() => [SeatSection], { description: "Its sections (1 to 10)" })
  sections: SeatSection[];
}
