import moment from "moment";

/**
 * Dates are shown as the society's clocks show them: explicitly London, not the browser's zone, so a
 * visitor or editor abroad reads the times a member in Cambridge sees. Parts come from Intl.
 */
const londonNumbers = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** A moment holding London's wall-clock reading of `date`, for formatting only (no arithmetic). */
function inLondon(date: string | Date): moment.Moment {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return moment.invalid();
  const n = Object.fromEntries(londonNumbers.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return moment({ year: n.year, month: n.month - 1, date: n.day, hour: n.hour, minute: n.minute, second: n.second });
}

/** Public dates: weekday, day with ordinal, month, year, e.g. "Saturday 21st November 2026". */
export function formatDate(date: string | Date | null | undefined): string {
  return date ? inLondon(date).format("dddd Do MMMM YYYY") : "";
}

/** Public date with the time, e.g. "Saturday 21st November 2026, 7.30pm". */
export function formatDateTime(date: string | Date | null | undefined): string {
  if (!date) return "";
  const m = inLondon(date);
  return `${m.format("dddd Do MMMM YYYY")}, ${m.format(m.minutes() ? "h.mma" : "ha")}`;
}

/** A scheduled time in the editors, e.g. "Friday 4 December 2026 at 7pm" (or "at 7.30pm"). */
export function formatDayAtTime(date: string | Date | null | undefined): string {
  if (!date) return "";
  const m = inLondon(date);
  return `${m.format("dddd D MMMM YYYY")} at ${m.format(m.minutes() ? "h.mma" : "ha")}`;
}

/** Admin plays list: "DD-MM-YY", or "-" without a date. */
export function formatShortDate(date: string | Date | null | undefined): string {
  return date ? inLondon(date).format("DD-MM-YY") : "-";
}

/** Admin blogs list: "dddd, Do MMMM YYYY". */
export function formatAdminBlogDate(date: string | Date | null | undefined): string {
  return date ? inLondon(date).format("dddd, Do MMMM YYYY") : "";
}

const londonClock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** A time of day on London's 24-hour clock, e.g. "10:42" (the editor's 'Draft saved at 10:42'). */
export function formatClock(date: string | Date | null | undefined): string {
  if (!date) return "";
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? "" : londonClock.format(instant);
}
