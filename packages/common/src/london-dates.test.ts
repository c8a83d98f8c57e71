import { dayAfter, formatAdminBlogDate, formatClock, formatDate, formatDateTime, formatDayAtTime, formatShortDate, formatTime, londonDay, londonInWords } from "./london-dates";

describe("date formats", () => {
  test("public dates: weekday, day with ordinal, month, year", () => {
    expect(formatDate("2026-11-21T19:30:00Z")).toBe("Saturday 21st November 2026");
    expect(formatDate("2026-03-02T10:00:00Z")).toBe("Monday 2nd March 2026");
    expect(formatDate("2026-03-03T10:00:00Z")).toBe("Tuesday 3rd March 2026");
    expect(formatDate("2026-03-11T10:00:00Z")).toBe("Wednesday 11th March 2026");
    expect(formatDate(null)).toBe("");
  });

  test("admin plays list: DD-MM-YY or '-'", () => {
    expect(formatShortDate("2026-11-21T19:30:00Z")).toBe("21-11-26");
    expect(formatShortDate(null)).toBe("-");
  });

  test("admin blogs list: 'dddd, Do MMMM YYYY'", () => {
    expect(formatAdminBlogDate("2026-11-21T19:30:00Z")).toBe("Saturday, 21st November 2026");
  });

  test("days and times are London's, whatever the browser's zone (summer time included)", () => {
    expect(formatDateTime("2026-07-01T18:30:00Z")).toBe("Wednesday 1st July 2026, 7.30pm");
    expect(formatDateTime("2026-11-21T19:00:00Z")).toBe("Saturday 21st November 2026, 7pm");
    // 11.30pm in London on the 30th of June is already the 1st of July in Berlin and the 30th in New York.
    expect(formatDate("2026-06-30T22:30:00Z")).toBe("Tuesday 30th June 2026");
    expect(formatShortDate("2026-06-30T23:30:00Z")).toBe("01-07-26");
  });

  test("a scheduled time: the day without ordinal, 'at' the time, London's", () => {
    expect(formatDayAtTime("2026-12-04T19:00:00Z")).toBe("Friday 4 December 2026 at 7pm");
    expect(formatDayAtTime("2026-07-01T18:30:00Z")).toBe("Wednesday 1 July 2026 at 7.30pm");
    expect(formatDayAtTime(null)).toBe("");
  });

  test("the editor's clock: London's 24-hour HH:mm", () => {
    expect(formatClock("2026-07-01T09:42:00Z")).toBe("10:42");
    expect(formatClock("2026-11-21T21:05:00Z")).toBe("21:05");
    expect(formatClock("2026-11-21T00:05:00Z")).toBe("00:05");
    expect(formatClock(null)).toBe("");
  });
});

