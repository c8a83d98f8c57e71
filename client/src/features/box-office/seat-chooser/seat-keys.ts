import type { ChooserRow } from "./seat-plan-model";

/**
 * Where an arrow key moves focus on the plan from the seat `fromId`: left and right to the next
 * seat in the row, up and down to the seat of the row in front or behind (across sections) nearest
 * by column, Home and End to the row's ends. Null when there is nowhere to go (or not a moving key).
 */
export function seatAfterKey(rows: ChooserRow[], fromId: string, key: string): string | null {
  const rowIndex = rows.findIndex((row) => row.seats.some((s) => s.id === fromId));
  if (rowIndex < 0) return null;
  const row = rows[rowIndex];
  const index = row.seats.findIndex((s) => s.id === fromId);
  const from = row.seats[index];
  switch (key) {
    case "ArrowLeft":
      return row.seats[index - 1]?.id ?? null;
    case "ArrowRight":
      return row.seats[index + 1]?.id ?? null;
    case "Home":
      return row.seats[0]?.id ?? null;
    case "End":
      return row.seats[row.seats.length - 1]?.id ?? null;
    case "ArrowUp":
    case "ArrowDown": {
      const step = key === "ArrowUp" ? -1 : 1;
      for (let r = rowIndex + step; r >= 0 && r < rows.length; r += step) {
        const seats = rows[r].seats;
        if (seats.length === 0) continue;
        // The nearest by column; on a tie, the one to the left.
        return seats.reduce((best, seat) => (Math.abs(seat.column - from.column) < Math.abs(best.column - from.column) ? seat : best)).id;
      }
      return null;
    }
    default:
      return null;
  }
}
