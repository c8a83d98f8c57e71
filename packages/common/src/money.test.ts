import { formatPence } from "./money";

describe("formatPence", () => {
  it("says whole pounds without pence, other prices with two digits, and nothing as Free", () => {
    expect(formatPence(800)).toBe("£8");
    expect(formatPence(1250)).toBe("£12.50");
    expect(formatPence(1205)).toBe("£12.05");
    expect(formatPence(0)).toBe("Free");
    expect(formatPence(123456)).toBe("£1,234.56");
  });
});
