import { SeatKind } from "@theatre/common/seat-plan";

/**
 * Each kind of cell with its name and the keys that set it. The grid draws each kind in its colour
 * and with its letter or shape (seat-plan.css), so that no kind is told by colour alone.
 */
export const KIND_DISPLAY: { kind: SeatKind; name: string; keys: string[] }[] = [
  { kind: SeatKind.standard, name: "Standard seat", keys: ["S"] },
  { kind: SeatKind.wheelchair, name: "Wheelchair space", keys: ["W"] },
  { kind: SeatKind.companion, name: "Companion seat (goes with a wheelchair space)", keys: ["C"] },
  { kind: SeatKind.restricted, name: "Restricted view (a note may say what)", keys: ["R"] },
  { kind: SeatKind.gap, name: "No seat: an aisle or a gap", keys: ["G", "Space", "Delete"] },
];

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
      {KIND_DISPLAY.map(({ kind, name, keys }) => (
        <li key={kind}>
          <span className={`seat seat-${kind} seat-swatch`} aria-hidden="true" />
          <span>{name}: key {keys.map((key, i) => <span key={key}>{i > 0 && (i === keys.length - 1 ? " or " : ", ")}<kbd>{key}</kbd></span>)}</span>
        </li>
      ))}
    </ul>
  );
}