describe("date formats: edge cases", () => {
  test("ordinals: st, nd, rd for 1, 2, 3 except in the teens; th otherwise", () => {
    const days: [number, string][] = [
      [1, "Sunday 1st March 2026"],
      [2, "Monday 2nd March 2026"],
      [3, "Tuesday 3rd March 2026"],
      [4, "Wednesday 4th March 2026"],
      [10, "Tuesday 10th March 2026"],
      [11, "Wednesday 11th March 2026"],
      [12, "Thursday 12th March 2026"],
      [13, "Friday 13th March 2026"],
      [14, "Saturday 14th March 2026"],
      [20, "Friday 20th March 2026"],
      [21, "Saturday 21st March 2026"],
      [22, "Sunday 22nd March 2026"],
      [23, "Monday 23rd March 2026"],
      [24, "Tuesday 24th March 2026"],
      [30, "Monday 30th March 2026"],
      [31, "Tuesday 31st March 2026"],
    ];
    for (const [day, text] of days) expect(formatDate(`2026-03-${String(day).padStart(2, "0")}T12:00:00Z`)).toBe(text);
    expect(formatAdminBlogDate("2026-03-22T12:00:00Z")).toBe("Sunday, 22nd March 2026");
    expect(formatDateTime("2026-03-13T12:00:00Z")).toBe("Friday 13th March 2026, 12pm");
    // No ordinal in a scheduled time.
    expect(formatDayAtTime("2026-03-01T12:00:00Z")).toBe("Sunday 1 March 2026 at 12pm");
    expect(formatDayAtTime("2026-03-23T12:00:00Z")).toBe("Monday 23 March 2026 at 12pm");
  });

  test("every weekday and month name", () => {
    expect([4, 5, 6, 7, 8, 9, 10].map((day) => formatDate(`2027-01-${String(day).padStart(2, "0")}T12:00:00Z`))).toEqual([
      "Monday 4th January 2027",
      "Tuesday 5th January 2027",
      "Wednesday 6th January 2027",
      "Thursday 7th January 2027",
      "Friday 8th January 2027",
      "Saturday 9th January 2027",
      "Sunday 10th January 2027",
    ]);
    const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    months.forEach((month, i) => expect(formatDate(`2026-${String(i + 1).padStart(2, "0")}-15T12:00:00Z`)).toMatch(new RegExp(` 15th ${month} 2026$`)));
    // A leap day.
    expect(formatDate("2028-02-29T12:00:00Z")).toBe("Tuesday 29th February 2028");
  });

  test("midnight is 12am and noon 12pm, on the hour or with minutes", () => {
    expect(formatDateTime("2026-01-10T00:00:00Z")).toBe("Saturday 10th January 2026, 12am");
    expect(formatDateTime("2026-01-10T00:05:00Z")).toBe("Saturday 10th January 2026, 12.05am");
    expect(formatDateTime("2026-01-10T11:59:00Z")).toBe("Saturday 10th January 2026, 11.59am");
    expect(formatDateTime("2026-01-10T12:00:00Z")).toBe("Saturday 10th January 2026, 12pm");
    expect(formatDateTime("2026-01-10T12:30:00Z")).toBe("Saturday 10th January 2026, 12.30pm");
    expect(formatDateTime("2026-01-10T23:59:00Z")).toBe("Saturday 10th January 2026, 11.59pm");
    expect(formatDayAtTime("2026-01-10T00:00:00Z")).toBe("Saturday 10 January 2026 at 12am");
    expect(formatDayAtTime("2026-01-10T12:00:00Z")).toBe("Saturday 10 January 2026 at 12pm");
    // Midnight in summer: 11pm UTC is already the next day in London.
    expect(formatDateTime("2026-07-01T23:00:00Z")).toBe("Thursday 2nd July 2026, 12am");
    expect(formatClock("2026-07-01T23:00:00Z")).toBe("00:00");
    expect(formatClock("2026-01-10T12:00:00Z")).toBe("12:00");
  });

  test("minutes are shown, two digits, unless the time is on the hour; seconds never", () => {
    expect(formatDateTime("2026-01-10T19:00:00Z")).toBe("Saturday 10th January 2026, 7pm");
    expect(formatDateTime("2026-01-10T19:00:59Z")).toBe("Saturday 10th January 2026, 7pm");
    expect(formatDateTime("2026-01-10T19:05:00Z")).toBe("Saturday 10th January 2026, 7.05pm");
    expect(formatDateTime("2026-01-10T19:45:30Z")).toBe("Saturday 10th January 2026, 7.45pm");
    expect(formatDateTime("2026-01-10T10:00:00Z")).toBe("Saturday 10th January 2026, 10am");
    expect(formatDayAtTime("2026-01-10T19:05:00Z")).toBe("Saturday 10 January 2026 at 7.05pm");
    expect(formatDayAtTime("2026-01-10T10:10:00Z")).toBe("Saturday 10 January 2026 at 10.10am");
  });

  test("short dates: two digits each, day first", () => {
    expect(formatShortDate("2027-03-04T12:00:00Z")).toBe("04-03-27");
    expect(formatShortDate("2000-01-01T12:00:00Z")).toBe("01-01-00");
    expect(formatShortDate("2009-12-31T12:00:00Z")).toBe("31-12-09");
  });

  test("the spring changeover (29 March 2026, 1am GMT becomes 2am BST)", () => {
    expect(formatDateTime("2026-03-28T23:30:00Z")).toBe("Saturday 28th March 2026, 11.30pm");
    expect(formatDateTime("2026-03-29T00:00:00Z")).toBe("Sunday 29th March 2026, 12am");
    expect(formatDateTime("2026-03-29T00:59:00Z")).toBe("Sunday 29th March 2026, 12.59am");
    expect(formatDateTime("2026-03-29T01:00:00Z")).toBe("Sunday 29th March 2026, 2am");
    expect(formatDayAtTime("2026-03-29T01:30:00Z")).toBe("Sunday 29 March 2026 at 2.30am");
    expect(formatClock("2026-03-29T00:59:00Z")).toBe("00:59");
    expect(formatClock("2026-03-29T01:00:00Z")).toBe("02:00");
    // The next evening is summer time: 11.30pm UTC is Monday in London.
    expect(formatDate("2026-03-29T23:30:00Z")).toBe("Monday 30th March 2026");
    expect(formatShortDate("2026-03-29T23:30:00Z")).toBe("30-03-26");
  });

  test("the autumn changeover (25 October 2026, 2am BST becomes 1am GMT: 1am to 2am comes twice)", () => {
    expect(formatDate("2026-10-24T23:30:00Z")).toBe("Sunday 25th October 2026");
    expect(formatDateTime("2026-10-24T23:30:00Z")).toBe("Sunday 25th October 2026, 12.30am");
    expect(formatDateTime("2026-10-25T00:30:00Z")).toBe("Sunday 25th October 2026, 1.30am");
    expect(formatDateTime("2026-10-25T01:00:00Z")).toBe("Sunday 25th October 2026, 1am");
    expect(formatDateTime("2026-10-25T01:30:00Z")).toBe("Sunday 25th October 2026, 1.30am");
    expect(formatDateTime("2026-10-25T02:00:00Z")).toBe("Sunday 25th October 2026, 2am");
    expect(formatClock("2026-10-25T00:30:00Z")).toBe("01:30");
    expect(formatClock("2026-10-25T01:30:00Z")).toBe("01:30");
    // The next evening is winter time: 11.30pm UTC is still Sunday in London.
    expect(formatDate("2026-10-25T23:30:00Z")).toBe("Sunday 25th October 2026");
  });

  test("London's times even when the computer's own clock skips them (America's changeover, 8 March 2026)", () => {
    // 2.30am on 8 March doesn't exist in New York; London (still GMT) reads 2.30am all the same.
    expect(formatDateTime("2026-03-08T02:30:00Z")).toBe("Sunday 8th March 2026, 2.30am");
    expect(formatDayAtTime("2026-03-08T02:00:00Z")).toBe("Sunday 8 March 2026 at 2am");
  });

  test("instants given as Dates or with an offset read the same", () => {
    expect(formatDateTime(new Date("2026-11-21T19:30:00Z"))).toBe("Saturday 21st November 2026, 7.30pm");
    expect(formatDateTime("2026-11-22T00:30:00+05:00")).toBe("Saturday 21st November 2026, 7.30pm");
    expect(formatShortDate(new Date(Date.UTC(2026, 10, 21, 19, 30)))).toBe("21-11-26");
    expect(formatClock(new Date("2026-11-21T19:30:00Z"))).toBe("19:30");
  });

  test("no date: empty (or '-' in the plays list); not a date: 'Invalid date' as before, the clock empty", () => {
    for (const empty of [null, undefined, ""]) {
      expect(formatDate(empty)).toBe("");
      expect(formatDateTime(empty)).toBe("");
      expect(formatDayAtTime(empty)).toBe("");
      expect(formatAdminBlogDate(empty)).toBe("");
      expect(formatShortDate(empty)).toBe("-");
      expect(formatClock(empty)).toBe("");
    }
    for (const invalid of ["not a date", new Date(NaN)]) {
      expect(formatDate(invalid)).toBe("Invalid date");
      expect(formatDateTime(invalid)).toBe("Invalid date, Invalid date");
      expect(formatDayAtTime(invalid)).toBe("Invalid date at Invalid date");
      expect(formatAdminBlogDate(invalid)).toBe("Invalid date");
      expect(formatShortDate(invalid)).toBe("Invalid date");
      expect(formatClock(invalid)).toBe("");
    }
  });
});

