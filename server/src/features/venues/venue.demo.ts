import type { EntityManager } from "typeorm";
import type { StoredSeatPlan, StoredSeat } from "@theatre/common/seat-plan";
import { recordVenues } from "./venue.service";
import { Venue } from "./venue.entity";

type Access = Pick<Venue, "stepFree" | "wheelchairSpaces" | "hearingLoop" | "accessibleToilets" | "parking" | "publicTransport" | "accessNotes" | "seatPlan">;

const PILLAR = "A pillar hides part of stage left";

/** The Playroom's plan: rows A to F of ten seats with a centre aisle (60 seats); row F's two left seats have a restricted view. */
function playroomPlan(): StoredSeatPlan {
  const seat = (number: number, restricted: boolean): StoredSeat => ({ number: String(number), kind: restricted ? "restricted" : "standard", note: restricted ? PILLAR : null, companionFor: null });
  const gap: StoredSeat = { number: null, kind: "gap", note: null, companionFor: null };
  const rows = ["A", "B", "C", "D", "E", "F"].map((label) => ({
    label,
    seats: [1, 2, 3, 4, 5].map((n) => seat(n, label === "F" && n <= 2)).concat(gap, [6, 7, 8, 9, 10].map((n) => seat(n, false))),
  }));
  return { sections: [{ name: "Auditorium", rows }] };
}

/** The demo's venues; the ADC Theatre and the Mumford Theatre with full access information, the Corpus Playroom with a seat plan. */
const VENUES: (Pick<Venue, "name" | "address" | "maplink"> & Partial<Access>)[] = [
  {
    name: "ADC Theatre",
    address: "Park Street, Cambridge CB5 8AS",
    maplink: "https://www.openstreetmap.org/search?query=ADC%20Theatre%2C%20Park%20Street%2C%20Cambridge",
    stepFree: "Level access from Park Street through the main doors to the foyer, bar and auditorium; the lift to the bar is beside the box office.",
    wheelchairSpaces: "Two wheelchair spaces in row A, each with a companion seat. Book them with the box office by phone or at the counter, saying you need a wheelchair space.",
    hearingLoop: "Infrared assisted listening in the auditorium: ask at the box office for a headset or a neck loop.",
    accessibleToilets: "An accessible toilet on the ground floor, beside the foyer.",
    parking: "Two Blue Badge bays on Park Street; Park Street car park (multi-storey) is 100 metres away.",
    publicTransport: "Buses to Jesus Lane and Bridge Street (5 minutes' walk); Cambridge station is 25 minutes' walk or a bus ride away. Cycle racks outside.",
    accessNotes: "Assistance dogs are welcome. Large-print programmes are available on request at the box office.",
  },
  {
    name: "Mumford Theatre",
    address: "East Road, Cambridge CB1 1PT",
    maplink: "https://www.openstreetmap.org/search?query=Mumford%20Theatre%2C%20East%20Road%2C%20Cambridge",
    stepFree: "Step-free from the East Road entrance, with a ramp at the side door; a lift serves every floor of the building.",
    wheelchairSpaces: "Four wheelchair spaces at the end of rows C and D. Book them online (choose 'wheelchair space') or through the box office.",
    hearingLoop: "An induction loop covers the whole auditorium: set your hearing aid to T.",
    accessibleToilets: "Accessible toilets on the ground floor and on the first floor, next to the lift.",
    parking: "Blue Badge bays in the university car park off East Road (free after 6pm); Grafton car park is a 5-minute walk.",
    publicTransport: "Buses stop on East Road outside the theatre; Cambridge station is 15 minutes' walk away.",
    accessNotes: "A quiet room is available during relaxed performances. Assistance dogs are welcome.",
  },
  {
    name: "Corpus Playroom",
    address: "St Edward's Passage, Cambridge CB2 3PJ",
    maplink: "https://www.openstreetmap.org/search?query=Corpus%20Playroom%2C%20Cambridge",
    stepFree: "The auditorium is up a flight of stairs; there is no lift.",
    publicTransport: "A short walk from the Market Square bus stops.",
    seatPlan: playroomPlan(),
  },
  {
    name: "Fellows' Garden, Christ's College",
    address: "St Andrew's Street, Cambridge CB2 3BU",
    maplink: "https://www.openstreetmap.org/search?query=Christ%27s%20College%2C%20Cambridge",
    stepFree: "Level paths from the college's main gate to the garden; the lawn can be soft after rain.",
  },
];

/**
 * The demo's venues with their access information. A venue already there (the migration made one
 * from an older install's plays) is filled in where it says nothing; what an editor wrote stays.
 */
export async function seedVenues(manager: EntityManager): Promise<void> {
  const venues = manager.getRepository(Venue);
  for (const { name, address, maplink, ...access } of VENUES) {
    const [record] = await recordVenues(manager, [{ id: "", name, address, maplink }], { create: true });
    const blanks = Object.fromEntries(Object.entries(access).filter(([key]) => !record[key as keyof Access]));
    if (Object.keys(blanks).length > 0) await venues.update({ id: record.id }, blanks);
  }
}
