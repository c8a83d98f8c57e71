import { seatWithNote } from "@theatre/common/seat-plan";
import type { ChooserRow, PlanSeat } from "./seat-plan-model";

/**
 * The same choices as the plan, as checkboxes grouped by section and row: the free seats (and the
 * chosen ones), each with its kind and its note. Named `seatIds`, so the list is also the plain
 * form the page offers without JavaScript.
 */
export function SeatList({ rows, chosen, onToggle }: { rows: ChooserRow[]; chosen: ReadonlySet<string>; onToggle: (seat: PlanSeat) => void }) {
  const sections = [...new Set(rows.map((row) => row.section))];
  return (
    <div className="seat-list">
      {sections.map((section) => (
        <fieldset key={section} className="seat-list-section">
          <legend>{section}</legend>
          {rows
            .filter((row) => row.section === section)
            .map((row) => {
              const seats = row.seats.filter((seat) => seat.state === "free" || chosen.has(seat.id));
              if (seats.length === 0) return null;
              return (
                <fieldset key={row.label} className="seat-list-row">
                  <legend>Row {row.label}</legend>
                  <ul className="plain">
                    {seats.map((seat) => (
                      <li key={seat.id}>
                        <label>
                          <input type="checkbox" name="seatIds" value={seat.id} checked={chosen.has(seat.id)} onChange={() => onToggle(seat)} />{" "}
                          {seatWithNote(seat)}
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              );
            })}
        </fieldset>
      ))}
    </div>
  );
}
