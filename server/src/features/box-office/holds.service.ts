import type Redis from "ioredis";
import type { DataSource, EntityManager } from "typeorm";
import { AppError, badInput } from "../../core/errors";
import type { Jobs } from "../../core/jobs";
import { newLinkToken, tokenDigest } from "../../core/link-tokens";
import type { PubSub } from "../../core/pubsub";
import { addressKey, RateLimit } from "../../core/rate-limit";
import { throttle } from "../../core/throttle";
import { isUuid } from "../../core/validation";
import { PerformanceStatus } from "../plays/performance.types";
import { ticketStatus } from "../plays/performance.service";
import type { BoxOfficeTopics } from "./box-office.events";
import { Availability, Hold } from "./box-office.types";
import { PaymentMethod } from "./sales.types";
import { soldPerformance, type SoldPerformance } from "./sold-performance";
import type { CoreTopics } from "../../core/pubsub";

/** The job that gives expired holds' tickets back (at each expiry, and every minute). */
export const EXPIRE_HOLDS = "expire-holds";

/** Stripe Checkout sessions last at least 30 minutes: a hold for online payment lasts as long. */
export const CHECKOUT_MINUTES = 30;

export interface HoldSettings {
  /** Holds one client address may ask for a minute (HOLDS_PER_MINUTE, 20 unless set). */
  holdsPerMinute?: number;
  /** Holds one client address may have at once (LIVE_HOLDS_PER_ADDRESS, 2 unless set; 0: no limit). */
  liveHoldsPerAddress?: number;
  redis?: Redis;
  clock?: () => Date;
  /** Told, once the change is announced, of performances whose tickets came back (the waitlist offers them). */
  ticketsReturned?: (performanceIds: string[]) => Promise<void>;
}

/**
 * Pages are read again for a performance's status at most this often, with one more at the end,
 * so holds and releases at the line cannot empty every cache again and again in an on-sale rush.
 */
const STATUS_PAGES_MS = 5000;

/**
 * Watchers hear a performance's count at most this often (always its latest). In an on-sale rush
 * hundreds of changes a second, each sent to hundreds of watchers, would cost more than the sales.
 */
const ANNOUNCE_MS = 100;

export type BoxOfficeEvents = PubSub<BoxOfficeTopics & CoreTopics>;

/** Tickets taken from or given back to a performance, as the counter says after the change. */
interface Change {
  performanceId: string;
  /** The counter before and after. */
  before: number;
  after: number;
}

/**
 * A hold in one statement: the counter raised by a conditional update under its row lock (the
 * database decides) and the hold written, or neither. $1 performance, $2 quantity, $3 capacity,
 * $4 token digest, $5 address, $6 expiry, $7 live holds an address may have (0: no limit), $8 now.
 * A refusal takes no lock when the count as last committed already refuses (most asks in an
 * on-sale rush). A hold is not worth a wait for the disk: committed without waiting for the
 * write-ahead log's flush, the counter goes to the next buyer sooner; should the database crash
 * within that fraction of a second, the hold is lost with its count and nothing is oversold.
 * Answers the hold's id and the counter after (null: refused), the counter as the statement first
 * saw it (null: the performance has no counter yet) and the address's live holds (with a limit).
 */
const HOLD_SQL = `
  WITH live AS (
    SELECT count(*)::int AS holds FROM ticket_hold WHERE $7::int > 0 AND address_key = $5 AND expires_at > $8
  ), stock AS (
    UPDATE ticket_stock SET taken = taken + $2
     WHERE performance_id = $1 AND taken + $2 <= $3
       AND ($7::int = 0 OR (SELECT holds FROM live) < $7::int)
       AND set_config('synchronous_commit', 'off', true) = 'off'
     RETURNING taken
  ), hold AS (
    INSERT INTO ticket_hold (performance_id, token_hash, quantity, address_key, expires_at)
    SELECT $1, $4, $2, $5, $6 FROM stock RETURNING id
  )
  SELECT (SELECT id FROM hold) AS id, (SELECT taken FROM stock) AS taken,
         (SELECT taken FROM ticket_stock WHERE performance_id = $1) AS seen, (SELECT holds FROM live) AS live`;

interface HoldOutcome {
  id: string | null;
  taken: number | null;
  seen: number | null;
  live: number;
}

export const soldOut = (remaining: number) =>
  new AppError("SOLD_OUT", remaining === 0 ? "Sold out: there are no tickets left" : `Not enough tickets left: only ${remaining} left`);
export const notOnSale = (message: string) => new AppError("NOT_ON_SALE", message);

