import { fromLondonInput, londonIso, londonWallTime, toLondonInput } from "./london-wall-clock";

describe("London's wall clock in the editor's inputs", () => {
  test("winter time is UTC; summer time is an hour ahead", () => {
    expect(fromLondonInput("2027-03-16T19:30")).toBe("2027-03-16T19:30:00.000Z");
    expect(fromLondonInput("2027-06-10T19:30")).toBe("2027-06-10T18:30:00.000Z");
    expect(toLondonInput("2027-03-16T19:30:00.000Z")).toBe("2027-03-16T19:30");
    expect(toLondonInput("2027-06-10T18:30:00.000Z")).toBe("2027-06-10T19:30");
  });

  test("on the day the clocks go forward (28 March 2027), times before and after the change", () => {
    expect(fromLondonInput("2027-03-28T00:30")).toBe("2027-03-28T00:30:00.000Z");
    expect(fromLondonInput("2027-03-28T14:30")).toBe("2027-03-28T13:30:00.000Z");
    // 1.30am does not happen: the clocks read 2.30am then.
    expect(fromLondonInput("2027-03-28T01:30")).toBe("2027-03-28T01:30:00.000Z");
    expect(toLondonInput("2027-03-28T01:30:00.000Z")).toBe("2027-03-28T02:30");
  });

  test("on the day the clocks go back (31 October 2027), the repeated hour is read as summer time", () => {
    expect(fromLondonInput("2027-10-31T00:30")).toBe("2027-10-30T23:30:00.000Z");
    expect(fromLondonInput("2027-10-31T01:30")).toBe("2027-10-31T00:30:00.000Z");
    expect(fromLondonInput("2027-10-31T14:30")).toBe("2027-10-31T14:30:00.000Z");
    // Both readings of 1.30am show as 1.30am.
    expect(toLondonInput("2027-10-31T00:30:00.000Z")).toBe("2027-10-31T01:30");
    expect(toLondonInput("2027-10-31T01:30:00.000Z")).toBe("2027-10-31T01:30");
  });

  test("a date late in the evening in London is that London day, not the UTC one", () => {
    expect(fromLondonInput("2027-07-01T00:15")).toBe("2027-06-30T23:15:00.000Z");
    expect(toLondonInput("2027-06-30T23:15:00.000Z")).toBe("2027-07-01T00:15");
  });

  test("empty and malformed inputs are no time", () => {
    expect(fromLondonInput("")).toBeNull();
    expect(fromLondonInput(null)).toBeNull();
    expect(fromLondonInput("2027-02-30T19:30")).toBeNull();
    expect(fromLondonInput("tomorrow")).toBeNull();
    expect(toLondonInput(null)).toBe("");
    expect(toLondonInput("not a date")).toBe("");
  });
});

test("a wall-clock time on a London day becomes the right instant in winter and in summer", () => {
  expect(londonWallTime(new Date("2027-01-16T10:00:00Z"), 19, 30).toISOString()).toBe("2027-01-16T19:30:00.000Z");
  expect(londonWallTime(new Date("2027-06-10T10:00:00Z"), 19, 30).toISOString()).toBe("2027-06-10T18:30:00.000Z");
  // 11.30pm on the 30th of June in London is the 30th's evening, whatever UTC's day.
  expect(londonWallTime(new Date("2027-06-30T23:30:00Z"), 9).toISOString()).toBe("2027-07-01T08:00:00.000Z");
});

test("London's clock with its offset, as search engines read a performance's start", () => {
  expect(londonIso(new Date("2027-07-01T18:30:00Z"))).toBe("2027-07-01T19:30:00+01:00");
  expect(londonIso(new Date("2027-01-16T19:30:00Z"))).toBe("2027-01-16T19:30:00+00:00");
});
