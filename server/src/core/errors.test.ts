import { AppError, badInput, ValidationFailed } from "./errors";

test("a broken rule is told once where it broke: the path takes the place of the field name its message starts with", () => {
  expect(badInput("quantity", "quantity must be at most 4").message).toBe("Invalid input: quantity must be at most 4");
  expect(
    new ValidationFailed([
      { path: "performances[0].sales.capacity", message: "capacity must be at least 1" },
      { path: "images[2]", message: "each image must be described" },
    ]).message,
  ).toBe("Invalid input: performances[0].sales.capacity must be at least 1; images[2] each image must be described");
  // A message about its field without naming it keeps the path in front.
  expect(badInput("recipients", "Nobody has confirmed a subscription yet").message).toBe("Invalid input: recipients Nobody has confirmed a subscription yet");
  // Only the whole name: "name" is not the start of "names …".
  expect(badInput("name", "names must differ").message).toBe("Invalid input: name names must differ");
});

test("a business error is an answer, not a fault: it carries its code and details but no stack trace to capture or format", () => {
  const error = new AppError("SEAT_TAKEN", "This seat has just gone", undefined, undefined, { seats: ["a"] });
  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({ name: "AppError", code: "SEAT_TAKEN", message: "This seat has just gone", details: { seats: ["a"] } });
  expect(error.stack).toBe("AppError: This seat has just gone");
  // Other errors keep theirs.
  expect(new Error("a fault").stack).toMatch(/\n\s+at /);
});
