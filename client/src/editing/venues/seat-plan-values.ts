import { checkSeatPlan, SEAT_PLAN_LIMITS, SeatKind } from "@theatre/common/seat-plan";
import { setIn, type FormikErrors } from "formik";
import type { SeatPlanInput, VenueSeatPlanFieldsFragment } from "../../gql/graphql";

/**
 * A seat plan as the Venues screen edits it: every text a string (empty when not set), changed
 * only by the functions below, each answering new values (untouched rows keep their identity, so
 * the grid redraws only what changed).
 */
export interface SeatValues {
  number: string;
  kind: SeatKind;
  note: string;
  /** The wheelchair space a companion seat goes with; empty: the nearest one in its row. */
  companionFor: string;
}
export interface RowValues {
  label: string;
  seats: SeatValues[];
}
export interface SectionValues {
  name: string;
  rows: RowValues[];
}
export interface SeatPlanValues {
  sections: SectionValues[];
}

const DEFAULT_ROW_LENGTH = 10;
const SECTION_NAMES = ["Stalls", "Balcony", "Circle", "Gallery"];

export function toSeatPlanValues(plan: VenueSeatPlanFieldsFragment["seatPlan"] | undefined): SeatPlanValues {
  return {
    sections: (plan?.sections ?? []).map((section) => ({
      name: section.name,
      rows: section.rows.map((row) => ({
        label: row.label,
        seats: row.seats.map((seat) => ({ number: seat.number ?? "", kind: seat.kind, note: seat.note ?? "", companionFor: seat.companionFor ?? "" })),
      })),
    })),
  };
}

/** The plan as the server takes it: no sections removes it; each seat says only what its kind needs. */
export function toSeatPlanInput(plan: SeatPlanValues): SeatPlanInput {
  return {
    sections: plan.sections.map((section) => ({
      name: section.name.trim(),
      rows: section.rows.map((row) => ({
        label: row.label.trim(),
        seats: row.seats.map(({ number, kind, note, companionFor }) => ({
          kind,
          ...(kind === SeatKind.gap ? {} : { number: number.trim() }),
          ...(kind === SeatKind.restricted ? { note: note.trim() } : {}),
          ...(kind === SeatKind.companion && companionFor.trim() ? { companionFor: companionFor.trim() } : {}),
        })),
      })),
    })),
  };
}

/** The plan's broken rules (the server's own, from @theatre/common) as Formik errors under `seatPlan`. */
export function seatPlanErrors(plan: SeatPlanValues): FormikErrors<{ seatPlan: SeatPlanValues }> {
  return checkSeatPlan(plan).problems.reduce<FormikErrors<{ seatPlan: SeatPlanValues }>>((errors, { path, message }) => setIn(errors, formikPath(path), message), {});
}

/** `seatPlan.sections[0].rows[2]` as Formik writes it: `seatPlan.sections.0.rows.2`. */
export const formikPath = (path: string) => path.replace(/\[(\d+)\]/g, ".$1");

const seat = (number: string, kind: SeatKind = SeatKind.standard): SeatValues => ({ number, kind, note: "", companionFor: "" });

/** The lowest whole number no seat of the row has yet (a new seat's number). */
function freeNumbers(seats: SeatValues[]): () => string {
  const used = new Set(seats.filter((s) => s.kind !== SeatKind.gap).map((s) => s.number.trim().toLowerCase()));
  let next = 1;
  return () => {
    while (used.has(String(next))) next += 1;
    used.add(String(next));
    return String(next);
  };
}

/** A new section: the first of Stalls, Balcony, Circle, Gallery not taken (else 'Section N'), with one row. */
export function addSection(plan: SeatPlanValues): SeatPlanValues {
  const taken = new Set(plan.sections.map((s) => s.name.trim().toLowerCase()));
  const name = SECTION_NAMES.find((n) => !taken.has(n.toLowerCase())) ?? nextFree((n) => `Section ${n}`, taken, plan.sections.length + 1);
  return { sections: [...plan.sections, { name, rows: [newRow("A", DEFAULT_ROW_LENGTH)] }] };
}

