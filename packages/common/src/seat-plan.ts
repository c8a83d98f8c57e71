import { isOneLine } from "./text-rules";

/**
 * A venue's seat plan (issue 35): sections of rows of seats, each seat of a kind. The rules and
 * the words for seats are written once here: the server refuses a plan by them and the Venues
 * screen checks them (and names its cells with the same words) before anything is sent.
 */

/** What a cell of a row is. A gap (an aisle or a space) keeps the columns of a row in line. */
export const SeatKind = {
  standard: "standard",
  wheelchair: "wheelchair",
  companion: "companion",
  restricted: "restricted",
  gap: "gap",
} as const;
export type SeatKind = (typeof SeatKind)[keyof typeof SeatKind];
export const SEAT_KINDS = Object.values(SeatKind);

/** The kinds in words, as a seat's label ends ('Row C, seat 12, wheelchair space'); a standard seat needs none. */
export const SEAT_KIND_WORDS: Record<SeatKind, string> = {
  standard: "",
  wheelchair: "wheelchair space",
  companion: "companion seat",
  restricted: "restricted view",
  gap: "gap",
};

export const SEAT_PLAN_LIMITS = {
  sections: 10,
  rowsPerSection: 100,
  seatsPerRow: 200,
  seats: 5000,
  /** Every cell, gaps too: a plan of aisles alone would otherwise be 200,000 cells to store and send. */
  cells: 10000,
  sectionName: 40,
  rowLabel: 10,
  seatNumber: 10,
  /** The largest seat number that may be sent as a number rather than as text. */
  seatNumberWhole: 99999,
  note: 200,
} as const;

/** A seat as stored: trimmed, a gap without a number, a companion with the wheelchair space it goes with. */
export interface StoredSeat {
  /** null for a gap. */
  number: string | null;
  kind: SeatKind;
  /** What is restricted, for a restricted view (null when not said); null otherwise. */
  note: string | null;
  /** For a companion seat: the number of the wheelchair space in its row that it goes with; null otherwise. */
  companionFor: string | null;
}
export interface StoredSeatRow {
  label: string;
  seats: StoredSeat[];
}
export interface StoredSeatSection {
  name: string;
  rows: StoredSeatRow[];
}
/** A venue's seat plan as `venue.seat_plan` (jsonb) stores it: always at least one section. */
export interface StoredSeatPlan {
  sections: StoredSeatSection[];
}

/** A plan as sent (GraphQL's SeatPlanInput, or the editor's state): anything may be missing or wrong. */
export interface SeatPlanDraft {
  sections?: unknown;
}

export interface SeatPlanProblem {
  /** The field's path, e.g. `seatPlan.sections[0].rows[2].seats[5].number`. */
  path: string;
  message: string;
}

/**
 * A seat number as sent, as text: text as it is, a whole number from 0 to 99,999 as its digits
 * (clients send `12` as readily as `"12"`); anything else (or nothing) is undefined.
 */
export function seatNumberText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= SEAT_PLAN_LIMITS.seatNumberWhole) return String(value);
  return undefined;
}

/** A seat in words with what is restricted when that was said ('Row A, seat 5, restricted view: a pillar'); else its label alone. */
export function seatWithNote(seat: { label: string; note?: string | null }): string {
  return seat.note ? `${seat.label}: ${seat.note}` : seat.label;
}

