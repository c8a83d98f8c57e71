import { londonClock, londonDay, londonInWords, londonWallTime } from "./dates";

test("moments in words on London's clock, summer time and midnight included", () => {
  expect(londonInWords(new Date("2026-11-23T14:05:00Z"))).toBe("23 November 2026 at 2:05pm");
  expect(londonInWords(new Date("2026-07-01T11:30:00Z"))).toBe("1 July 2026 at 12:30pm");
  expect(londonInWords(new Date("2026-01-05T00:00:00Z"))).toBe("5 January 2026 at 12:00am");
  expect(londonInWords(new Date("2026-03-29T01:00:00Z"))).toBe("29 March 2026 at 2:00am");
});

test("days and times as the client writes them, on London's clock", () => {
  expect(londonDay(new Date("2027-03-02T19:30:00Z"))).toBe("Tuesday 2nd March 2027");
  expect(londonDay(new Date("2027-06-11T23:30:00Z"))).toBe("Saturday 12th June 2027");
  expect(londonClock(new Date("2027-06-11T18:30:00Z"))).toBe("7.30pm");
  expect(londonClock(new Date("2027-01-16T14:00:00Z"))).toBe("2pm");
  expect(londonClock(new Date("2027-01-16T00:05:00Z"))).toBe("12.05am");
});

test("a wall-clock time in London becomes the right instant in winter and in summer", () => {
  expect(londonWallTime(new Date("2027-01-16T10:00:00Z"), 19, 30).toISOString()).toBe("2027-01-16T19:30:00.000Z");
  expect(londonWallTime(new Date("2027-06-10T10:00:00Z"), 19, 30).toISOString()).toBe("2027-06-10T18:30:00.000Z");
});
