import type { SeatPlanData } from "./seat-plan-model";

type Cell = string;

/**
 * A plan for tests, one string per row: `s` a free seat, `x` a sold one, `h` held, `b` blocked,
 * `w` a free wheelchair space, `c` its companion seat, `r` a restricted view, `.` a gap. Seats
 * are numbered from 1 in each row and named `A1`, `A2`… (in a later section with its initial first: `BA1`)
 */
export function testPlan(sections: Record<string, Record<string, Cell>>, companionSeatsOpenAt = "2000-01-01T00:00:00.000Z"): SeatPlanData {
  return {
    __typename: "PerformanceSeatPlan",
    performanceId: "p1",
    companionSeatsOpenAt,
    sections: Object.entries(sections).map(([name, rows], sectionIndex) => ({
      __typename: "PerformanceSeatSection",
      name,
      rows: Object.entries(rows).map(([label, cells]) => {
        let number = 0;
        const seats = [...cells].flatMap((cell, column) => {
          if (cell === ".") return [];
          number += 1;
          const kind = cell === "w" ? "wheelchair" : cell === "c" ? "companion" : cell === "r" ? "restricted" : "standard";
          const state = cell === "x" ? "sold" : cell === "h" ? "held" : cell === "b" ? "blocked" : "free";
          const words = kind === "wheelchair" ? ", wheelchair space" : kind === "companion" ? ", companion seat" : kind === "restricted" ? ", restricted view" : "";
          return [{ __typename: "PerformanceSeat" as const, id: `${sectionIndex === 0 ? "" : name[0]}${label}${number}`, label: `Row ${label}, seat ${number}${words}`, number: String(number), kind, state, note: kind === "restricted" ? "A pillar hides stage left" : null, companionId: null as string | null, column }];
        });
        // A companion goes with the wheelchair space next to it.
        for (const seat of seats) {
          const partner = seats.find((s) => (seat.kind === "wheelchair" ? s.kind === "companion" : seat.kind === "companion" && s.kind === "wheelchair") && Math.abs(s.column - seat.column) === 1);
          if (partner) seat.companionId = partner.id;
        }
        return { __typename: "PerformanceSeatRow", label, seats };
      }),
    })),
  } as SeatPlanData;
}
