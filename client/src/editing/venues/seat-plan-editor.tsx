import { SEAT_PLAN_LIMITS, SeatKind } from "@theatre/common/seat-plan";
import { getIn, useField, useFormikContext, type FormikErrors } from "formik";
import { useId, useState } from "react";
import { SeatGrid } from "./seat-grid";
import { KIND_DISPLAY, SeatLegend } from "./seat-kinds";
import { addRow, addSection, changeRow, changeSection, numberRow, resizeRow, type RowValues, type SeatPlanValues, type SectionValues } from "./seat-plan-values";
import "./seat-plan.css";

/**
 * The Venues screen's "Seat plan": sections, their rows and a grid of seats, kept in the venue
 * form's `seatPlan` value and saved with the venue. Problems show once the form has been sent
 * (checked here by the server's own rules, or reported by the server), each by its field.
 */
export function SeatPlanEditor() {
  const [{ value: plan }, , { setValue }] = useField<SeatPlanValues>("seatPlan");
  const { errors, submitCount } = useFormikContext();
  const [paint, setPaint] = useState<SeatKind | null>(null);
  const id = useId();
  const shown = submitCount > 0 ? getIn(errors, "seatPlan") : undefined;
  const planProblem = typeof shown?.sections === "string" ? shown.sections : undefined;
  const update = (next: SeatPlanValues) => void setValue(next);

  return (
    <fieldset className="seat-plan">
      <legend>Seat plan</legend>
      <p className="hint">
        Draw the seats so that booking can offer them: sections such as Stalls and Balcony, their rows from the front, and each row's cells from left to right as the audience faces the stage.
        A cell is a seat, a wheelchair space, a companion seat, a seat with a restricted view, or no seat (an aisle or a gap). Without a plan, tickets are sold without seat numbers.
      </p>
      {planProblem && <p className="field-error" role="alert">{planProblem}</p>}
      {plan.sections.length === 0 && <p>This venue has no seat plan.</p>}
      {plan.sections.length > 0 && (
        <div className="seat-plan-tools">
          <fieldset className="seat-paint">
            <legend>A click on a seat</legend>
            <label><input type="radio" name={`${id}-paint`} checked={paint === null} onChange={() => setPaint(null)} /> selects it</label>
            {KIND_DISPLAY.map((k) => (
              <label key={k.kind}><input type="radio" name={`${id}-paint`} checked={paint === k.kind} onChange={() => setPaint(k.kind)} /> makes it: {k.name}</label>
            ))}
          </fieldset>
          <SeatLegend />
        </div>
      )}
      {plan.sections.map((section, s) => (
        <SectionEditor
          key={s} section={section} index={s} paint={paint} errors={shown?.sections?.[s]}
          onChange={(next) => update(changeSection(plan, s, next))}
          onRemove={() => update({ sections: plan.sections.filter((_, i) => i !== s) })}
        />
      ))}
      <button type="button" className="secondary-button" disabled={plan.sections.length >= SEAT_PLAN_LIMITS.sections} onClick={() => update(addSection(plan))}>
        + Add section
      </button>
    </fieldset>
  );
}

interface SectionEditorProps {
  section: SectionValues;
  index: number;
  paint: SeatKind | null;
  errors?: FormikErrors<SectionValues> | string;
  onChange: (section: SectionValues) => void;
  onRemove: () => void;
}

/** One section: its name, its rows (label, length, numbering) and its grid. */
function SectionEditor({ section, index, paint, errors, onChange, onRemove }: SectionEditorProps) {
  const id = useId();
  const sectionErrors = typeof errors === "object" ? errors : undefined;
  const problem = (path: string): string | undefined => (typeof getIn(sectionErrors, path) === "string" ? getIn(sectionErrors, path) : undefined);
  const name = section.name.trim() || `Section ${index + 1}`;
  const setRow = (r: number, row: RowValues) => onChange(changeRow(section, r, row));
  return (
    <fieldset className="seat-section">
      <legend>{name}</legend>
      <div className="seat-section-head">
        <div className="field">
          <label htmlFor={`${id}-name`}>Section name</label>
          <input id={`${id}-name`} value={section.name} maxLength={SEAT_PLAN_LIMITS.sectionName} autoComplete="off" aria-invalid={Boolean(problem("name")) || undefined} aria-describedby={problem("name") ? `${id}-name-error` : undefined} onChange={(e) => onChange({ ...section, name: e.target.value })} />
          {problem("name") && <p id={`${id}-name-error`} className="field-error">{problem("name")}</p>}
        </div>
        <button type="button" className="danger" onClick={onRemove}>Remove section<span className="visually-hidden"> {name}</span></button>
      </div>
      <div className="table-scroll">
        <table className="admin-table seat-rows">
          <caption className="visually-hidden">Rows of {name}, front first</caption>
          <thead>
            <tr><th scope="col">Row</th><th scope="col">Cells</th><th scope="col">Actions</th></tr>
          </thead>
          <tbody>
            {section.rows.map((row, r) => {
              const labelProblem = problem(`rows.${r}.label`);
              const lengthProblem = problem(`rows.${r}.seats`);
              const rowName = row.label.trim() || `${r + 1}`;
              return (
                <tr key={r}>
                  <td>
                    <input aria-label={`Label of row ${r + 1}`} value={row.label} size={5} maxLength={SEAT_PLAN_LIMITS.rowLabel} autoComplete="off" aria-invalid={Boolean(labelProblem) || undefined} aria-describedby={labelProblem ? `${id}-row${r}-label` : undefined} onChange={(e) => setRow(r, { ...row, label: e.target.value })} />
                    {labelProblem && <p id={`${id}-row${r}-label`} className="field-error">{labelProblem}</p>}
                  </td>
                  <td>
                    <RowLength row={row} label={`Cells in row ${rowName}`} onChange={(length) => setRow(r, resizeRow(row, length))} />
                    {lengthProblem && <p className="field-error">{lengthProblem}</p>}
                  </td>
                  <td>
                    <div className="buttons">
                      <button type="button" className="secondary-button" onClick={() => setRow(r, numberRow(row))}>Number seats left to right<span className="visually-hidden"> in row {rowName}</span></button>
                      <button type="button" className="secondary-button" disabled={section.rows.length === 1} onClick={() => onChange({ ...section, rows: section.rows.filter((_, i) => i !== r) })}>Remove row<span className="visually-hidden"> {rowName}</span></button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {problem("rows") && <p className="field-error">{problem("rows")}</p>}
      <button type="button" className="secondary-button" disabled={section.rows.length >= SEAT_PLAN_LIMITS.rowsPerSection} onClick={() => onChange(addRow(section))}>+ Add row<span className="visually-hidden"> to {name}</span></button>
      {section.rows.length > 0 && <SeatGrid section={section} paint={paint} errors={sectionErrors} onChange={onChange} />}
    </fieldset>
  );
}

/** A row's length, applied when the box is left or Enter is pressed (not at each keystroke, which would cut the row short while typing). */
function RowLength({ row, label, onChange }: { row: RowValues; label: string; onChange: (length: number) => void }) {
  const [typed, setTyped] = useState<string | null>(null);
  const apply = () => {
    if (typed !== null && Number(typed) > 0) onChange(Number(typed));
    setTyped(null);
  };
  return (
    <input
      type="number" aria-label={label} min={1} max={SEAT_PLAN_LIMITS.seatsPerRow} value={typed ?? String(row.seats.length)} className="seat-row-length"
      onChange={(e) => setTyped(e.target.value)} onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          apply();
        }
      }}
    />
  );
}
