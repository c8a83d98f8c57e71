import type { SeatPlanQuery } from "../../../gql/graphql";

export type SeatPlanData = NonNullable<SeatPlanQuery["seatPlan"]>;
export type PlanSeat = SeatPlanData["sections"][number]["rows"][number]["seats"][number];

/** A row as the chooser walks it: front to back through the sections, each with its section's name. */
export interface ChooserRow {
  section: string;
  label: string;
  seats: PlanSeat[];
}

/** Every row of the plan in order: the first section's rows front to back, then the next section's. */
export function planRows(plan: Pick<SeatPlanData, "sections">): ChooserRow[] {
  return plan.sections.flatMap((section) => section.rows.map((row) => ({ section: section.name, label: row.label, seats: row.seats })));
}

/** What a seat's state is in words, as its label ends: free, taken, not for sale, or chosen. */
export function stateWords(seat: Pick<PlanSeat, "state">, chosen: boolean): string {
  if (chosen) return "chosen";
  switch (seat.state) {
    case "free":
      return "free";
    case "blocked":
      return "not for sale";
    default:
      return "taken";
  }
}

/** 'Row C, seat 12, restricted view (a pillar hides stage left), free': the label, the note, the state. */
export function seatButtonLabel(seat: Pick<PlanSeat, "label" | "state" | "note">, chosen: boolean): string {
  return `${seat.label}${seat.note ? ` (${seat.note})` : ""}, ${stateWords(seat, chosen)}`;
}

/** A seat a buyer may pick by themselves (best available): free, standard or restricted view. */
export const isPlainFree = (seat: Pick<PlanSeat, "state" | "kind">) => seat.state === "free" && (seat.kind === "standard" || seat.kind === "restricted");
