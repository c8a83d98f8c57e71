import { testPlan } from "./plan-fixture";
import { seatAfterKey } from "./seat-keys";
import { planRows } from "./seat-plan-model";

// A: seats at columns 0 1 _ 3 4; B: columns 0 1 2 3 4 5; Balcony A: columns 2 3
const rows = planRows(testPlan({ Stalls: { A: "ss.ss", B: "ssssss" }, Balcony: { A: "..ss" } }));
const [stallsA, , balconyA] = rows;

test("left and right move along the row, over an aisle, and stop at its ends", () => {
  expect(seatAfterKey(rows, "A2", "ArrowRight")).toBe("A3");
  expect(seatAfterKey(rows, "A3", "ArrowLeft")).toBe("A2");
  expect(seatAfterKey(rows, "A1", "ArrowLeft")).toBeNull();
  expect(seatAfterKey(rows, "B6", "ArrowRight")).toBeNull();
  expect(seatAfterKey(rows, "B3", "Home")).toBe("B1");
  expect(seatAfterKey(rows, "B3", "End")).toBe("B6");
});

test("up and down go to the nearest seat by column in the next row, across sections", () => {
  expect(seatAfterKey(rows, "B3", "ArrowUp")).toBe("A2"); // column 2 is the aisle: column 1 is as near as 3, left wins
  expect(seatAfterKey(rows, "B4", "ArrowUp")).toBe("A3");
  expect(seatAfterKey(rows, "A4", "ArrowDown")).toBe("B5");
  expect(seatAfterKey(rows, "B1", "ArrowDown")).toBe(balconyA.seats[0].id);
  expect(seatAfterKey(rows, stallsA.seats[0].id, "ArrowUp")).toBeNull();
  expect(seatAfterKey(rows, "A1", "x")).toBeNull();
});
