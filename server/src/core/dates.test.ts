import { londonInWords } from "./dates";

test("moments in words on London's clock, summer time and midnight included", () => {
  expect(londonInWords(new Date("2026-11-23T14:05:00Z"))).toBe("23 November 2026 at 2:05pm");
  expect(londonInWords(new Date("2026-07-01T11:30:00Z"))).toBe("1 July 2026 at 12:30pm");
  expect(londonInWords(new Date("2026-01-05T00:00:00Z"))).toBe("5 January 2026 at 12:00am");
  expect(londonInWords(new Date("2026-03-29T01:00:00Z"))).toBe("29 March 2026 at 2:00am");
});
