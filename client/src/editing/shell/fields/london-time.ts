import { londonNumbers } from "../../../lib/dates";

/**
 * The editor's date and time inputs read and write London's wall clock, as every date on the site
 * is shown (lib/dates.ts): an editor abroad, or a browser set to another zone, types the times a
 * member in Cambridge reads. Inputs hold "YYYY-MM-DDTHH:mm" (datetime-local), "YYYY-MM-DD" (date)
 * and "HH:mm" (time); the API takes ISO instants.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** London's wall-clock reading of an instant, as milliseconds of a UTC date with the same numbers. */
function londonWallClock(instant: number): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of londonNumbers.formatToParts(new Date(instant))) parts[type] = Number(value);
  return Date.UTC(parts.year ?? NaN, (parts.month ?? NaN) - 1, parts.day ?? NaN, (parts.hour ?? NaN) % 24, parts.minute ?? NaN);
}

/** How far London's clocks are ahead of UTC at an instant, in milliseconds (0, or an hour in summer). */
const londonOffset = (instant: number) => londonWallClock(instant) - Math.floor(instant / 60_000) * 60_000;

/** "2027-03-16T19:30" for an input: the instant on London's clock; "" for none or not a date. */
export function toLondonInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return "";
  const wall = new Date(londonWallClock(instant));
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * The instant London's clocks read "2027-03-16T19:30", as ISO 8601 (UTC); null when empty or not
 * a time. Summer time included: in October's repeated hour the first (summer time) reading is
 * meant; a time skipped in March (1.30am) is taken an hour on, as the clocks show it.
 */
export function fromLondonInput(value: string | null | undefined): string | null {
  const match = WALL_CLOCK.exec(value ?? "");
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // London's offset a little before and after: whichever reads back as the wall clock, the larger
  // (summer time, the earlier instant) first.
  const offsets = [...new Set([londonOffset(wall - 12 * 3_600_000), londonOffset(wall + 12 * 3_600_000)])].sort((a, b) => b - a);
  const instant = offsets.map((offset) => wall - offset).find((candidate) => londonWallClock(candidate) === wall) ?? wall - Math.min(...offsets);
  return new Date(instant).toISOString();
}

/** Monday first, as the repeat helper lists them; `day` is JavaScript's (0 = Sunday). */
export const WEEKDAYS = [
  { day: 1, short: "Mon", name: "Monday" },
  { day: 2, short: "Tue", name: "Tuesday" },
  { day: 3, short: "Wed", name: "Wednesday" },
  { day: 4, short: "Thu", name: "Thursday" },
  { day: 5, short: "Fri", name: "Friday" },
  { day: 6, short: "Sat", name: "Saturday" },
  { day: 0, short: "Sun", name: "Sunday" },
] as const;

/** The most performances one use of the repeat helper makes (a play holds at most 200). */
export const MOST_REPEATS = 100;

export interface RepeatRule {
  /** First day, "YYYY-MM-DD" (London's calendar). */
  from: string;
  /** Last day, "YYYY-MM-DD"; empty: the first day only. */
  to: string;
  /** "HH:mm" on London's clock. */
  time: string;
  /** The days of the week wanted (0 = Sunday … 6 = Saturday). */
  weekdays: number[];
}

export type RepeatResult = { starts: string[] } | { error: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** A "YYYY-MM-DD" as days since 1970 (a calendar day, no time zone), or null. */
function dayNumber(text: string): number | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() / 86_400_000 : null;
}

/**
 * The repeat helper's performances: one start (London's wall clock, "YYYY-MM-DDTHH:mm", as the
 * form's inputs hold them) on each day from `from` to `to` that is one of `weekdays`, at `time`.
 * Days are counted on the calendar, so the clocks changing in between move nothing: 7.30pm stays
 * 7.30pm on London's clock.
 */
export function repeatStarts(rule: RepeatRule): RepeatResult {
  const first = dayNumber(rule.from);
  if (first === null) return { error: "Give the first day" };
  const last = rule.to.trim() ? dayNumber(rule.to) : first;
  if (last === null) return { error: "Give the last day as a date" };
  if (last < first) return { error: "The last day is before the first" };
  const time = TIME.exec(rule.time.trim());
  if (!time || Number(time[1]) > 23 || Number(time[2]) > 59) return { error: "Give the time of the performances" };
  if (rule.weekdays.length === 0) return { error: "Tick at least one day of the week" };
  const starts: string[] = [];
  for (let n = first; n <= last; n++) {
    const date = new Date(n * 86_400_000);
    if (!rule.weekdays.includes(date.getUTCDay())) continue;
    starts.push(`${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${time[1]}:${time[2]}`);
    if (starts.length > MOST_REPEATS) return { error: `That makes more than ${MOST_REPEATS} performances: choose fewer days` };
  }
  if (starts.length === 0) return { error: "None of those days falls between the first and the last day" };
  return { starts };
}
