import type { Play } from "../plays/play.entity";
import { THEATER_EVENTS_MAX, theaterEvents } from "./structured-data";

const now = new Date("2027-01-01T12:00:00Z");
const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();

test("a long run's page describes every performance to come, then the latest past ones, and no more than the cap", () => {
  // 80 past nights and 20 to come: 100 performances, more than the cap.
  const performances = Array.from({ length: 100 }, (_, i) => ({ id: `p${i}`, startsAt: day(i - 80), status: "onsale", access: [], venueId: "v", bookingLink: null, note: null, postponedTo: null, sequence: 0 }));
  const play = { id: "x", slug: "long-run", title: "Long Run", blurb: "", mainimage: "", buylink: "", prices: [], dates: { startdate: null, displayedText: [] }, performances, venueIds: [], venueRecords: [], runningTime: null, intervals: null } as unknown as Play;
  const events = theaterEvents(play, "A long run.", { name: "Fen Street Players", publicUrl: "https://theatre.example" }, now);
  expect(events).toHaveLength(THEATER_EVENTS_MAX);
  const starts = events.map((e) => Date.parse(String(e.startDate)));
  // Every one of the 20 to come, and the 40 most recent past nights, in date order.
  expect(starts.filter((t) => t >= now.getTime())).toHaveLength(20);
  expect(Math.min(...starts)).toBe(Date.parse(day(-40)));
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
});
