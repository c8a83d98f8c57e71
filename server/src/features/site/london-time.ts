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
