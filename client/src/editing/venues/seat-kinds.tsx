import { SeatKind } from "@theatre/common/seat-plan";

/**
 * Each kind of cell as the grid shows it: a name, the key that sets it, and a mark drawn in the
 * cell, so that no kind is told by its colour alone (a standard seat is the plain one).
 */
export const KIND_DISPLAY: { kind: SeatKind; name: string; keys: string[]; mark: string }[] = [
  { kind: SeatKind.standard, name: "Standard seat", keys: ["S"], mark: "" },
  { kind: SeatKind.wheelchair, name: "Wheelchair space", keys: ["W"], mark: "W" },
  { kind: SeatKind.companion, name: "Companion seat (goes with a wheelchair space)", keys: ["C"], mark: "C" },
  { kind: SeatKind.restricted, name: "Restricted view (with a note)", keys: ["R"], mark: "R" },
  { kind: SeatKind.gap, name: "No seat: an aisle or a gap", keys: ["G", "Space", "Delete"], mark: "" },
];

export const markOf = (kind: SeatKind) => KIND_DISPLAY.find((k) => k.kind === kind)!.mark;

/** The kind a key sets in the grid, if any. */
export function kindForKey(key: string): SeatKind | null {
  switch (key.toLowerCase()) {
    case "s": return SeatKind.standard;
    case "w": return SeatKind.wheelchair;
    case "c": return SeatKind.companion;
    case "r": return SeatKind.restricted;
    case "g": case " ": case "delete": case "backspace": return SeatKind.gap;
    default: return null;
  }
}

/** What each kind looks like and its key. */
export function SeatLegend() {
  return (
    <ul className="seat-legend" aria-label="Key to the seat plan">
      {KIND_DISPLAY.map(({ kind, name, keys, mark }) => (
        <li key={kind}>
          <span className={`seat seat-${kind} seat-swatch`} aria-hidden="true">{mark && <span className="seat-mark">{mark}</span>}</span>
          <span>{name}: key {keys.map((key, i) => <span key={key}>{i > 0 && (i === keys.length - 1 ? " or " : ", ")}<kbd>{key}</kbd></span>)}</span>
        </li>
      ))}
    </ul>
  );
}