const newRow = (label: string, length: number): RowValues => ({ label, seats: Array.from({ length }, (_, i) => seat(String(i + 1))) });

function nextFree(make: (n: number) => string, taken: Set<string>, from: number): string {
  let n = from;
  while (taken.has(make(n).toLowerCase())) n += 1;
  return make(n);
}

/** The label after this one: B after A, AA after Z, 11 after 10; else the row's place. */
function labelAfter(label: string, place: number): string {
  const text = label.trim().toUpperCase();
  if (/^\d+$/.test(text)) return String(Number(text) + 1);
  if (/^[A-Y]$/.test(text)) return String.fromCharCode(text.charCodeAt(0) + 1);
  if (text === "Z") return "AA";
  return String(place);
}

/** A new row behind the last, labelled after it, as long as it (or 10 seats). */
export function addRow(section: SectionValues): SectionValues {
  const last = section.rows.at(-1);
  const taken = new Set(section.rows.map((r) => r.label.trim().toLowerCase()));
  let label = last ? labelAfter(last.label, section.rows.length + 1) : "A";
  if (taken.has(label.toLowerCase())) label = nextFree(String, taken, section.rows.length + 1);
  return { ...section, rows: [...section.rows, newRow(label, last?.seats.length ?? DEFAULT_ROW_LENGTH)] };
}

/** The row with this many cells (1 to 200): new ones on the right are seats with the next free numbers. */
export function resizeRow(row: RowValues, length: number): RowValues {
  const wanted = Math.max(1, Math.min(SEAT_PLAN_LIMITS.seatsPerRow, Math.floor(length) || 1));
  if (wanted <= row.seats.length) return { ...row, seats: row.seats.slice(0, wanted) };
  const free = freeNumbers(row.seats);
  return { ...row, seats: [...row.seats, ...Array.from({ length: wanted - row.seats.length }, () => seat(free()))] };
}

/** Numbers the row's seats 1, 2, 3… from the left, gaps skipped; companions keep their wheelchair spaces. */
export function numberRow(row: RowValues): RowValues {
  let next = 0;
  const renumbered = row.seats.map((s) => (s.kind === SeatKind.gap ? s : { ...s, number: String((next += 1)) }));
  const moved = new Map(row.seats.map((s, i) => [s.number.trim().toLowerCase(), renumbered[i].number]));
  return { ...row, seats: renumbered.map((s) => (s.companionFor ? { ...s, companionFor: moved.get(s.companionFor.trim().toLowerCase()) ?? "" } : s)) };
}

/**
 * The cell made of this kind. A gap loses its number, a seat made of a gap gets the row's next
 * free number; only a restricted view keeps a note, only a companion its wheelchair space.
 */
export function setSeatKind(row: RowValues, index: number, kind: SeatKind): RowValues {
  const old = row.seats[index];
  const number = kind === SeatKind.gap ? "" : old.kind === SeatKind.gap || !old.number.trim() ? freeNumbers(row.seats)() : old.number;
  return changeSeat(row, index, { kind, number, note: kind === SeatKind.restricted ? old.note : "", companionFor: kind === SeatKind.companion ? old.companionFor : "" });
}

export function changeSeat(row: RowValues, index: number, change: Partial<SeatValues>): RowValues {
  return { ...row, seats: row.seats.map((s, i) => (i === index ? { ...s, ...change } : s)) };
}

export function changeRow(section: SectionValues, index: number, row: RowValues): SectionValues {
  return { ...section, rows: section.rows.map((r, i) => (i === index ? row : r)) };
}

export function changeSection(plan: SeatPlanValues, index: number, section: SectionValues): SeatPlanValues {
  return { sections: plan.sections.map((s, i) => (i === index ? section : s)) };
}
