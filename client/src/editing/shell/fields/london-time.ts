
/**
 * The repeat helper's days on London's calendar (the wall clock both ways is
 * @theatre/common/london-wall-clock). Inputs hold "YYYY-MM-DD" (date) and "HH:mm" (time).
 */
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

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
