import type { ChooserRow, PlanSeat } from "./seat-plan-model";
import { isPlainFree } from "./seat-plan-model";

/** The middle of a row's seats, by column: where the best seats are. */
function rowMiddle(row: ChooserRow): number {
  const columns = row.seats.map((s) => s.column);
  return columns.length === 0 ? 0 : (Math.min(...columns) + Math.max(...columns)) / 2;
}

/**
 * The best `count` seats together: free standard or restricted-view seats side by side in one row
 * (no aisle, taken seat or wheelchair space between), front rows first, and in a row the run
 * closest to its middle. When no row has that many together, the best `count` nearby: the free
 * seats front rows first, closest to each row's middle. Fewer than `count` free: an empty list.
 */
export function bestAvailable(rows: ChooserRow[], count: number): PlanSeat[] {
  if (count < 1) return [];
  for (const row of rows) {
    const middle = rowMiddle(row);
    let best: { seats: PlanSeat[]; distance: number } | undefined;
    for (let start = 0; start + count <= row.seats.length; start++) {
      const run = row.seats.slice(start, start + count);
      const together = run.every((seat, i) => isPlainFree(seat) && (i === 0 || seat.column === run[i - 1].column + 1));
      if (!together) continue;
      const distance = Math.abs((run[0].column + run[run.length - 1].column) / 2 - middle);
      if (!best || distance < best.distance) best = { seats: run, distance };
    }
    if (best) return best.seats;
  }
  const nearby = rows.flatMap((row, rowIndex) => {
    const middle = rowMiddle(row);
    return row.seats.filter(isPlainFree).map((seat) => ({ seat, rowIndex, distance: Math.abs(seat.column - middle) }));
  });
  if (nearby.length < count) return [];
  nearby.sort((a, b) => a.rowIndex - b.rowIndex || a.distance - b.distance || a.seat.column - b.seat.column);
  return nearby.slice(0, count).map((n) => n.seat);
}