describe("the server's words for a moment", () => {
  test("moments in words on London's clock, summer time and midnight included", () => {
    expect(londonInWords(new Date("2026-11-23T14:05:00Z"))).toBe("23 November 2026 at 2:05pm");
    expect(londonInWords(new Date("2026-07-01T11:30:00Z"))).toBe("1 July 2026 at 12:30pm");
    expect(londonInWords(new Date("2026-01-05T00:00:00Z"))).toBe("5 January 2026 at 12:00am");
    expect(londonInWords(new Date("2026-03-29T01:00:00Z"))).toBe("29 March 2026 at 2:00am");
  });

  test("a performance's day and time in the specification's date lines, as the pages write them", () => {
    expect(formatDate(new Date("2027-03-02T19:30:00Z"))).toBe("Tuesday 2nd March 2027");
    expect(formatDate(new Date("2027-06-11T23:30:00Z"))).toBe("Saturday 12th June 2027");
    expect(formatTime(new Date("2027-06-11T18:30:00Z"))).toBe("7.30pm");
    expect(formatTime(new Date("2027-01-16T14:00:00Z"))).toBe("2pm");
    expect(formatTime(new Date("2027-01-16T00:05:00Z"))).toBe("12.05am");
  });
});

describe("London's calendar days (the door app's today and tomorrow)", () => {
  test("an instant's day is London's, not UTC's: 23:30 UTC in a London summer is already the next day", () => {
    expect(londonDay("2026-07-14T23:30:00Z")).toBe("2026-07-15");
    expect(londonDay("2026-12-14T23:30:00Z")).toBe("2026-12-14");
    expect(londonDay("not a date")).toBeNull();
  });

  test("the day after is a calendar day, even across a change of the clocks and the end of a month or year", () => {
    expect(dayAfter("2026-10-25")).toBe("2026-10-26");
    expect(dayAfter("2026-03-29")).toBe("2026-03-30");
    expect(dayAfter("2026-02-28")).toBe("2026-03-01");
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
  });
});