/** 'Stalls, Row C, seat 12, wheelchair space'; without a section when the plan has only one; 'Row C, gap' for a gap. */
export function seatLabel(seat: { section?: string | null; row: string; number?: string | null; kind: SeatKind }): string {
  const place = seat.kind === SeatKind.gap ? "" : `seat ${seat.number ?? ""}`.trim();
  return [seat.section, `Row ${seat.row}`, place, SEAT_KIND_WORDS[seat.kind]].filter(Boolean).join(", ");
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const isText = (value: unknown) => value === undefined || value === null || typeof value === "string";
const same = (a: string) => a.toLowerCase();

/** The first broken rule of a name-like text (required, one line, short enough), or null. */
function nameRule(field: string, value: unknown, max: number, example: string): string | null {
  if (!isText(value)) return `${field} must be text`;
  const name = text(value);
  if (!name) return `${field} is required: e.g. ${example}`;
  if (!isOneLine(name)) return `${field} must be one line of text, without control characters`;
  if (name.length > max) return `${field} must be at most ${max} characters`;
  return null;
}

/**
 * Checks a plan against every rule and answers it as stored, or every problem with its path
 * (`prefix` first). A plan with no sections is no plan: `plan` is null.
 */
export function checkSeatPlan(draft: SeatPlanDraft, prefix = "seatPlan"): { plan: StoredSeatPlan | null; problems: SeatPlanProblem[] } {
  const problems: SeatPlanProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });
  if (draft === null || typeof draft !== "object" || Array.isArray(draft)) return { plan: null, problems: [{ path: prefix, message: "seatPlan must be an object with its sections" }] };
  const sections = draft.sections;
  if (!Array.isArray(sections)) return { plan: null, problems: [{ path: `${prefix}.sections`, message: "sections must be a list" }] };
  if (sections.length > SEAT_PLAN_LIMITS.sections) problem(`${prefix}.sections`, `sections must be at most ${SEAT_PLAN_LIMITS.sections}`);

  const names = new Set<string>();
  let count = 0;
  let cells = 0;
  const plan: StoredSeatPlan = {
    sections: sections.slice(0, SEAT_PLAN_LIMITS.sections).map((section: Record<string, unknown> | null, s) => {
      const at = `${prefix}.sections[${s}]`;
      const name = text(section?.name);
      const nameProblem = nameRule("name", section?.name, SEAT_PLAN_LIMITS.sectionName, "Stalls") ?? (names.has(same(name)) ? `name must differ from the other sections' names ("${name}" is used twice)` : null);
      if (nameProblem) problem(`${at}.name`, nameProblem);
      names.add(same(name));
      const rows = checkRows(section?.rows, at, problem);
      count += rows.reduce((n, row) => n + row.seats.filter((seat) => seat.kind !== SeatKind.gap).length, 0);
      cells += rows.reduce((n, row) => n + row.seats.length, 0);
      return { name, rows };
    }),
  };
  if (count > SEAT_PLAN_LIMITS.seats) problem(`${prefix}.sections`, `the plan must have at most ${SEAT_PLAN_LIMITS.seats} seats in all (it has ${count})`);
  if (cells > SEAT_PLAN_LIMITS.cells) problem(`${prefix}.sections`, `the plan must have at most ${SEAT_PLAN_LIMITS.cells} cells in all, seats and gaps together (it has ${cells})`);
  return { plan: plan.sections.length > 0 ? plan : null, problems };
}

type Problem = (path: string, message: string) => void;

function checkRows(rows: unknown, section: string, problem: Problem): StoredSeatRow[] {
  const at = `${section}.rows`;
  if (!Array.isArray(rows)) {
    problem(at, "rows must be a list");
    return [];
  }
  if (rows.length === 0) problem(at, "rows must have at least one row");
  if (rows.length > SEAT_PLAN_LIMITS.rowsPerSection) problem(at, `rows must be at most ${SEAT_PLAN_LIMITS.rowsPerSection} in a section`);
  const labels = new Set<string>();
  return rows.slice(0, SEAT_PLAN_LIMITS.rowsPerSection).map((row: Record<string, unknown> | null, r) => {
    const label = text(row?.label);
    const labelProblem = nameRule("label", row?.label, SEAT_PLAN_LIMITS.rowLabel, "A") ?? (labels.has(same(label)) ? `label must differ from the other rows' labels in this section ("${label}" is used twice)` : null);
    if (labelProblem) problem(`${at}[${r}].label`, labelProblem);
    labels.add(same(label));
    return { label, seats: checkSeats(row?.seats, `${at}[${r}]`, label, problem) };
  });
}

