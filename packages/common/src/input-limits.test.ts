import * as limits from "./input-limits";

test("every range starts at a positive length and ends past it", () => {
  for (const [name, value] of Object.entries(limits)) {
    if (typeof value === "number") expect([name, value > 0]).toEqual([name, true]);
    else expect([name, value.min > 0 && value.max > value.min]).toEqual([name, true]);
  }
  expect(limits.TITLE).toEqual({ min: 3, max: 200 });
  expect(limits.EMAIL_MAX).toBe(254);
});
