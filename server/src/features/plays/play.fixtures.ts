import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { PlayStatus } from "./play-status.types";
import { Play } from "./play.entity";

/** Named test plays: a play with every sub-object filled, overridable field by field. */
export function playFixture(overrides: Partial<Play> & { slug: string }): Partial<Play> {
  const startdate = overrides.dates?.startdate ?? "2027-03-01T19:30:00.000Z";
  return {
    title: overrides.slug.replace(/-/g, " "),
    mainimage: "/images/plays/x/mainimage0.jpg",
    blurb: "<p>A blurb long enough to read.</p>",
    blurbExcerpt: "An excerpt",
    message: "",
    buylink: "https://tickets.example.org/",
    status: [PlayStatus.previousproduction],
    auditionEmailRecipient: "director@example.org",
    dates: { startdate, displayedText: [{ title: "Evenings", description: "7.30pm", startdate }] },
    venues: [{ id: randomUUID(), name: "ADC Theatre", address: "Park Street, Cambridge", maplink: "https://maps.example.org/adc" }],
    prices: [{ id: randomUUID(), title: "Full", price: 12 }],
    images: [{ id: randomUUID(), photo: "/images/plays/x/photo0.jpg", caption: "A scene" }],
    videolinks: ["https://www.youtube.com/watch?v=abc"],
    reviews: [
      { id: randomUUID(), reviewer: "First Critic", text: "First review text." },
      { id: randomUUID(), reviewer: "Second Critic", text: "Second review text." },
    ],
    productionteam: { title: "Team", members: [{ order: 0, role: "Director", name: "Dee Rector" }] },
    castlist: { title: "Cast", members: [{ order: 0, charactername: "Hamlet", realname: "Ham Actor" }] },
    updatedBy: "Fixture",
    publishedAt: new Date("2026-11-01T10:00:00Z"),
    ...overrides,
  };
}

export async function insertPlays(db: DataSource, plays: Partial<Play>[]): Promise<Play[]> {
  const repository = db.getRepository(Play);
  return repository.save(plays.map((p) => repository.create(p)));
}

/** An ISO date `days` after 1 March 2027. */
export const day = (days: number) => new Date(Date.UTC(2027, 2, 1 + days, 19, 30)).toISOString();
