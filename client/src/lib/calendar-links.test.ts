import { googleCalendarLink, outlookCalendarLink } from "./calendar-links";

const event = { title: "Twelfth Night", start: "2026-11-21T19:30:00.000Z", end: "2026-11-21T22:00:00.000Z", location: "ADC Theatre, Park Street", details: "https://theatre.example/twelfth-night" };

test("Google Calendar's link carries the title, the UTC times in its compact form, the place and the page", () => {
  const url = new URL(googleCalendarLink(event));
  expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(Object.fromEntries(url.searchParams)).toEqual({ action: "TEMPLATE", text: "Twelfth Night", dates: "20261121T193000Z/20261121T220000Z", location: "ADC Theatre, Park Street", details: "https://theatre.example/twelfth-night" });
});

test("Outlook's link carries the same event with ISO times", () => {
  const url = new URL(outlookCalendarLink(event));
  expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
  expect(url.searchParams.get("subject")).toBe("Twelfth Night");
  expect(url.searchParams.get("startdt")).toBe("2026-11-21T19:30:00.000Z");
  expect(url.searchParams.get("enddt")).toBe("2026-11-21T22:00:00.000Z");
  expect(url.searchParams.get("location")).toBe("ADC Theatre, Park Street");
});
