import moment from "moment";

/** Public dates: weekday, day with ordinal, month, year, e.g. "Saturday 21st November 2026". */
export function formatDate(date: string | Date | null | undefined): string {
  return date ? moment(date).format("dddd Do MMMM YYYY") : "";
}

/** Public date with the time, e.g. "Saturday 21st November 2026, 7.30pm". */
export function formatDateTime(date: string | Date | null | undefined): string {
  if (!date) return "";
  const m = moment(date);
  return `${m.format("dddd Do MMMM YYYY")}, ${m.format(m.minutes() ? "h.mma" : "ha")}`;
}

/** Admin plays list: "DD-MM-YY", or "-" without a date. */
export function formatShortDate(date: string | Date | null | undefined): string {
  return date ? moment(date).format("DD-MM-YY") : "-";
}

/** Admin blogs list: "dddd, Do MMMM YYYY". */
export function formatAdminBlogDate(date: string | Date | null | undefined): string {
  return date ? moment(date).format("dddd, Do MMMM YYYY") : "";
}
