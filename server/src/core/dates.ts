/** A moment as the society's clocks show it, in words: "23 November 2026 at 2:05pm" (Europe/London). */
const london = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
});

export function londonInWords(date: Date): string {
  const part = Object.fromEntries(london.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute}${(part.dayPeriod ?? "").toLowerCase()}`;
}

/** London's wall-clock numbers of an instant (numbers only, so any ICU gives the same parts). */
const londonNumbers = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

function inLondon(date: Date): { year: number; month: number; day: number; hour: number; minute: number; weekday: number } {
  const parts = Object.fromEntries(londonNumbers.formatToParts(date).map(({ type, value }) => [type, Number(value)]));
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, weekday };
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

/** The day in the specification's long format, as the client writes it: "Tuesday 2nd March 2027". */
export function londonDay(date: Date): string {
  const t = inLondon(date);
  return `${WEEKDAYS[t.weekday]} ${ordinal(t.day)} ${MONTHS[t.month - 1]} ${t.year}`;
}

/** The time on the 12-hour clock, as the client writes it: "7.30pm", "7pm" on the hour. */
export function londonClock(date: Date): string {
  const t = inLondon(date);
  const hour = t.hour % 12 || 12;
  const meridiem = t.hour < 12 ? "am" : "pm";
  return t.minute ? `${hour}.${String(t.minute).padStart(2, "0")}${meridiem}` : `${hour}${meridiem}`;
}

/** The instant London's clocks read `hour:minute` on the London day of `day` (summer time included). */
export function londonWallTime(day: Date, hour: number, minute = 0): Date {
  const { year, month, day: date } = inLondon(day);
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  const seen = inLondon(new Date(guess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - guess;
  return new Date(guess - offset);
}
