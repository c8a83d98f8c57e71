import type { DoorScanInput, SyncDoorScansMutation } from "../../../gql/graphql";
import { fieldErrors } from "../../../lib/errors";
import type { DoorStore, QueuedScan } from "./door-store";

/** The most scans one call sends (the server's limit: syncDoorScans). */
export const SCANS_PER_CALL = 500;

export type Answer = SyncDoorScansMutation["syncDoorScans"][number];
export type Send = (scans: DoorScanInput[]) => Promise<Answer[]>;

/** A scan sent: what the server answered, or the rule it broke (it is not sent again). */
export type Sent = { scan: QueuedScan; answer: Answer } | { scan: QueuedScan; refused: string };

/**
 * Sends a door's scans admitted offline, oldest first, in calls of at most SCANS_PER_CALL; each
 * leaves the queue once the server has answered for it. A scan the server refuses (a field error
 * naming it: a clock far out) is taken out with its reason, and the rest sent again, so one bad
 * scan never holds the others back. Anything else (no connection, signed out) stops the sending
 * and leaves what is unsent in the queue.
 */
export async function sendQueued(store: DoorStore, performanceId: string, send: Send): Promise<Sent[]> {
  const done: Sent[] = [];
  let queued = await store.queued(performanceId);
  while (queued.length > 0) {
    const batch = queued.slice(0, SCANS_PER_CALL);
    try {
      const answers = await send(batch.map((s) => ({ ticketId: s.ticketId, scannedAt: s.scannedAt, deviceId: s.deviceId, admittedOffline: true })));
      await store.dequeue(batch.map((s) => s.key!));
      batch.forEach((scan, i) => done.push({ scan, answer: answers[i] }));
      queued = queued.slice(batch.length);
    } catch (error) {
      const refused = refusedScans(error, batch);
      if (refused.length === 0) throw Object.assign(error as object, { sent: done });
      await store.dequeue(refused.map((r) => r.scan.key!));
      done.push(...refused);
      const out = new Set(refused.map((r) => r.scan));
      queued = queued.filter((s) => !out.has(s));
    }
  }
  return done;
}

/** The scans a refusal names (`scans[3].scannedAt`), each with the server's reason. */
function refusedScans(error: unknown, batch: QueuedScan[]): { scan: QueuedScan; refused: string }[] {
  const reasons = new Map<number, string[]>();
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const index = /^scans\[(\d+)\]/.exec(path)?.[1];
    if (index !== undefined && batch[Number(index)]) reasons.set(Number(index), [...(reasons.get(Number(index)) ?? []), message]);
  }
  return [...reasons].map(([i, messages]) => ({ scan: batch[i], refused: messages.join("; ") }));
}
