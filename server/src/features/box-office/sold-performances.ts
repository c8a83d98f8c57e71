import type { DataSource, EntityManager } from "typeorm";
import { onEvents, type CoreTopics, type PubSub } from "../../core/pubsub";
import { soldPerformance, type SoldPerformance } from "./sold-performance";
import { venueAccessLines, type VenueAccess } from "./venue-access";

/** How long what is kept is trusted without a CONTENT_CHANGED (an event lost in an outage). */
const TRUSTED_MS = 5_000;
/** Entries kept at most in each map: sold performances and their venues are few; past this the lot is dropped and read again. */
const MOST_KEPT = 500;

interface Entry<T> {
  read: Promise<T | null>;
  at: number;
  /** Read through the pool (not a transaction's own connection), and not yet answered. */
  pendingOnPool: boolean;
}
type Kept<T> = Map<string, Entry<T>>;

/**
 * Performances sold on the site as published, and their venues' access lines (what an e-ticket
 * email says), kept in memory for holds, counts and orders: in an on-sale rush every ask would
 * otherwise read its play's performances again. A saved play or venue announces CONTENT_CHANGED
 * on every instance, which drops them all, so an editor's change (capacity, a cancellation, the
 * on-sale times) holds for the next ask; should that event be lost, an entry is read again within
 * TRUSTED_MS. Only entries found are kept, so made-up ids fill nothing.
 */
export class SoldPerformances {
  private readonly performances: Kept<SoldPerformance> = new Map();
  private readonly venues: Kept<VenueAccess> = new Map();
  readonly stop: () => Promise<void>;

  constructor(
    private readonly db: DataSource,
    events: PubSub<CoreTopics>,
    private readonly now: () => number = Date.now,
  ) {
    const forget = () => {
      this.performances.clear();
      this.venues.clear();
    };
    this.stop = onEvents(events, "CONTENT_CHANGED", forget, forget);
  }

  /**
   * A published performance sold on the site by id (null: none); the answer is shared, never to be
   * changed. Inside a transaction, pass its `manager`: see `kept`.
   */
  get(performanceId: string, manager?: EntityManager): Promise<SoldPerformance | null> {
    const key = String(performanceId).toLowerCase();
    return this.kept(this.performances, key, manager, (reader) => soldPerformance(reader, key));
  }

  /** A venue's name, address and access lines (null: no such venue), read as `get` reads. */
  venue(venueId: string, manager?: EntityManager): Promise<VenueAccess | null> {
    return this.kept(this.venues, venueId, manager, (reader) => venueAccessLines(reader, venueId));
  }

  /**
   * The kept answer, else a fresh read, kept. A transaction (`manager`) reads through its own
   * connection and never waits for a read still waiting on the pool: with every connection held
   * by transactions waiting so, the pool would have none left to answer it.
   */
  private kept<T>(map: Kept<T>, key: string, manager: EntityManager | undefined, read: (reader: EntityManager) => Promise<T | null>): Promise<T | null> {
    const kept = map.get(key);
    if (kept && this.now() - kept.at < TRUSTED_MS && !(manager && kept.pendingOnPool)) return kept.read;
    if (map.size >= MOST_KEPT) map.clear();
    // Kept before the statement is sent, so that a change announced meanwhile drops it too.
    const entry: Entry<T> = { read: read(manager ?? this.db.manager), at: this.now(), pendingOnPool: !manager };
    map.set(key, entry);
    const drop = () => map.get(key) === entry && map.delete(key);
    void entry.read.then((found) => found ?? drop(), drop).finally(() => (entry.pendingOnPool = false));
    return entry.read;
  }
}
