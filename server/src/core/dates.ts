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
