import type { DataSource, EntityManager } from "typeorm";
import { PerformanceStatus } from "../../plays/performance.types";
import { soldPerformance } from "../sold-performance";
import { endOfferHolds, type EndedHolds } from "./offer-holds";
import { closedEmail } from "./waitlist-email";

/** Queues one email in the caller's transaction, answering the message's id (OrderService.queue). */
type Queue = (manager: EntityManager, recipient: string, email: { subject: string; body: string }) => Promise<string>;

/** What closing a waitlist did: entries closed, emails queued (to announce once committed), tickets and seats given back (likewise). */
export interface Closed {
  closed: number;
  messages: string[];
  ended: EndedHolds;
}

/**
 * Performances (of `performanceIds`, or any) that are cancelled, as their plays now say, and still
 * have live entries (waiting, or offered): the waitlists to close.
 */
export async function cancelledWithWaitlist(db: DataSource, performanceIds?: string[]): Promise<string[]> {
  const rows = (await db.query(
    `SELECT DISTINCT w.performance_id FROM waitlist_entry w
      WHERE w.status IN ('waiting', 'offered') AND ($1::uuid[] IS NULL OR w.performance_id = ANY($1::uuid[]))
        AND EXISTS (SELECT 1 FROM play p CROSS JOIN LATERAL jsonb_array_elements(p.performances) perf
                     WHERE p.id = w.play_id AND perf->>'id' = w.performance_id::text AND perf->>'status' = $2)`,
    [performanceIds ?? null, PerformanceStatus.cancelled],
  )) as { performance_id: string }[];
  return rows.map((r) => r.performance_id);
}

/**
 * Closes a cancelled performance's waitlist, in the caller's transaction: every entry waiting, and
 * every one holding an offer not yet run out (its hold ends now: tickets and seats go back), becomes
 * `closed`, and each confirmed one is emailed once that the performance is cancelled (an address
 * never confirmed was promised nothing more). Only rows still live are closed, by conditional
 * statements, so two instances closing at once close (and email) each entry once. An offer whose
 * hold has run out already is left to lapse as usual. Nothing is done unless the performance is
 * still cancelled when the lock is held (it may have been put back meanwhile).
 *
 * Closed is for good: a performance put back on sale keeps its closed entries closed (they were
 * told they are off the list); those people may join again, as a closed entry is no live one.
 */
export async function closeWaitlist(manager: EntityManager, performanceId: string, queue: Queue, now: Date): Promise<Closed> {
  // The lock of the performance's offer rounds: no offer is being made meanwhile.
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('waitlist:' || $1, 0))`, [performanceId]);
  const performance = await soldPerformance(manager, performanceId, { anyPlay: true });
  if (performance?.status !== PerformanceStatus.cancelled) return { closed: 0, messages: [], ended: { changes: [], seats: new Map() } };
  // The offers' holds first, then the entries: the order in which placing an order on an offer takes
  // them, so the two never deadlock. (Leaving takes them the other way round; should the two ever
  // meet, PostgreSQL ends one, and closing is tried again by the job.)
  const held = (await manager.query(
    `SELECT h.id FROM waitlist_entry w JOIN ticket_hold h ON h.id = w.hold_id WHERE w.performance_id = $1 AND w.status = 'offered' AND h.expires_at > $2`,
    [performanceId, now],
  )) as { id: string }[];
  const { ended, holdIds } = await endOfferHolds(manager, held.map((h) => h.id));
  const [closed] = (await manager.query(
    `UPDATE waitlist_entry SET status = 'closed'
      WHERE performance_id = $1 AND (status = 'waiting' OR (status = 'offered' AND hold_id = ANY($2::uuid[])))
      RETURNING email, confirmed_at, hold_id`,
    [performanceId, holdIds],
  )) as [{ email: string; confirmed_at: Date | null; hold_id: string | null }[], number];
  const messages: string[] = [];
  for (const entry of closed) {
    if (!entry.confirmed_at) continue;
    messages.push(await queue(manager, entry.email, closedEmail({ playTitle: performance.playTitle, startsAt: performance.startsAt, offered: entry.hold_id !== null })));
  }
  return { closed: closed.length, messages, ended };
}
