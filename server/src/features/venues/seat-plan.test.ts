import type { SeatKind } from "@theatre/common/seat-plan";
import { planSeats, type StoredSeatPlan } from "./seat-plan";

const seat = (number: string | null, kind: SeatKind = "standard", more: { note?: string; companionFor?: string } = {}) => ({ number, kind, note: more.note ?? null, companionFor: more.companionFor ?? null });

const TWO_SECTIONS: StoredSeatPlan = {
  sections: [
    { name: "Stalls", rows: [
      { label: "A", seats: [seat("1", "wheelchair"), seat("2", "companion", { companionFor: "1" }), seat(null, "gap"), seat("3")] },
      { label: "B", seats: [seat("1"), seat("2", "restricted", { note: "Pillar on the left" })] },
    ] },
    { name: "Balcony", rows: [{ label: "C", seats: [seat(null, "gap"), seat("12", "wheelchair")] }] },
  ],
};

test("planSeats lists every seat but the gaps, in order, with its place in the grid and its label in words", () => {
  expect(planSeats(TWO_SECTIONS)).toEqual([
    { section: "Stalls", row: "A", number: "1", kind: "wheelchair", note: null, companionFor: null, label: "Stalls, Row A, seat 1, wheelchair space", x: 0, y: 0, sectionIndex: 0 },
    { section: "Stalls", row: "A", number: "2", kind: "companion", note: null, companionFor: "1", label: "Stalls, Row A, seat 2, companion seat", x: 1, y: 0, sectionIndex: 0 },
    { section: "Stalls", row: "A", number: "3", kind: "standard", note: null, companionFor: null, label: "Stalls, Row A, seat 3", x: 3, y: 0, sectionIndex: 0 },
    { section: "Stalls", row: "B", number: "1", kind: "standard", note: null, companionFor: null, label: "Stalls, Row B, seat 1", x: 0, y: 1, sectionIndex: 0 },
    { section: "Stalls", row: "B", number: "2", kind: "restricted", note: "Pillar on the left", companionFor: null, label: "Stalls, Row B, seat 2, restricted view", x: 1, y: 1, sectionIndex: 0 },
    { section: "Balcony", row: "C", number: "12", kind: "wheelchair", note: null, companionFor: null, label: "Balcony, Row C, seat 12, wheelchair space", x: 1, y: 0, sectionIndex: 1 },
  ]);
});

test("a plan of one section leaves its name out of the labels", () => {
  const one: StoredSeatPlan = { sections: [TWO_SECTIONS.sections[1]] };
  expect(planSeats(one).map((s) => s.label)).toEqual(["Row C, seat 12, wheelchair space"]);
});

test("no plan has no seats", () => {
  expect(planSeats(null)).toEqual([]);
  expect(planSeats(undefined)).toEqual([]);
});
