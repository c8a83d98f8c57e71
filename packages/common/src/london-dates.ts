/**
 * Dates are shown as the society's clocks show them: explicitly London, not the browser's or the
 * server's zone, so a visitor or editor abroad reads the times a member in Cambridge sees, and a
 * page, a calendar file or a message from the server says what the page in the browser says. London's wall-clock numbers come
 * from Intl (formatToParts, numbers only, so Node's and the browser's ICU give the same parts); names,
 * ordinals and the 12-hour clock are written here, in English, so the words never depend on the locale
 * data of the engine either.
 */
/** London's wall-clock numbers of an instant (formatToParts): here and in london-wall-clock.ts. */
export const londonNumbers = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** London's wall-clock reading of an instant. */
interface LondonTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  /** 0–23. */
  hour: number;
  minute: number;
}

/** London's reading of `date`, or null for a date that isn't one ("Invalid date" below). */
function inLondon(date: string | Date): LondonTime | null {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of londonNumbers.formatToParts(instant)) parts[type] = Number(value);
  const { year = NaN, month = NaN, day = NaN, minute = NaN } = parts;
  // Midnight is 0 (h23); an engine that still said 24 (as some did for hour12: false) means 0 too.
  const hour = (parts.hour ?? NaN) % 24;
  // London's reading as a proleptic Gregorian date in UTC, for the weekday of London's calendar day
  // (not the instant's in UTC). Parts that name no such time (far BC, where Intl counts years of the
  // era, or past the end of Date's range) aren't a date, as they weren't for moment.
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(year, month - 1, day);
  wallClock.setUTCHours(hour, minute);
  if (wallClock.getUTCMonth() !== month - 1 || wallClock.getUTCDate() !== day) return null;
  return { year, month, day, weekday: wallClock.getUTCDay(), hour, minute };
}

const INVALID = "Invalid date";

/** `n` with at least `width` digits, the sign in front: pad(7, 2) = "07", pad(-7, 4) = "-0007". */
function pad(n: number, width: number): string {
  return `${n < 0 ? "-" : ""}${String(Math.abs(n)).padStart(width, "0")}`;
}

/** English ordinal suffix: 1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 31st. */
function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

/** "Saturday 21st November 2026" (or with a comma after the weekday). */
function dayWithOrdinal(t: LondonTime, afterWeekday = ""): string {
  return `${WEEKDAYS[t.weekday]}${afterWeekday} ${ordinal(t.day)} ${MONTHS[t.month - 1]} ${pad(t.year, 4)}`;
}

/** The 12-hour clock: "7pm" on the hour, "7.30pm" otherwise; midnight "12am", noon "12pm". */
function twelveHourTime(t: LondonTime): string {
  const hour = t.hour % 12 || 12;
  const meridiem = t.hour < 12 ? "am" : "pm";
  return t.minute ? `${hour}.${pad(t.minute, 2)}${meridiem}` : `${hour}${meridiem}`;
}

/** Public dates: weekday, day with ordinal, month, year, e.g. "Saturday 21st November 2026". */
export function formatDate(date: string | Date | null | undefined): string {
  if (!date) return "";
  const t = inLondon(date);
  return t ? dayWithOrdinal(t) : INVALID;
}

/** Public date with the time, e.g. "Saturday 21st November 2026, 7.30pm". */
export function formatDateTime(date: string | Date | null | undefined): string {
  if (!date) return "";
  const t = inLondon(date);
  return t ? `${dayWithOrdinal(t)}, ${twelveHourTime(t)}` : `${INVALID}, ${INVALID}`;
}

/** Public time of day on the 12-hour clock, e.g. "7.30pm", "7pm" on the hour. */
export function formatTime(date: string | Date | null | undefined): string {
  if (!date) return "";
  const t = inLondon(date);
  return t ? twelveHourTime(t) : INVALID;
}

/** A scheduled time in the editors, e.g. "Friday 4 December 2026 at 7pm" (or "at 7.30pm"). */
export function formatDayAtTime(date: string | Date | null | undefined): string {
  if (!date) return "";
  const t = inLondon(date);
  return t ? `${WEEKDAYS[t.weekday]} ${t.day} ${MONTHS[t.month - 1]} ${pad(t.year, 4)} at ${twelveHourTime(t)}` : `${INVALID} at ${INVALID}`;
}

/** Admin plays list: "DD-MM-YY", or "-" without a date. */
export function formatShortDate(date: string | Date | null | undefined): string {
  if (!date) return "-";
  const t = inLondon(date);
  return t ? `${pad(t.day, 2)}-${pad(t.month, 2)}-${pad(t.year % 100, 2)}` : INVALID;
}

/** Admin blogs list: "dddd, Do MMMM YYYY", e.g. "Saturday, 21st November 2026". */
export function formatAdminBlogDate(date: string | Date | null | undefined): string {
  if (!date) return "";
  const t = inLondon(date);
  return t ? dayWithOrdinal(t, ",") : INVALID;
}

const londonClock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** A time of day on London's 24-hour clock, e.g. "10:42" (the editor's 'Draft saved at 10:42'). */
export function formatClock(date: string | Date | null | undefined): string {
  if (!date) return "";
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? "" : londonClock.format(instant);
}

/** A moment in a sentence of the server's (a conflict, a schedule): "23 November 2026 at 2:05pm". */
export function londonInWords(date: string | Date): string {
  const t = inLondon(date);
  if (!t) return INVALID;
  const minute = pad(t.minute, 2);
  return `${t.day} ${MONTHS[t.month - 1]} ${pad(t.year, 4)} at ${t.hour % 12 || 12}:${minute}${t.hour < 12 ? "am" : "pm"}`;
}

/** London's calendar day of an instant, "2026-11-23" (null for a date that isn't one): the door app's today and tomorrow. */
export function londonDay(date: string | Date): string | null {
  const t = inLondon(date);
  return t ? `${pad(t.year, 4)}-${pad(t.month, 2)}-${pad(t.day, 2)}` : null;
}

/** The calendar day after `day` ("2026-11-23" gives "2026-11-24"), counted in days, not hours: a day when the clocks change is still one day. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
