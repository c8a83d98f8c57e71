import type { DataSource } from "typeorm";
import { onEvents, type CoreTopics, type PubSub } from "../../core/pubsub";
import { soldPerformance, type SoldPerformance } from "./sold-performance";

/** How long a performance's settings are trusted without a CONTENT_CHANGED (an event lost in an outage). */
const TRUSTED_MS = 5_000;
/** Performances kept at most: sold ones are few; past this the lot is dropped and read again. */
const MOST_KEPT = 500;

/**
 * Performances sold on the site as published, kept in memory for holds and counts: in an on-sale
 * rush every ask would otherwise read its play's performances again. A saved play announces
 * CONTENT_CHANGED on every instance, which drops them all, so an editor's change (capacity, a
 * cancellation, the on-sale times) holds for the next ask; should that event be lost, a performance
 * is read again within TRUSTED_MS. Only performances found are kept, so made-up ids fill nothing.
 */
export class SoldPerformances {
  private readonly known = new Map<string, { read: Promise<SoldPerformance | null>; at: number }>();
  readonly stop: () => Promise<void>;

  constructor(
    private readonly db: DataSource,
    events: PubSub<CoreTopics>,
    private readonly now: () => number = Date.now,
  ) {
    const forget = () => this.known.clear();
    this.stop = onEvents(events, "CONTENT_CHANGED", forget, forget);
  }

  /** A published performance sold on the site by id (null: none); the answer is shared, never to be changed. */
  get(performanceId: string): Promise<SoldPerformance | null> {
    const key = String(performanceId).toLowerCase();
    const kept = this.known.get(key);
    if (kept && this.now() - kept.at < TRUSTED_MS) return kept.read;
    if (this.known.size >= MOST_KEPT) this.known.clear();
    // Kept before the statement is sent, so that a change announced meanwhile drops it too.
    const entry = { read: soldPerformance(this.db.manager, key), at: this.now() };
    this.known.set(key, entry);
    const drop = () => this.known.get(key) === entry && this.known.delete(key);
    entry.read.then((found) => found ?? drop(), drop);
    return entry.read;
  }
}
