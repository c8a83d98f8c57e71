import type { EntityManager } from "typeorm";

const LABELS: [string, string][] = [
  ["step_free", "Step-free access"],
  ["wheelchair_spaces", "Wheelchair spaces"],
  ["hearing_loop", "Hearing loop"],
  ["accessible_toilets", "Accessible toilets"],
  ["parking", "Parking"],
  ["public_transport", "Public transport"],
  ["access_notes", "Access notes"],
];

/** What an e-ticket email says of its venue. */
export interface VenueAccess {
  name: string;
  address: string;
  access: string[];
}

/** A venue's name, address and access information in lines for an email ('Hearing loop: in the main hall'). */
export async function venueAccessLines(manager: EntityManager, venueId: string): Promise<VenueAccess | null> {
  const [venue] = (await manager.query(`SELECT * FROM venue WHERE id::text = $1`, [venueId])) as Record<string, string>[];
  if (!venue) return null;
  return { name: venue.name, address: venue.address, access: LABELS.flatMap(([column, label]) => (venue[column]?.trim() ? [`${label}: ${venue[column].trim()}`] : [])) };
}
