/**
 * 'Add to Google Calendar' and 'Outlook' links for one event. They are plain links: nothing is sent
 * to either service until a visitor follows one.
 */
export interface CalendarEvent {
  title: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  location: string;
  details: string;
}

/** Google's compact UTC form: 20261121T193000Z. */
const compactUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export function googleCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({ action: "TEMPLATE", text: event.title, dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`, location: event.location, details: event.details });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(event.end).toISOString(),
    location: event.location,
    body: event.details,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
