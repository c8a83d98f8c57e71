import { addItem, readCart, setQuantity, subtotal, total, CART_KEY, DEFAULT_STOCK } from "./cart";

const mug = { id: "m", name: "Mug", price: 9.5 };
const bag = { id: "b", name: "Bag", price: 12 };

test("adding the same product raises its quantity", () => {
  const cart = addItem(addItem(addItem([], mug), bag), mug);
  expect(cart).toEqual([{ ...mug, qty: 2 }, { ...bag, qty: 1 }]);
});

test("line subtotals and the total", () => {
  const cart = setQuantity(addItem(addItem([], mug), bag), "m", 3);
  expect(subtotal(cart[0])).toBe(28.5);
  expect(total(cart)).toBe(40.5);
});

test("quantities are capped by the stock (default 1111) and a quantity under 1 removes the line", () => {
  expect(DEFAULT_STOCK).toBe(1111);
  expect(setQuantity([{ ...mug, qty: 1 }], "m", 5000)[0].qty).toBe(1111);
  expect(setQuantity([{ ...mug, qty: 1 }], "m", 0)).toEqual([]);
});

test("a damaged stored cart reads as empty", () => {
  localStorage.setItem(CART_KEY, "{not json");
  expect(readCart()).toEqual([]);
});