/**
 * Holds: tickets put aside for a buyer while they give their details. One counter per performance
 * (`ticket_stock.taken`: held and sold together) is raised only by a conditional update, under its
 * row lock, so however many buyers race on however many instances, the database decides and never
 * oversells. A hold gives its tickets back when it expires (a job at its expiry, and a sweep every
 * minute), is released, or is cancelled as an order; it keeps them when it becomes an order.
 * Every change is announced after it commits (`availabilityChanged`).
 */
export class HoldService {
  private readonly perMinute: RateLimit;
  private readonly liveLimit: number;
  private readonly clock: () => Date;
  /** The expiry job last asked for (its second). */
  private lastExpiryJob: string | undefined;
  /** Each announcement's fresh count, read once for all its watchers (see `current`). */
  private readonly reads = new WeakMap<Availability, Promise<Availability>>();
  /** Pages show a performance's status (few left, sold out): they are read again when it moves. */
  private readonly statusMoved = throttle<void>(STATUS_PAGES_MS, () => this.events.publish("CONTENT_CHANGED"));
  /** Each performance's announcements, throttled apart. */
  private readonly announcers = new Map<string, (availability: Availability) => void>();
  private readonly ticketsReturned: HoldSettings["ticketsReturned"];

  constructor(
    private readonly db: DataSource,
    private readonly events: BoxOfficeEvents,
    private readonly jobs: Jobs,
    settings: HoldSettings = {},
  ) {
    this.perMinute = new RateLimit("Too many holds from your address", settings.holdsPerMinute ?? 20, 60, settings.redis);
    this.liveLimit = settings.liveHoldsPerAddress ?? 2;
    this.clock = settings.clock ?? (() => new Date());
    this.ticketsReturned = settings.ticketsReturned;
  }

