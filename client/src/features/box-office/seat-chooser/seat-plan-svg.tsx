import { useRef, type KeyboardEvent } from "react";
import { seatAfterKey } from "./seat-keys";
import { seatButtonLabel, type ChooserRow, type PlanSeat } from "./seat-plan-model";

const STEP = 30;
const RADIUS = 11;
const LABEL = 34;
const ROW_HEIGHT = 32;
const SECTION_TITLE = 30;
const STAGE = 44;

/** Kind letters drawn on a seat (with its shape: colour is never the only sign). */
const KIND_LETTER: Record<string, string> = { wheelchair: "W", companion: "C", restricted: "R" };

/** A seat's look: its shape by kind, its fill and mark by state (a tick when chosen, a cross when taken, a bar when not for sale). */
export function SeatGlyph({ seat, chosen, x, y }: { seat: Pick<PlanSeat, "kind" | "state">; chosen: boolean; x: number; y: number }) {
  const state = chosen ? "chosen" : seat.state === "free" ? "free" : seat.state === "blocked" ? "blocked" : "taken";
  const mark = state === "chosen" ? "✓" : state === "taken" ? "×" : state === "blocked" ? "–" : (KIND_LETTER[seat.kind] ?? "");
  const square = seat.kind === "wheelchair" || seat.kind === "companion";
  return (
    <g className={`seat-glyph seat-${state} seat-kind-${seat.kind}`} aria-hidden="true">
      {square ? (
        <rect className="seat-shape" x={x - RADIUS} y={y - RADIUS} width={RADIUS * 2} height={RADIUS * 2} rx={seat.kind === "companion" ? 7 : 3} />
      ) : (
        <circle className="seat-shape" cx={x} cy={y} r={RADIUS} />
      )}
      {mark && (
        <text className="seat-mark" x={x} y={y} dy="0.35em" textAnchor="middle">
          {mark}
        </text>
      )}
    </g>
  );
}

/**
 * The seat plan drawn: the stage at the top, each section's rows front to back, row labels at
 * both ends, each seat at its column (so aisles are gaps). Every seat is a button named in words
 * with its state; the plan is one tab stop (the focused seat), and the arrow keys move in it.
 */
export function SeatPlanSvg({ rows, chosen, focusedId, onFocusSeat, onToggle }: {
  rows: ChooserRow[];
  chosen: ReadonlySet<string>;
  focusedId: string | undefined;
  onFocusSeat: (id: string) => void;
  onToggle: (seat: PlanSeat) => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const columns = Math.max(1, ...rows.flatMap((row) => row.seats.map((s) => s.column + 1)));
  const width = LABEL * 2 + columns * STEP;
  const seatX = (column: number) => LABEL + column * STEP + STEP / 2;
  // Each row's top: the stage, then rows, with room for a section's name before its first row.
  const drawn = rows.map((row, i) => {
    const titled = i === 0 || rows[i - 1].section !== row.section;
    const sectionsSoFar = new Set(rows.slice(0, i + 1).map((r) => r.section)).size;
    const top = STAGE + sectionsSoFar * SECTION_TITLE + i * ROW_HEIGHT;
    return { row, titled, titleY: top - 10, rowY: top + ROW_HEIGHT / 2 };
  });
  const height = STAGE + new Set(rows.map((r) => r.section)).size * SECTION_TITLE + rows.length * ROW_HEIGHT + 8;

  const keyDown = (event: KeyboardEvent, seat: PlanSeat) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onToggle(seat);
      return;
    }
    const next = seatAfterKey(rows, seat.id, event.key);
    if (!next) return;
    event.preventDefault();
    onFocusSeat(next);
    svg.current?.querySelector<SVGGElement>(`[data-seat-id="${next}"]`)?.focus();
  };

  return (
    <svg ref={svg} className="seat-plan-svg" viewBox={`0 0 ${width} ${height}`} role="group" aria-label="Seat plan: use the arrow keys to move between seats, Enter or Space to choose one" style={{ maxWidth: `${width * 1.4}px` }}>
      <rect className="seat-stage" x={LABEL} y={6} width={columns * STEP} height={24} rx={4} aria-hidden="true" />
      <text className="seat-stage-text" x={width / 2} y={18} dy="0.35em" textAnchor="middle" aria-hidden="true">
        Stage
      </text>
      {drawn.map(({ row, titled, titleY, rowY }) => (
        <g key={`${row.section}-${row.label}`}>
          {titled && (
            <text className="seat-section-name" x={width / 2} y={titleY} textAnchor="middle" aria-hidden="true">
              {row.section}
            </text>
          )}
          <text className="seat-row-label" x={LABEL / 2} y={rowY} dy="0.35em" textAnchor="middle" aria-hidden="true">{row.label}</text>
          <text className="seat-row-label" x={width - LABEL / 2} y={rowY} dy="0.35em" textAnchor="middle" aria-hidden="true">{row.label}</text>
          {row.seats.map((seat) => {
            const isChosen = chosen.has(seat.id);
            return (
              <g
                key={seat.id}
                className="seat-button"
                data-seat-id={seat.id}
                role="button"
                tabIndex={seat.id === focusedId ? 0 : -1}
                aria-label={seatButtonLabel(seat, isChosen)}
                aria-pressed={isChosen}
                onClick={() => {
                  onFocusSeat(seat.id);
                  onToggle(seat);
                }}
                onFocus={() => onFocusSeat(seat.id)}
                onKeyDown={(event) => keyDown(event, seat)}
              >
                <SeatGlyph seat={seat} chosen={isChosen} x={seatX(seat.column)} y={rowY} />
              </g>
            );
          })}
        </g>
      ))}
    </svg>
  );
}

/** The key to the plan's shapes and marks. */
export function SeatKey() {
  const items: { label: string; seat: Pick<PlanSeat, "kind" | "state">; chosen?: boolean }[] = [
    { label: "Free seat", seat: { kind: "standard", state: "free" } },
    { label: "Chosen", seat: { kind: "standard", state: "free" }, chosen: true },
    { label: "Taken", seat: { kind: "standard", state: "sold" } },
    { label: "Not for sale", seat: { kind: "standard", state: "blocked" } },
    { label: "Wheelchair space (W)", seat: { kind: "wheelchair", state: "free" } },
    { label: "Companion seat (C)", seat: { kind: "companion", state: "free" } },
    { label: "Restricted view (R)", seat: { kind: "restricted", state: "free" } },
  ];
  return (
    <ul className="seat-key plain" aria-label="Key to the seat plan">
      {items.map((item) => (
        <li key={item.label}>
          <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true" focusable="false">
            <SeatGlyph seat={item.seat} chosen={item.chosen ?? false} x={13} y={13} />
          </svg>{" "}
          {item.label}
        </li>
      ))}
    </ul>
  );
}
