import { badInput, ValidationFailed } from "./errors";

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