  /** How many tickets a performance sold on the site has left; NOT_FOUND when it is not sold here. */
  async availability(performanceId: string): Promise<Availability> {
    const performance = await soldPerformance(this.db.manager, performanceId);
    if (!performance) throw new AppError("NOT_FOUND", "No performance sold on this site has that id");
    const [row] = (await this.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performance.id])) as { taken: number }[];
    return availabilityOf(performance, row?.taken ?? 0);
  }

  /**
   * What a watcher is sent for an announced change: the count as it is now, read once per
   * announcement (every watcher on this instance shares the read). Changes are announced after
   * their commits, but not necessarily in their order (a release reads its performance before
   * announcing; a hold does not): sending each announcement's own count could leave watchers on
   * a stale one. Read after the last change's announcement, the last count sent is the true one.
   */
  current(announced: Availability): Promise<Availability> {
    let read = this.reads.get(announced);
    if (!read) {
      read = this.availability(announced.performanceId).catch(() => announced);
      this.reads.set(announced, read);
    }
    return read;
  }

  /** A performance sold on the site, published, with its play's title: the booking page's (null: its not-found page). */
  static async bookable(manager: EntityManager, performanceId: string): Promise<{ id: string; playTitle: string } | null> {
    const performance = await soldPerformance(manager, performanceId);
    return performance && { id: performance.id, playTitle: performance.playTitle };
  }

  /** The slug of the published play a performance sold on the site belongs to; NOT_FOUND when there is none (the booking page). */
  async playSlugOf(performanceId: string): Promise<string> {
    const performance = await soldPerformance(this.db.manager, performanceId);
    if (!performance) throw new AppError("NOT_FOUND", "No performance sold on this site has that id");
    return performance.playSlug;
  }

  /** Holds `quantity` tickets for a buyer at `clientAddress`, or fails with SOLD_OUT, NOT_ON_SALE, BAD_USER_INPUT or RATE_LIMITED. */
  async hold(performanceId: string, quantity: number, clientAddress: string | undefined): Promise<Hold> {
    const performance = await soldPerformance(this.db.manager, performanceId);
    if (!performance) throw badInput("performanceId", "performanceId names no performance sold on this site");
    const { sales } = performance;
    if (!Number.isInteger(quantity) || quantity < 1) throw badInput("quantity", "quantity must be a whole number, at least 1");
    if (quantity > sales.maxPerOrder) throw badInput("quantity", `quantity must be at most ${sales.maxPerOrder}: the most tickets one order may have`);
    this.assertOnSale(performance);
    const address = addressKey(clientAddress);
    await this.perMinute.consume(address);
    const now = this.clock();
    const minutes = sales.payment === PaymentMethod.online ? Math.max(sales.holdMinutes, CHECKOUT_MINUTES) : sales.holdMinutes;
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    const token = newLinkToken();
    const params = [performance.id, quantity, sales.capacity, tokenDigest(token), address, expiresAt, this.liveLimit, now];
    let outcome = await this.takeForHold(address, params);
    if (outcome.seen === null) {
      // The performance's first hold: its counter is made, then asked again.
      await this.db.query(`INSERT INTO ticket_stock (performance_id, play_id) VALUES ($1, $2) ON CONFLICT (performance_id) DO NOTHING`, [performance.id, performance.playId]);
      outcome = await this.takeForHold(address, params);
    }
    if (!outcome.id) {
      if (this.liveLimit > 0 && outcome.live! >= this.liveLimit) throw new AppError("RATE_LIMITED", `You already have ${outcome.live} holds: book or release them before holding more`);
      let remaining = sales.capacity - outcome.seen!;
      // The count seen was read before the buyers ahead in the queue for the counter committed.
      if (remaining >= quantity) remaining = sales.capacity - (await this.takenOf(performance.id));
      throw soldOut(Math.max(0, remaining));
    }
    const result = { id: outcome.id, change: { performanceId: performance.id, before: outcome.taken! - quantity, after: outcome.taken! } };
    this.announce(performance, result.change);
    // Holds made in one second expire in one job: asked for once per second here, not per hold.
    const expiry = expiresAt.toISOString().slice(0, 19);
    if (expiry !== this.lastExpiryJob) {
      this.lastExpiryJob = expiry;
      await this.jobs.at(EXPIRE_HOLDS, expiresAt, expiry);
    }
    return Object.assign(new Hold(), { id: result.id, token, expiresAt, quantity });
  }

  /**
   * The hold's one statement (HOLD_SQL) on its own, a transaction of its own: the counter's row
   * lock lasts one statement. With a limit of live holds per address, that address's holds are
   * counted one at a time (an advisory lock taken first), so a burst cannot pass the limit together.
   */
  private async takeForHold(address: string, params: unknown[]): Promise<HoldOutcome> {
    if (this.liveLimit === 0) return ((await this.db.query(HOLD_SQL, params)) as HoldOutcome[])[0];
    return this.db.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('ticket-hold:' || $1, 0))`, [address]);
      return ((await manager.query(HOLD_SQL, params)) as HoldOutcome[])[0];
    });
  }

  private async takenOf(performanceId: string): Promise<number> {
    const [row] = (await this.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId])) as { taken: number }[];
    return row?.taken ?? 0;
  }

  /** A live hold by its id and token; null once it has ended (or for another token). */
  async find(holdId: string, token: string): Promise<Hold | null> {
    if (!isUuid(holdId)) return null;
    const [row] = (await this.db.query(`SELECT id, quantity, expires_at FROM ticket_hold WHERE id = $1 AND token_hash = $2 AND expires_at > $3`, [holdId.toLowerCase(), tokenDigest(String(token)), this.clock()])) as { id: string; quantity: number; expires_at: Date }[];
    return row ? Object.assign(new Hold(), { id: row.id, token, expiresAt: row.expires_at, quantity: row.quantity }) : null;
  }

  /** Gives a hold's tickets back at once; false when there is no such live hold (gone already, or not this token's). */
  async release(holdId: string, token: string): Promise<boolean> {
    if (!isUuid(holdId)) return false;
    const gone = await this.db.transaction(async (manager) => {
      const [rows] = (await manager.query(`DELETE FROM ticket_hold WHERE id = $1 AND token_hash = $2 RETURNING performance_id, quantity`, [holdId.toLowerCase(), tokenDigest(String(token))])) as [{ performance_id: string; quantity: number }[], number];
      return giveBack(manager, rows.map((r) => ({ performanceId: r.performance_id, quantity: r.quantity })));
    });
    await this.announceAll(gone);
    return gone.length > 0;
  }

  /** Gives back the tickets of every hold expired by now; answers how many holds. Safe on every instance at once: each row is deleted once. */
  async expireDue(): Promise<number> {
    const { count, changes } = await this.db.transaction(async (manager) => {
      const [rows] = (await manager.query(`DELETE FROM ticket_hold WHERE expires_at <= $1 RETURNING performance_id, quantity`, [this.clock()])) as [{ performance_id: string; quantity: number }[], number];
      return { count: rows.length, changes: await giveBack(manager, rows.map((r) => ({ performanceId: r.performance_id, quantity: r.quantity }))) };
    });
    await this.announceAll(changes);
    return count;
  }

  /** NOT_ON_SALE unless the performance is on sale now. */
  assertOnSale(performance: SoldPerformance): void {
    const now = this.clock().getTime();
    const { sales } = performance;
    if (performance.status === PerformanceStatus.cancelled) throw notOnSale("This performance is cancelled");
    if (performance.status === PerformanceStatus.postponed) throw notOnSale("This performance is postponed: tickets are not on sale");
    if (sales.onSaleFrom && now < new Date(sales.onSaleFrom).getTime()) throw notOnSale("Tickets are not on sale yet");
    if (now >= new Date(sales.onSaleUntil ?? performance.startsAt).getTime()) throw notOnSale("Tickets are no longer on sale");
  }

  /** Says a change of a performance's tickets to every instance's subscribers, and to caches when its status moved. */
  announce(performance: SoldPerformance, change: Change): void {
    const capacity = performance.sales.capacity;
    const was = ticketStatus(performance.status, Math.max(0, capacity - change.before), capacity);
    const availability = availabilityOf(performance, change.after);
    let announcer = this.announcers.get(performance.id);
    if (!announcer) {
      announcer = throttle(ANNOUNCE_MS, (latest: Availability) => this.events.publish("AVAILABILITY_CHANGED", latest));
      this.announcers.set(performance.id, announcer);
    }
    announcer(availability);
    if (was !== availability.status) this.statusMoved();
  }

  /** Announces changes of performances read again (an expiry or release may touch several), then offers tickets that came back to the waitlist. */
  async announceAll(changes: Change[]): Promise<void> {
    for (const change of changes) {
      const performance = await soldPerformance(this.db.manager, change.performanceId, { anyPlay: true });
      if (performance) this.announce(performance, change);
    }
    await this.ticketsReturned?.(changes.filter((c) => c.after < c.before).map((c) => c.performanceId));
  }
}

/** A performance's availability when `taken` of its tickets are held or sold. */
export function availabilityOf(performance: SoldPerformance, taken: number): Availability {
  const capacity = performance.sales.capacity;
  const remaining = Math.max(0, capacity - taken);
  return Object.assign(new Availability(), { performanceId: performance.id, remaining, capacity, status: ticketStatus(performance.status, remaining, capacity) });
}

/**
 * Takes `quantity` tickets of a performance if that many are left: one conditional update under
 * the counter's row lock (the database decides). Answers the change, or how many are left.
 */
export async function take(manager: EntityManager, performance: SoldPerformance, quantity: number): Promise<Change | { remaining: number }> {
  // Refusing needs no lock: when the count as last committed already leaves too few, the answer
  // is SOLD_OUT at once, without queueing behind the buyers holding the counter's lock (in an
  // on-sale rush, most asks). Granting is always the conditional update's decision.
  const [seen] = (await manager.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performance.id])) as { taken: number }[];
  if (seen && seen.taken + quantity > performance.sales.capacity) return { remaining: Math.max(0, performance.sales.capacity - seen.taken) };
  if (!seen) await manager.query(`INSERT INTO ticket_stock (performance_id, play_id) VALUES ($1, $2) ON CONFLICT (performance_id) DO NOTHING`, [performance.id, performance.playId]);
  const [rows] = (await manager.query(
    `UPDATE ticket_stock SET taken = taken + $2 WHERE performance_id = $1 AND taken + $2 <= $3 RETURNING taken`,
    [performance.id, quantity, performance.sales.capacity],
  )) as [{ taken: number }[], number];
  if (rows.length) return { performanceId: performance.id, before: rows[0].taken - quantity, after: rows[0].taken };
  const [{ taken }] = (await manager.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performance.id])) as { taken: number }[];
  return { remaining: Math.max(0, performance.sales.capacity - taken) };
}

/** Gives tickets back to their performances (several returns to one are added up first). */
export async function giveBack(manager: EntityManager, returns: { performanceId: string; quantity: number }[]): Promise<Change[]> {
  const totals = new Map<string, number>();
  for (const r of returns) totals.set(r.performanceId, (totals.get(r.performanceId) ?? 0) + r.quantity);
  const changes: Change[] = [];
  for (const [performanceId, quantity] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    const [rows] = (await manager.query(`UPDATE ticket_stock SET taken = greatest(taken - $2, 0) WHERE performance_id = $1 RETURNING taken`, [performanceId, quantity])) as [{ taken: number }[], number];
    if (rows.length) changes.push({ performanceId, before: rows[0].taken + quantity, after: rows[0].taken });
  }
  return changes;
}
