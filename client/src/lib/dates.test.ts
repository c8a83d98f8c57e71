import { formatAdminBlogDate, formatDate, formatShortDate } from "./dates";

describe("date formats", () => {
  test("public dates: weekday, day with ordinal, month, year", () => {
    expect(formatDate("2026-11-21T19:30:00")).toBe("Saturday 21st November 2026");
    expect(formatDate("2026-03-02T10:00:00")).toBe("Monday 2nd March 2026");
    expect(formatDate("2026-03-03T10:00:00")).toBe("Tuesday 3rd March 2026");
    expect(formatDate("2026-03-11T10:00:00")).toBe("Wednesday 11th March 2026");
    expect(formatDate(null)).toBe("");
  });

  test("admin plays list: DD-MM-YY or '-'", () => {
    expect(formatShortDate("2026-11-21T19:30:00")).toBe("21-11-26");
    expect(formatShortDate(null)).toBe("-");
  });

  test("admin blogs list: 'dddd, Do MMMM YYYY'", () => {
    expect(formatAdminBlogDate("2026-11-21T19:30:00")).toBe("Saturday, 21st November 2026");
  });
});
