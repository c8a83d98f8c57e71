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

test("a performance sold here offers its ticket types at their prices, booked on the site, and its availability follows its tickets", () => {
  const sales = { capacity: 10, ticketTypes: [{ name: "Full", pricePence: 1250, note: null }, { name: "Concession", pricePence: 800, note: null }], onSaleFrom: null, onSaleUntil: null, holdMinutes: 10, maxPerOrder: 8, payment: "door", cancelUntilHours: 24 };
  const performances = [{ id: "p1", startsAt: day(3), status: "onsale", access: [], venueId: "v", bookingLink: "https://elsewhere.example", note: null, postponedTo: null, sequence: 0, sales }];
  const play = { id: "x", slug: "sold-here", title: "Sold Here", blurb: "", mainimage: "", buylink: "", prices: [], dates: { startdate: null, displayedText: [] }, performances, venueIds: [], venueRecords: [], runningTime: null, intervals: null, ticketsTaken: { p1: 10 } } as unknown as Play;
  const [event] = theaterEvents(play, "Sold here.", { name: "Fen Street Players", publicUrl: "https://theatre.example" }, now);
  expect(event.offers).toEqual([
    { "@type": "Offer", name: "Full", price: "12.50", priceCurrency: "GBP", url: "https://theatre.example/book/p1", availability: "https://schema.org/SoldOut" },
    { "@type": "Offer", name: "Concession", price: "8.00", priceCurrency: "GBP", url: "https://theatre.example/book/p1", availability: "https://schema.org/SoldOut" },
  ]);
});

test("a performance sold on the site offers its own ticket types, on its booking page, from when they go on sale", () => {
  const sales = { capacity: 50, ticketTypes: [{ name: "Full", pricePence: 1250, note: null }, { name: "Concession", pricePence: 800, note: null }], onSaleFrom: "2026-12-01T10:00:00.000Z", onSaleUntil: null, holdMinutes: 10, maxPerOrder: 8, payment: "door", cancelUntilHours: 24 };
  const performances = [
    { id: "sold-here", startsAt: day(10), status: "onsale", access: [], venueId: "v", bookingLink: "https://tickets.example.org/x", note: null, postponedTo: null, sequence: 0, sales },
    { id: "elsewhere", startsAt: day(11), status: "onsale", access: [], venueId: "v", bookingLink: "https://tickets.example.org/y", note: null, postponedTo: null, sequence: 0 },
  ];
  const play = { id: "x", slug: "sold", title: "Sold", blurb: "", mainimage: "", buylink: "", prices: [{ title: "Full price", price: 12 }], dates: { startdate: null, displayedText: [] }, performances, venueIds: [], venueRecords: [], runningTime: null, intervals: null } as unknown as Play;
  const [here, there] = theaterEvents(play, "Sold here.", { name: "Fen Street Players", publicUrl: "https://theatre.example" }, now);
  expect(here.offers).toEqual([
    { "@type": "Offer", name: "Full", price: "12.50", priceCurrency: "GBP", url: "https://theatre.example/book/sold-here", availability: "https://schema.org/InStock", validFrom: "2026-12-01T10:00:00+00:00" },
    { "@type": "Offer", name: "Concession", price: "8.00", priceCurrency: "GBP", url: "https://theatre.example/book/sold-here", availability: "https://schema.org/InStock", validFrom: "2026-12-01T10:00:00+00:00" },
  ]);
  expect(there.offers).toEqual([{ "@type": "Offer", name: "Full price", price: "12.00", priceCurrency: "GBP", url: "https://tickets.example.org/y", availability: "https://schema.org/InStock" }]);
});
