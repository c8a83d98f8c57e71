import { formatAdminBlogDate, formatClock, formatDate, formatDateTime, formatDayAtTime, formatShortDate } from "./dates";

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
