import { checkSeatPlan, seatLabel, seatNumberText, seatWithNote, SEAT_PLAN_LIMITS } from "./seat-plan";

const seat = (number: string | null, kind = "standard", more: Record<string, unknown> = {}) => ({ number, kind, ...more });
const row = (label: string, seats: unknown[]) => ({ label, seats });
const problemsOf = (draft: unknown) => checkSeatPlan(draft as never).problems;

test("a seat's label in words: section (when given), row, number and kind; a standard seat says no kind", () => {
  expect(seatLabel({ section: "Stalls", row: "C", number: "12", kind: "wheelchair" })).toBe("Stalls, Row C, seat 12, wheelchair space");
  expect(seatLabel({ row: "C", number: "12", kind: "standard" })).toBe("Row C, seat 12");
  expect(seatLabel({ row: "A", number: "3", kind: "companion" })).toBe("Row A, seat 3, companion seat");
  expect(seatLabel({ row: "A", number: "4", kind: "restricted" })).toBe("Row A, seat 4, restricted view");
  expect(seatLabel({ row: "A", number: null, kind: "gap" })).toBe("Row A, gap");
});

test("a plan is stored trimmed, gaps without numbers, notes only on restricted views, each companion with its wheelchair space", () => {
  const { plan, problems } = checkSeatPlan({
    sections: [{
      name: " Stalls ",
      rows: [row(" A ", [seat(" 1 ", "wheelchair"), seat("2", "companion"), seat("", "gap"), seat("3", "companion"), seat("4", "wheelchair"), seat("5", "restricted", { note: " Pillar " }), seat("6", "companion", { companionFor: "1" })])],
    }],
  });
  expect(problems).toEqual([]);
  expect(plan).toEqual({
    sections: [{
      name: "Stalls",
      rows: [{
        label: "A",
        seats: [
          { number: "1", kind: "wheelchair", note: null, companionFor: null },
          // Nearest space; on a tie the one on the left.
          { number: "2", kind: "companion", note: null, companionFor: "1" },
          { number: null, kind: "gap", note: null, companionFor: null },
          { number: "3", kind: "companion", note: null, companionFor: "4" },
          { number: "4", kind: "wheelchair", note: null, companionFor: null },
          { number: "5", kind: "restricted", note: "Pillar", companionFor: null },
          { number: "6", kind: "companion", note: null, companionFor: "1" },
        ],
      }],
    }],
  });
});

test("a companion between two wheelchair spaces at the same distance goes with the one on its left", () => {
  const { plan } = checkSeatPlan({ sections: [{ name: "Stalls", rows: [row("A", [seat("1", "wheelchair"), seat("2", "companion"), seat("3", "wheelchair")])] }] });
  expect(plan!.sections[0].rows[0].seats[1].companionFor).toBe("1");
});

test("seat numbers may be sent as whole numbers: stored as text, with every rule of a number written as text", () => {
  const { plan, problems } = checkSeatPlan({
    sections: [{ name: "Stalls", rows: [row("A", [seat(1 as never, "wheelchair"), seat(0 as never, "companion", { companionFor: 1 }), seat("2"), seat(99999 as never)])] }],
  });
  expect(problems).toEqual([]);
  expect(plan!.sections[0].rows[0].seats.map((s) => [s.number, s.companionFor])).toEqual([["1", null], ["0", "1"], ["2", null], ["99999", null]]);
  // 1 and "1" are one number; a number that is not whole, negative, too large, or a gap's, is refused at the field.
  expect(problemsOf({ sections: [{ name: "S", rows: [row("A", [seat("1"), seat(1 as never), seat(1.5 as never), seat(-1 as never), seat(100000 as never), seat(true as never), seat(3 as never, "gap")])] }] })).toEqual([
    { path: "seatPlan.sections[0].rows[0].seats[1].number", message: 'number must differ from the other seats\' numbers in row A ("1" is used twice)' },
    ...[2, 3, 4, 5].map((i) => ({ path: `seatPlan.sections[0].rows[0].seats[${i}].number`, message: "number must be text or a whole number from 0 to 99999" })),
    { path: "seatPlan.sections[0].rows[0].seats[6].number", message: "number must be empty for a gap (an aisle or a space)" },
  ]);
  expect([seatNumberText(12), seatNumberText(" 12a "), seatNumberText(12.5), seatNumberText(null)]).toEqual(["12", " 12a ", undefined, undefined]);
});

test("a restricted view may say what is restricted or not: without a note it is stored with none, and still reads as a restricted view", () => {
  const { plan, problems } = checkSeatPlan({ sections: [{ name: "Stalls", rows: [row("A", [seat("1", "restricted"), seat("2", "restricted", { note: "  " }), seat("3", "restricted", { note: "Pillar" })])] }] });
  expect(problems).toEqual([]);
  expect(plan!.sections[0].rows[0].seats.map((s) => s.note)).toEqual([null, null, "Pillar"]);
  const label = seatLabel({ row: "A", number: "1", kind: "restricted" });
  expect(seatWithNote({ label, note: null })).toBe("Row A, seat 1, restricted view");
  expect(seatWithNote({ label, note: "Pillar" })).toBe("Row A, seat 1, restricted view: Pillar");
});

