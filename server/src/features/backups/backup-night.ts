import { londonDay } from "@theatre/common/london-dates";
import { fromLondonInput } from "@theatre/common/london-wall-clock";

/** The calendar day before `day` ("2026-03-29" gives "2026-03-28"), counted in days, not hours. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The instant London's clocks read `time` ("HH:MM") on London's `day` (a time the clocks skip in March is taken an hour on). */
export const londonTimeOn = (day: string, time: string): Date => new Date(fromLondonInput(`${day}T${time}`)!);

/**
 * The night whose nightly backup is due at `now`: the latest London day whose backup time has come,
 * and that time. The nightly job makes one backup per such night (the database holds it to one),
 * so a site stopped at backup time makes the night's backup when it starts again.
 */
export function dueNight(now: Date, time: string): { night: string; at: Date } {
  const today = londonDay(now)!;
  const at = londonTimeOn(today, time);
  if (at.getTime() <= now.getTime()) return { night: today, at };
  const yesterday = dayBefore(today);
  return { night: yesterday, at: londonTimeOn(yesterday, time) };
}

/** When the next nightly backup is due after `now`. */
export function nextNightlyAt(now: Date, time: string): Date {
  const { night } = dueNight(now, time);
  const next = new Date(`${night}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return londonTimeOn(next.toISOString().slice(0, 10), time);
}