function checkSeats(seats: unknown, row: string, label: string, problem: Problem): StoredSeat[] {
  const at = `${row}.seats`;
  if (!Array.isArray(seats)) {
    problem(at, "seats must be a list");
    return [];
  }
  if (seats.length === 0) problem(at, "seats must have at least one seat");
  if (seats.length > SEAT_PLAN_LIMITS.seatsPerRow) problem(at, `seats must be at most ${SEAT_PLAN_LIMITS.seatsPerRow} in a row`);
  const numbers = new Set<string>();
  const checked = seats.slice(0, SEAT_PLAN_LIMITS.seatsPerRow).map((seat: Record<string, unknown> | null, i): StoredSeat => {
    const here = `${at}[${i}]`;
    const kind = SEAT_KINDS.includes(seat?.kind as SeatKind) ? (seat!.kind as SeatKind) : null;
    if (!kind) problem(`${here}.kind`, `kind must be one of ${SEAT_KINDS.slice(0, -1).join(", ")} and ${SEAT_KIND_WORDS.gap}`);
    const sent = seatNumberText(seat?.number ?? "");
    const number = text(sent);
    const numberProblem = kind === SeatKind.gap
      ? (sent === undefined || number ? "number must be empty for a gap (an aisle or a space)" : null)
      : sent === undefined ? `number must be text or a whole number from 0 to ${SEAT_PLAN_LIMITS.seatNumberWhole}`
        : !number ? "number is required for a seat (only a gap has none)"
          : !isOneLine(number) ? "number must be one line of text, without control characters"
            : number.length > SEAT_PLAN_LIMITS.seatNumber ? `number must be at most ${SEAT_PLAN_LIMITS.seatNumber} characters`
              : numbers.has(same(number)) ? `number must differ from the other seats' numbers in row ${label} ("${number}" is used twice)` : null;
    if (numberProblem) problem(`${here}.number`, numberProblem);
    if (kind !== SeatKind.gap) numbers.add(same(number));
    const note = text(seat?.note);
    const noteProblem = !isText(seat?.note) ? "note must be text"
      : kind === SeatKind.restricted
        ? (note.length > SEAT_PLAN_LIMITS.note ? `note must be at most ${SEAT_PLAN_LIMITS.note} characters` : null)
        : note ? "note must be empty unless the seat is a restricted view" : null;
    if (noteProblem) problem(`${here}.note`, noteProblem);
    // It names a seat number, so it may be sent as one too.
    const companionFor = seatNumberText(seat?.companionFor ?? "");
    if (companionFor === undefined || (kind !== SeatKind.companion && text(companionFor))) problem(`${here}.companionFor`, "companionFor is only for a companion seat: the number of its wheelchair space");
    return { number: kind === SeatKind.gap ? null : number, kind: kind ?? SeatKind.standard, note: kind === SeatKind.restricted ? note || null : null, companionFor: text(companionFor) || null };
  });
  // Companions once every number in the row is known: the space named, else the nearest (left first).
  return checked.map((seat, i) => {
    if (seat.kind !== SeatKind.companion) return { ...seat, companionFor: null };
    const spaces = checked.map((s, at) => ({ ...s, at })).filter((s) => s.kind === SeatKind.wheelchair && s.number);
    const path = `${at}[${i}].companionFor`;
    if (seat.companionFor) {
      const named = spaces.find((s) => same(s.number!) === same(seat.companionFor!));
      if (!named) problem(path, `companionFor must be the number of a wheelchair space in row ${label} ("${seat.companionFor}" is none)`);
      return { ...seat, companionFor: named?.number ?? null };
    }
    const nearest = spaces.sort((a, b) => Math.abs(a.at - i) - Math.abs(b.at - i) || a.at - b.at)[0];
    if (!nearest) problem(path, `a companion seat goes with a wheelchair space in its row, and row ${label} has none`);
    return { ...seat, companionFor: nearest?.number ?? null };
  });
}