test("no sections is no plan", () => {
  expect(checkSeatPlan({ sections: [] })).toEqual({ plan: null, problems: [] });
});

test("every broken rule is reported with its path, once per field", () => {
  const problems = problemsOf({
    sections: [
      { name: "Stalls", rows: [
        row("A", [seat("1"), seat("1"), seat("", "standard"), seat("7", "gap"), seat("2", "restricted"), seat("3", "standard", { note: "why" }), seat("4", "companion"), seat("12345678901"), seat("5", "sofa"), seat("6", "standard", { companionFor: "1" })]),
        row("a", [seat("1", "wheelchair"), seat("2", "companion", { companionFor: "9" })]),
        row("", []),
      ] },
      { name: "stalls ", rows: [] },
      { name: " ", rows: [row("A", [seat("1", "restricted", { note: "x".repeat(201) })])] },
    ],
  });
  expect(problems.map((p) => p.path)).toEqual([
    "seatPlan.sections[0].rows[0].seats[1].number",
    "seatPlan.sections[0].rows[0].seats[2].number",
    "seatPlan.sections[0].rows[0].seats[3].number",
    "seatPlan.sections[0].rows[0].seats[5].note",
    "seatPlan.sections[0].rows[0].seats[7].number",
    "seatPlan.sections[0].rows[0].seats[8].kind",
    "seatPlan.sections[0].rows[0].seats[9].companionFor",
    "seatPlan.sections[0].rows[0].seats[6].companionFor",
    "seatPlan.sections[0].rows[1].label",
    "seatPlan.sections[0].rows[1].seats[1].companionFor",
    "seatPlan.sections[0].rows[2].label",
    "seatPlan.sections[0].rows[2].seats",
    "seatPlan.sections[1].name",
    "seatPlan.sections[1].rows",
    "seatPlan.sections[2].name",
    "seatPlan.sections[2].rows[0].seats[0].note",
  ]);
  const message = (path: string) => problems.find((p) => p.path === path)?.message;
  expect(message("seatPlan.sections[0].rows[0].seats[1].number")).toBe('number must differ from the other seats\' numbers in row A ("1" is used twice)');
  expect(message("seatPlan.sections[0].rows[0].seats[6].companionFor")).toBe("a companion seat goes with a wheelchair space in its row, and row A has none");
  expect(message("seatPlan.sections[0].rows[1].seats[1].companionFor")).toBe('companionFor must be the number of a wheelchair space in row a ("9" is none)');
  expect(message("seatPlan.sections[1].name")).toBe('name must differ from the other sections\' names ("stalls" is used twice)');
  expect(message("seatPlan.sections[0].rows[0].seats[8].kind")).toBe("kind must be one of standard, wheelchair, companion, restricted and gap");
});

test("the limits: sections, rows per section, seats per row, and seats in all", () => {
  const many = (n: number, make: (i: number) => unknown) => Array.from({ length: n }, (_, i) => make(i));
  const fullRow = (label: string, n: number = SEAT_PLAN_LIMITS.seatsPerRow) => row(label, many(n, (i) => seat(String(i + 1))));
  expect(problemsOf({ sections: many(11, (i) => ({ name: `S${i}`, rows: [fullRow("A", 1)] })) })).toEqual([{ path: "seatPlan.sections", message: "sections must be at most 10" }]);
  expect(problemsOf({ sections: [{ name: "S", rows: many(101, (i) => fullRow(`R${i}`, 1)) }] })).toEqual([{ path: "seatPlan.sections[0].rows", message: "rows must be at most 100 in a section" }]);
  expect(problemsOf({ sections: [{ name: "S", rows: [fullRow("A", 201)] }] })).toEqual([{ path: "seatPlan.sections[0].rows[0].seats", message: "seats must be at most 200 in a row" }]);
  expect(problemsOf({ sections: many(2, (s) => ({ name: `S${s}`, rows: many(13, (r) => fullRow(`R${r}`)) })) })).toEqual([{ path: "seatPlan.sections", message: "the plan must have at most 5000 seats in all (it has 5200)" }]);
});

test("a plan that is not the right shape says where", () => {
  expect(problemsOf("Stalls")).toEqual([{ path: "seatPlan", message: "seatPlan must be an object with its sections" }]);
  expect(problemsOf({ sections: "all" })).toEqual([{ path: "seatPlan.sections", message: "sections must be a list" }]);
  expect(problemsOf({ sections: [{ name: "S", rows: [{ label: "A", seats: {} }] }] })).toEqual([{ path: "seatPlan.sections[0].rows[0].seats", message: "seats must be a list" }]);
});
