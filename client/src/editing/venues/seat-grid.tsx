import { SeatKind, seatLabel } from "@theatre/common/seat-plan";
import { getIn, type FormikErrors } from "formik";
import { memo, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";
import { SeatDetails } from "./seat-details";
import { kindForKey } from "./seat-kinds";
import { changeRow, changeSeat, setSeatKind, type SectionValues, type SeatValues } from "./seat-plan-values";

type SeatErrors = Partial<Record<keyof SeatValues, string>>;

export interface SeatGridProps {
  section: SectionValues;
  /** The kind a click paints; null: a click only selects. */
  paint: SeatKind | null;
  /** The section's problems (Formik's errors under the section), of which the grid shows the seats'. */
  errors?: FormikErrors<SectionValues>;
  onChange: (section: SectionValues) => void;
}

const KEYS_HELP = "Arrow keys, Home and End move between seats. S standard, W wheelchair space, C companion seat, R restricted view (then say what is restricted), G, Space or Delete no seat; Enter edits the number.";

/**
 * A section's rows as a grid of cells, one tab stop (a roving tabindex): arrows move, a key per
 * kind sets the cell, Enter edits its number in the details below. A click selects the cell, or
 * paints it with the kind chosen above.
 */
export function SeatGrid({ section, paint, errors, onChange }: SeatGridProps) {
  const id = useId();
  const [active, setActive] = useState({ row: 0, col: 0 });
  // R asks for the note: its box appears on the next render, and takes focus then.
  const noteWanted = useRef(false);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const numberInput = useRef<HTMLInputElement>(null);
  const kindInput = useRef<HTMLSelectElement>(null);
  const noteInput = useRef<HTMLInputElement>(null);

  // Rows and cells come and go (row length, removed rows): the selection stays inside the grid.
  const row = Math.min(active.row, section.rows.length - 1);
  const col = Math.min(active.col, (section.rows[row]?.seats.length ?? 1) - 1);

  useEffect(() => {
    if (!noteWanted.current) return;
    noteWanted.current = false;
    noteInput.current?.focus();
  });

  if (row < 0 || col < 0) return null;

  const cellKey = (r: number, c: number) => `${r}:${c}`;
  const select = (r: number, c: number) => {
    setActive({ row: r, col: c });
    cells.current.get(cellKey(r, c))?.focus();
  };
  const setKind = (r: number, c: number, kind: SeatKind) => onChange(changeRow(section, r, setSeatKind(section.rows[r], c, kind)));
  const seatErrors = (r: number, c: number): SeatErrors => {
    const found = getIn(errors, `rows.${r}.seats.${c}`);
    return found && typeof found === "object" ? found : {};
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-col]");
    if (!cell || event.ctrlKey || event.metaKey || event.altKey) return;
    const r = Number(cell.dataset.row);
    const c = Number(cell.dataset.col);
    const rows = section.rows;
    const last = (at: number) => rows[at].seats.length - 1;
    const moves: Record<string, [number, number] | undefined> = {
      ArrowLeft: [r, Math.max(0, c - 1)],
      ArrowRight: [r, Math.min(last(r), c + 1)],
      ArrowUp: r > 0 ? [r - 1, Math.min(c, last(r - 1))] : [r, c],
      ArrowDown: r < rows.length - 1 ? [r + 1, Math.min(c, last(r + 1))] : [r, c],
      Home: [r, 0],
      End: [r, last(r)],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      select(...move);
      return;
    }
    if (event.key === "Enter") {
      event.preventDefault();
      (rows[r].seats[c].kind === SeatKind.gap ? kindInput : numberInput).current?.focus();
      return;
    }
    const kind = kindForKey(event.key);
    if (!kind) return;
    event.preventDefault();
    setKind(r, c, kind);
    noteWanted.current = kind === SeatKind.restricted;
  };

  // However a cell got focus (Tab, a click, a "Go to" button), it is the selected one.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-col]");
    if (cell) setActive({ row: Number(cell.dataset.row), col: Number(cell.dataset.col) });
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-col]");
    if (!cell) return;
    const r = Number(cell.dataset.row);
    const c = Number(cell.dataset.col);
    select(r, c);
    if (paint && section.rows[r].seats[c].kind !== paint) setKind(r, c, paint);
  };

  const problems = section.rows.flatMap((rowValues, r) =>
    rowValues.seats.flatMap((seat, c) => Object.values(seatErrors(r, c)).map((message) => ({ r, c, label: seatLabel({ row: rowValues.label, number: seat.number, kind: seat.kind }), message }))),
  );

  return (
    <div className="seat-grid-area">
      <p className="seat-stage" aria-hidden="true">Stage</p>
      <div className="seat-grid-box">
        <div role="grid" aria-label={`${section.name || "Section"}: seats, the stage in front of the first row`} aria-describedby={`${id}-keys`} className="seat-grid" onKeyDown={onKeyDown} onClick={onClick} onFocus={onFocus}>
          {section.rows.map((rowValues, r) => (
            <div role="row" key={r} className="seat-row">
              <div role="rowheader" className="seat-row-label">{rowValues.label}</div>
              {rowValues.seats.map((seat, c) => (
                <SeatCell
                  key={c} seat={seat} rowLabel={rowValues.label} r={r} c={c} active={r === row && c === col} invalid={Object.keys(seatErrors(r, c)).length > 0}
                  cellRef={(element) => { if (element) cells.current.set(cellKey(r, c), element); else cells.current.delete(cellKey(r, c)); }}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <p id={`${id}-keys`} className="hint">{KEYS_HELP}</p>
      {problems.length > 0 && (
        <ul className="seat-problems" aria-label={`Problems in ${section.name || "this section"}`}>
          {problems.map((p, i) => (
            <li key={i} className="field-error">{p.label}: {p.message} <button type="button" className="secondary-button" onClick={() => select(p.r, p.c)}>Go to<span className="visually-hidden"> {p.label}</span></button></li>
          ))}
        </ul>
      )}
      <SeatDetails
        row={section.rows[row]} index={col} errors={seatErrors(row, col)} numberInput={numberInput} kindInput={kindInput} noteInput={noteInput}
        onChange={(change) => onChange(changeRow(section, row, changeSeat(section.rows[row], col, change)))}
        onKind={(kind) => setKind(row, col, kind)}
        onDone={() => select(row, col)}
      />
    </div>
  );
}

interface SeatCellProps {
  seat: SeatValues;
  rowLabel: string;
  r: number;
  c: number;
  active: boolean;
  invalid: boolean;
  cellRef: (element: HTMLDivElement | null) => void;
}

/** One cell; redrawn only when its seat, place or state changes (a plan can have thousands). */
const SeatCell = memo(function SeatCell({ seat, rowLabel, r, c, active, invalid, cellRef }: SeatCellProps) {
  // The kind's letter is drawn by the stylesheet: the visible text stays the number, which the cell's name contains.
  return (
    <div
      role="gridcell" ref={cellRef} tabIndex={active ? 0 : -1} data-row={r} data-col={c}
      aria-label={seatLabel({ row: rowLabel, number: seat.number, kind: seat.kind })} aria-invalid={invalid || undefined}
      className={`seat seat-${seat.kind}${active ? " seat-active" : ""}${invalid ? " seat-invalid" : ""}`}
    >
      <span aria-hidden="true" className="seat-number">{seat.number}</span>
    </div>
  );
}, (a, b) => a.seat === b.seat && a.rowLabel === b.rowLabel && a.r === b.r && a.c === b.c && a.active === b.active && a.invalid === b.invalid);
