import { SeatKind, seatLabel, type StoredSeatPlan } from "@theatre/common/seat-plan";

// The stored plan's types are the shared rules' (the editor builds the same shape).
export type { StoredSeat, StoredSeatPlan, StoredSeatRow, StoredSeatSection } from "@theatre/common/seat-plan";

/** A seat of a plan (a gap is none), as booking and the box office read it. */
export interface PlannedSeat {
  section: string;
  row: string;
  number: string;
  kind: Exclude<SeatKind, "gap">;
  /** What is restricted, for a restricted view; else null. */
  note: string | null;
  /** For a companion seat, the number of its wheelchair space in the same row; else null. */
  companionFor: string | null;
  /** The seat in words for screen readers: 'Stalls, Row C, seat 12, wheelchair space' ('Row C, seat 12' in a plan of one section). */
  label: string;
  /** Its column in the row, gaps counted, from 0. */
  x: number;
  /** Its row's place in the section, from 0. */
  y: number;
  /** Its section's place in the plan, from 0. */
  sectionIndex: number;
}

/** Every seat of a plan (none without one), section by section, row by row, left to right. */
export function planSeats(plan: StoredSeatPlan | null | undefined): PlannedSeat[] {
  const sections = plan?.sections ?? [];
  const named = sections.length > 1;
  return sections.flatMap((section, sectionIndex) =>
    section.rows.flatMap((row, y) =>
      row.seats.flatMap((seat, x) => {
        if (seat.kind === SeatKind.gap || seat.number === null) return [];
        const label = seatLabel({ section: named ? section.name : null, row: row.label, number: seat.number, kind: seat.kind });
        return [{ section: section.name, row: row.label, number: seat.number, kind: seat.kind, note: seat.note, companionFor: seat.companionFor, label, x, y, sectionIndex }];
      }),
    ),
  );
}
