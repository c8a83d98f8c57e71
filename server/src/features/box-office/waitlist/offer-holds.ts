import type { EntityManager } from "typeorm";
import { endHolds } from "../holds.service";

/** Tickets and seats given back by ending holds: announced with HoldService.announceAll once committed. */
export type EndedHolds = Awaited<ReturnType<typeof endHolds>>;

/**
 * Ends offers' holds at once, in the caller's transaction (someone leaves the waitlist, a
 * performance is cancelled): the holds still there are deleted, their tickets and seats given back.
 * Answers what was given back and the holds this call ended (one another call ended first is not).
 */
export async function endOfferHolds(manager: EntityManager, holdIds: string[]): Promise<{ ended: EndedHolds; holdIds: string[] }> {
  if (!holdIds.length) return { ended: { changes: [], seats: new Map() }, holdIds: [] };
  const [held] = (await manager.query(`DELETE FROM ticket_hold WHERE id = ANY($1::uuid[]) RETURNING id, performance_id, quantity`, [holdIds])) as [{ id: string; performance_id: string; quantity: number }[], number];
  return { ended: await endHolds(manager, held), holdIds: held.map((h) => h.id) };
}
