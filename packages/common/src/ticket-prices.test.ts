import { heldPrices, ticketPrice } from "./ticket-prices";

const full = { name: "Full", pricePence: 1200, restrictedPricePence: 900 };
const concession = { name: "Concession", pricePence: 800, restrictedPricePence: null };

test("a restricted-view seat costs its type's restricted-view price where one is set", () => {
  expect(ticketPrice(full, true)).toBe(900);
  expect(ticketPrice(full, false)).toBe(1200);
  expect(ticketPrice(concession, true)).toBe(800);
});

test("held seats go to the tickets in plan order, the types in the performance's order", () => {
  // Seats: restricted, ordinary, restricted. Full takes the first two, Concession the third.
  expect(heldPrices([full, concession], [2, 1], [true, false, true])).toEqual({
    lines: [
      { name: "Full", count: 2, restricted: 1, pricePence: 900 + 1200 },
      { name: "Concession", count: 1, restricted: 1, pricePence: 800 },
    ],
    totalPence: 2900,
  });
  expect(heldPrices([full, concession], [0, 2]).totalPence).toBe(1600);
});
