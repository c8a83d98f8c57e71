import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { PerformanceStatus, type StoredPerformance } from "../plays/performance.types";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { PaymentMethod, type StoredSales } from "./sales.types";

/** Selling settings for tests: on sale now, a Full and a Concession ticket, paid at the door. */
export function salesFixture(overrides: Partial<StoredSales> = {}): StoredSales {
  return {
    capacity: 150,
    ticketTypes: [
      { name: "Full", pricePence: 1200, note: null },
      { name: "Concession", pricePence: 800, note: "Students and over 65s" },
    ],
    onSaleFrom: null,
    onSaleUntil: null,
    holdMinutes: 10,
    maxPerOrder: 8,
    payment: PaymentMethod.door,
    cancelUntilHours: 24,
    ...overrides,
  };
}

/** A published play with one performance sold on the site, `days` from now; answers the performance's id. */
export async function soldPlay(db: DataSource, slug: string, sales: Partial<StoredSales> = {}, performance: Partial<StoredPerformance> = {}, days = 30): Promise<{ playId: string; performanceId: string; venueId: string }> {
  const venueId = randomUUID();
  const id = randomUUID();
  const [play] = await insertPlays(db, [
    playFixture({
      slug,
      title: slug.replace(/-/g, " "),
      venues: [{ id: venueId, name: `Hall for ${slug}`, address: "1 Fen Street, Cambridge", maplink: "" }],
      performances: [
        {
          id,
          startsAt: new Date(Date.now() + days * 86_400_000).toISOString(),
          status: PerformanceStatus.onsale,
          access: [],
          venueId,
          bookingLink: null,
          note: null,
          postponedTo: null,
          sequence: 0,
          sales: salesFixture(sales),
          ...performance,
        },
      ],
    }),
  ]);
  return { playId: play.id, performanceId: id, venueId };
}
