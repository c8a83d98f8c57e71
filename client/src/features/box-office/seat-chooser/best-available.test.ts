import { bestAvailable } from "./best-available";
import { testPlan } from "./plan-fixture";
import { planRows } from "./seat-plan-model";

const ids = (rows: ReturnType<typeof planRows>, count: number) => bestAvailable(rows, count).map((s) => s.id);

test("best available picks seats together in the front row, closest to its middle", () => {
  const rows = planRows(testPlan({ Stalls: { A: "ssssss", B: "ssssss" } }));
  expect(ids(rows, 2)).toEqual(["A3", "A4"]);
  expect(ids(rows, 3)).toEqual(["A2", "A3", "A4"]);
});

test("best available goes back a row when the front row has no run that long", () => {
  const rows = planRows(testPlan({ Stalls: { A: "ssxsss", B: "ssssss" } }));
  expect(ids(rows, 3)).toEqual(["A4", "A5", "A6"]);
  expect(ids(rows, 4)).toEqual(["B2", "B3", "B4", "B5"]);
});

test("an aisle, a wheelchair space, a companion seat or a blocked seat breaks a run; restricted views count", () => {
  expect(ids(planRows(testPlan({ S: { A: "ss.ss", B: "wcsbs", C: "rrs" } })), 3)).toEqual(["C1", "C2", "C3"]);
});

test("when no row has them together, the best seats nearby, front rows first", () => {
  expect(ids(planRows(testPlan({ S: { A: "sxsxs", B: "xsxxx" } })), 4)).toEqual(["A3", "A1", "A5", "B2"]);
});

test("sections are taken in order, and too few free seats give none", () => {
  const rows = planRows(testPlan({ Stalls: { A: "xxxx" }, Balcony: { A: "ssss" } }));
  expect(ids(rows, 2)).toEqual(["BA2", "BA3"]);
  expect(ids(rows, 5)).toEqual([]);
});
