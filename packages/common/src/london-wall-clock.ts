import { londonNumbers } from "./london-dates";

/**
 * London's wall clock and instants, both ways: the editor's date and time inputs read and write
 * London's clock (an editor abroad, or a browser set to another zone, types the times a member in
 * Cambridge reads), and the server writes London's clock with its offset for search engines.
 * Inputs hold "YYYY-MM-DDTHH:mm" (datetime-local); the API takes ISO instants.
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
export function toLondonInput(iso: string | Date | null | undefined): string {
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

/** The instant London's clocks read `hour:minute` on the London day of `day` (summer time included). */
export function londonWallTime(day: Date, hour: number, minute = 0): Date {
  return new Date(fromLondonInput(`${toLondonInput(day).slice(0, 10)}T${pad(hour)}:${pad(minute)}`) ?? NaN);
}

/** Made once: a formatter costs far more to make than to use (a play page formats every performance). */
const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
  hourCycle: "h23", timeZoneName: "longOffset",
});

/** A date-time as ISO 8601 in Europe/London local time with its UTC offset, e.g. 2027-06-10T19:30:00+01:00. */
export function londonIso(date: Date): string {
  const parts = Object.fromEntries(londonParts.formatToParts(date).map((p) => [p.type, p.value]));
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : parts.timeZoneName.replace("GMT", "");
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
