import { SEAT_PLAN_LIMITS, SeatKind, seatLabel } from "@theatre/common/seat-plan";
import { useId, type KeyboardEvent, type Ref } from "react";
import { KIND_DISPLAY } from "./seat-kinds";
import type { RowValues, SeatValues } from "./seat-plan-values";

export interface SeatDetailsProps {
  row: RowValues;
  index: number;
  /** The cell's problems by field (number, kind, note, companionFor), once the form has been sent. */
  errors: Partial<Record<keyof SeatValues, string>>;
  numberInput: Ref<HTMLInputElement>;
  kindInput: Ref<HTMLSelectElement>;
  noteInput: Ref<HTMLInputElement>;
  onChange: (change: Partial<SeatValues>) => void;
  onKind: (kind: SeatKind) => void;
  /** Back to the cell in the grid (Enter or Escape in a box). */
  onDone: () => void;
}

/** The selected cell's number, kind, note and wheelchair space, for what keys alone cannot say. */
export function SeatDetails({ row, index, errors, numberInput, kindInput, noteInput, onChange, onKind, onDone }: SeatDetailsProps) {
  const id = useId();
  const seat = row.seats[index];
  const spaces = row.seats.filter((s) => s.kind === SeatKind.wheelchair && s.number.trim());
  // Enter in a box would send the whole form: here it means "done with this cell".
  const backToGrid = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === "Escape") {
      event.preventDefault();
      onDone();
    }
  };
  const error = (field: keyof SeatValues) => errors[field] && <p id={`${id}-${field}-error`} className="field-error">{errors[field]}</p>;
  const described = (field: keyof SeatValues) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <fieldset className="seat-details">
      <legend>Selected: {seatLabel({ row: row.label, number: seat.number, kind: seat.kind })}</legend>
      <div className="seat-details-fields">
        <div className="field">
          <label htmlFor={`${id}-number`}>Number</label>
          <input
            id={`${id}-number`} ref={numberInput} value={seat.number} maxLength={SEAT_PLAN_LIMITS.seatNumber} size={6} autoComplete="off"
            disabled={seat.kind === SeatKind.gap} aria-invalid={Boolean(errors.number) || undefined} aria-describedby={described("number")}
            onChange={(e) => onChange({ number: e.target.value })} onKeyDown={backToGrid}
          />
          {error("number")}
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select id={`${id}-kind`} ref={kindInput} value={seat.kind} onChange={(e) => onKind(e.target.value as SeatKind)} onKeyDown={(e) => e.key === "Escape" && onDone()} aria-describedby={described("kind")}>
            {KIND_DISPLAY.map((k) => <option key={k.kind} value={k.kind}>{k.name}</option>)}
          </select>
          {error("kind")}
        </div>
        {seat.kind === SeatKind.restricted && (
          <div className="field seat-note">
            <label htmlFor={`${id}-note`}>What is restricted</label>
            <input
              id={`${id}-note`} ref={noteInput} value={seat.note} maxLength={SEAT_PLAN_LIMITS.note} autoComplete="off" placeholder="e.g. A pillar hides stage left"
              aria-invalid={Boolean(errors.note) || undefined} aria-describedby={described("note")}
              onChange={(e) => onChange({ note: e.target.value })} onKeyDown={backToGrid}
            />
            {error("note")}
          </div>
        )}
        {seat.kind === SeatKind.companion && (
          <div className="field">
            <label htmlFor={`${id}-companion`}>Goes with</label>
            <select id={`${id}-companion`} value={seat.companionFor} onChange={(e) => onChange({ companionFor: e.target.value })} aria-invalid={Boolean(errors.companionFor) || undefined} aria-describedby={described("companionFor")}>
              <option value="">The nearest wheelchair space in the row</option>
              {spaces.map((s) => <option key={s.number} value={s.number}>Wheelchair space {s.number}</option>)}
              {seat.companionFor && !spaces.some((s) => s.number === seat.companionFor) && <option value={seat.companionFor}>{seat.companionFor} (no wheelchair space has this number)</option>}
            </select>
            {error("companionFor")}
          </div>
        )}
      </div>
    </fieldset>
  );
}
