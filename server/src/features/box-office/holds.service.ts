import type Redis from "ioredis";
import type { DataSource, EntityManager } from "typeorm";
import { runNamed } from "../../core/db/pool";
import { AppError, badInput } from "../../core/errors";
import type { Jobs } from "../../core/jobs";
import { newLinkToken, tokenDigest } from "../../core/link-tokens";
import type { PubSub } from "../../core/pubsub";
import { addressKey, RateLimit } from "../../core/rate-limit";
import { throttle } from "../../core/throttle";
import { isUuid } from "../../core/validation";
import { PerformanceStatus } from "../plays/performance.types";
import { ticketStatus } from "../plays/performance.service";
import type { AnnouncedAvailability, BoxOfficeTopics } from "./box-office.events";
import { Availability, Hold } from "./box-office.types";
import { PaymentMethod } from "./sales.types";
import { checkSeatChoice, companionSeatsOpenAt, heldSeats, SeatService, seatTaken } from "./seats/seats.service";
import type { HeldSeat } from "./seats/seats.types";
import { PerformanceSeatPlan, SeatState } from "./seats/seats.types";
import { isShownPerformance, soldPerformance, type SoldPerformance } from "./sold-performance";
import { SoldPerformances } from "./sold-performances";
import type { CoreTopics } from "../../core/pubsub";

/** The job that gives expired holds' tickets back (at each expiry, and every minute). */
export const EXPIRE_HOLDS = "expire-holds";

/** Stripe Checkout sessions last at least 30 minutes: a hold for online payment lasts as long. */
export const CHECKOUT_MINUTES = 30;

/** What a buyer asks to hold: a quantity (unreserved), or seats (reserved). */
export interface HoldRequest {
  quantity?: number | null;
  seatIds?: string[] | null;
  /** A wheelchair space booked without its companion seat. */
  withoutCompanion?: boolean | null;
}

export interface HoldSettings {
  /** Holds one client address may ask for a minute (HOLDS_PER_MINUTE, 20 unless set). */
  holdsPerMinute?: number;
  /** Holds one client address may have at once (LIVE_HOLDS_PER_ADDRESS, 2 unless set; 0: no limit). */
  liveHoldsPerAddress?: number;
  redis?: Redis;
  clock?: () => Date;
  /** Counts a seat plan read by a client address against its budget (the venues' SEAT_PLANS_PER_MINUTE, shared with venues' plans). */
  seatPlanReads?: (clientAddress: string | undefined) => Promise<void>;
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
const ANNOUNCE_MS = 250;

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

/**
 * A seat hold in one call of `hold_seats` (migration 1765043000000): the address's live holds
 * counted under its lock (with a limit), the hold, its seats' claims (each under its unique key, so
 * the database decides who gets a seat, on any instance) and the counter, all or none, every lock let
 * go as the statement ends. $1 performance, $2 token digest, $3 address, $4 expiry, $5 seat ids
 * (sorted), $6 capacity, $7 live holds an address may have (0: no limit), $8 now. Answers the hold's
 * id (null: refused), the seats someone else claimed first, the counter after (null with none
 * gone: too few left) and the address's live holds (with a limit).
 */
const SEAT_HOLD_SQL = `SELECT held_id AS id, gone_seats::text[] AS gone, taken_now AS taken, live_holds AS live FROM hold_seats($1, $2, $3, $4, $5::uuid[], $6, $7, $8)`;

interface SeatHoldOutcome {
  id: string | null;
  gone: string[] | null;
  taken: number | null;
  live: number | null;
}

interface HoldOutcome {
  id: string | null;
  taken: number | null;
  seen: number | null;
  live: number;
}

export const soldOut = (remaining: number) =>
  new AppError("SOLD_OUT", remaining === 0 ? "Sold out: 0 tickets left" : `Not enough tickets left: only ${remaining} left`);
export const notOnSale = (message: string) => new AppError("NOT_ON_SALE", message);
const tooManyHolds = (live: number) => new AppError("RATE_LIMITED", `You already have ${live} holds: book or release them before holding more`);

/**
 * Holds: tickets put aside for a buyer while they give their details. One counter per performance
 * (`ticket_stock.taken`: held and sold together) is raised only by a conditional update, under its
 * row lock, so however many buyers race on however many instances, the database decides and never
 * oversells. A hold gives its tickets back when it expires (a job at its expiry, and a sweep every
 * minute), is released, or is cancelled as an order; it keeps them when it becomes an order.
 * Every change is announced after it commits (`availabilityChanged`).
 */
export class HoldService {
  /** Reserved performances' seats. */
  readonly seats: SeatService;
  /** Performances sold here, kept between asks (an on-sale rush asks for one performance thousands of times). */
  readonly performances: SoldPerformances;
  private readonly perMinute: RateLimit;
  /** Holds one client address may have at once (0: no limit); the waitlist's offers count too. */
  readonly liveLimit: number;
  private readonly clock: () => Date;
  /** The expiry job last asked for (its second). */
  private lastExpiryJob: string | undefined;
  /** Each announcement's fresh count, read once for all its watchers (see `current`). */
  private readonly reads = new WeakMap<Availability, Promise<Availability>>();
  /** Pages show a performance's status (few left, sold out): they are read again when it moves. */
  private readonly statusMoved = throttle<void>(STATUS_PAGES_MS, () => this.events.publish("CONTENT_CHANGED"));
  /** Each performance's announcements, throttled apart. */
  private readonly announcers = new Map<string, (availability: Availability, seatIds: string[]) => void>();
  private readonly ticketsReturned: HoldSettings["ticketsReturned"];
  private readonly seatPlanReads: HoldSettings["seatPlanReads"];

  constructor(
    private readonly db: DataSource,
    private readonly events: BoxOfficeEvents,
    private readonly jobs: Jobs,
    settings: HoldSettings = {},
  ) {
    this.seats = new SeatService(db);
    this.performances = new SoldPerformances(db, events);
    this.perMinute = new RateLimit("Too many holds from your address", settings.holdsPerMinute ?? 20, 60, settings.redis);
    this.liveLimit = settings.liveHoldsPerAddress ?? 2;
    this.clock = settings.clock ?? (() => new Date());
    this.ticketsReturned = settings.ticketsReturned;
    this.seatPlanReads = settings.seatPlanReads;
  }

  /** How many tickets a performance sold on the site has left; NOT_FOUND when it is not sold here. */
  async availability(performanceId: string): Promise<Availability> {
    const performance = await this.performances.get(performanceId);
    if (!performance) throw new AppError("NOT_FOUND", "No performance sold on this site has that id");
    return availabilityOf(performance, await this.takenOf(performance.id));
  }

  /**
   * What a watcher is sent for an announced change: the count as it is now, read once per
   * announcement (every watcher on this instance shares the read). Changes are announced after
   * their commits, but not necessarily in their order (a release reads its performance before
   * announcing; a hold does not): sending each announcement's own count could leave watchers on
   * a stale one. Read after the last change's announcement, the last count sent is the true one.
   */
  current(announced: AnnouncedAvailability): Promise<Availability> {
    let read = this.reads.get(announced);
    if (!read) {
      const changedSeats = announced.changedSeats ?? [];
      const readNow = () => Promise.all([this.availability(announced.performanceId), this.seats.changes(announced.performanceId, changedSeats)]).then(([availability, seats]) => Object.assign(availability, { seats }));
      // A read that fails (no connection free in time, in a rush) is tried again; failing still,
      // its seats are announced again, so a later message carries them: sent without them, this
      // one would leave watchers' plans wrong.
      read = retry(readNow, 3).catch(() => {
        this.announcerOf(announced.performanceId)(announced, changedSeats);
        return Object.assign(new Availability(), announced, { seats: [] });
      });
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

  /**
   * Holds tickets for a buyer at `clientAddress`: `quantity` of an unreserved performance, or the
   * seats `seatIds` of a reserved one. Fails with SOLD_OUT, SEAT_TAKEN, NOT_ON_SALE, BAD_USER_INPUT
   * or RATE_LIMITED.
   */
  async hold(performanceId: string, request: HoldRequest, clientAddress: string | undefined): Promise<Hold> {
    // Every ask counts, refused ones too, before anything is read.
    const address = addressKey(clientAddress);
    await this.perMinute.consume(address);
    const performance = await this.performances.get(performanceId);
    if (!performance) {
      // A performance booked elsewhere (its booking link) is not on sale here; an unknown id is bad input.
      if (await isShownPerformance(this.db.manager, performanceId)) throw notOnSale("Tickets for this performance are not sold on this site: its Book link leads to where they are");
      throw badInput("performanceId", "performanceId names no performance sold on this site");
    }
    const { sales } = performance;
    const { seatIds } = request;
    if (sales.reserved && !seatIds) throw badInput("seatIds", "seatIds are required: this performance's seats are chosen on its plan");
    if (!sales.reserved && seatIds) throw badInput("seatIds", "seatIds are only for a performance with reserved seats: ask for a quantity");
    const quantity = seatIds ? seatIds.length : request.quantity;
    if (seatIds && request.quantity != null && request.quantity !== seatIds.length) throw badInput("quantity", "quantity must be the number of seatIds when both are given");
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) throw badInput(seatIds ? "seatIds" : "quantity", seatIds ? "seatIds must name at least one seat" : "quantity must be a whole number, at least 1");
    if (quantity > sales.maxPerOrder) throw badInput(seatIds ? "seatIds" : "quantity", `${seatIds ? "seatIds" : "quantity"} must be at most ${sales.maxPerOrder}: the most tickets one order may have`);
    this.assertOnSale(performance);
    const now = this.clock();
    const minutes = sales.payment === PaymentMethod.online ? Math.max(sales.holdMinutes, CHECKOUT_MINUTES) : sales.holdMinutes;
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    const token = newLinkToken();
    if (seatIds) {
      const held = await this.holdSeats(performance, seatIds, { withoutCompanion: request.withoutCompanion ?? false, address, expiresAt, token, now });
      // Companion seats added to the choice are tickets too.
      return this.held(performance, held, { token, expiresAt, quantity: held.seatIds.length });
    }
    const params = [performance.id, quantity, sales.capacity, tokenDigest(token), address, expiresAt, this.liveLimit, now];
    let outcome = await this.takeForHold(address, params);
    if (outcome.seen === null) {
      // The performance's first hold: its counter is made, then asked again.
      await this.db.query(`INSERT INTO ticket_stock (performance_id, play_id) VALUES ($1, $2) ON CONFLICT (performance_id) DO NOTHING`, [performance.id, performance.playId]);
      outcome = await this.takeForHold(address, params);
    }
    if (!outcome.id) {
      if (this.liveLimit > 0 && outcome.live! >= this.liveLimit) throw tooManyHolds(outcome.live!);
      let remaining = sales.capacity - outcome.seen!;
      // The count seen was read before the buyers ahead in the queue for the counter committed.
      if (remaining >= quantity) remaining = sales.capacity - (await this.takenOf(performance.id));
      throw soldOut(Math.max(0, remaining));
    }
    return this.held(performance, { id: outcome.id, change: { performanceId: performance.id, before: outcome.taken! - quantity, after: outcome.taken! } }, { token, expiresAt, quantity });
  }

  /** A hold made: announced, its expiry asked of the job queue, answered. */
  private async held(performance: SoldPerformance, made: { id: string; change: Change; seatIds?: string[] }, hold: { token: string; expiresAt: Date; quantity: number }): Promise<Hold> {
    this.announce(performance, made.change, made.seatIds);
    // Holds expiring in one second end in one job, at that second's end (so after the last of
    // them): asked for once per second here, not per hold.
    const expiry = hold.expiresAt.toISOString().slice(0, 19);
    if (expiry !== this.lastExpiryJob) {
      this.lastExpiryJob = expiry;
      await this.jobs.at(EXPIRE_HOLDS, new Date(Date.parse(`${expiry}Z`) + 1000), expiry);
    }
    return Object.assign(new Hold(), { id: made.id, ...hold, seatIds: made.seatIds ?? [] });
  }

  /**
   * Holds exactly the seats asked for, or none, in one statement of its own (SEAT_HOLD_SQL), so
   * that buyers racing for the same seats wait on each other's claims only while the database
   * works, never for the site's answer. SEAT_TAKEN names the seats that went.
   */
  private async holdSeats(performance: SoldPerformance, seatIds: string[], o: { withoutCompanion: boolean; address: string; expiresAt: Date; token: string; now: Date }): Promise<{ id: string; change: Change; seatIds: string[] }> {
    await this.seats.ensureCopied(performance);
    // Only the seats asked for and their companions are read, not the whole plan.
    const near = await this.seats.seats(this.db.manager, performance.id, { ids: seatIds.map((id) => String(id).toLowerCase()), withCompanions: true });
    const chosen = checkSeatChoice(near, seatIds, { withoutCompanion: o.withoutCompanion, companionsOpen: o.now >= companionSeatsOpenAt(performance), maxPerOrder: performance.sales.maxPerOrder });
    const ids = chosen.map((s) => s.id).sort();
    const unavailable = chosen.filter((s) => s.state !== SeatState.free);
    if (unavailable.length) throw seatTaken(unavailable.map((s) => s.label), unavailable.map((s) => s.id));
    // Holds of these seats that have run out but are not yet swept (the read saw their claims) give
    // them back first, committed apart: a transaction holding the counter while it claimed seats
    // could deadlock with buyers claiming the same seats in hold_seats.
    if (chosen.some((s) => s.claimed)) await this.endHoldsWhere(`expires_at <= $2 AND id IN (SELECT hold_id FROM seat_claim WHERE seat_id = ANY($1::uuid[]))`, [ids, o.now]);
    const [made] = await runNamed<SeatHoldOutcome>(this.db, "seat-hold", SEAT_HOLD_SQL, [performance.id, tokenDigest(o.token), o.address, o.expiresAt, ids, performance.sales.capacity, this.liveLimit, o.now]);
    if (made.id) return { id: made.id, change: { performanceId: performance.id, before: made.taken! - ids.length, after: made.taken! }, seatIds: ids };
    if (made.gone?.length) {
      const gone = chosen.filter((s) => made.gone!.includes(s.id));
      throw seatTaken(gone.map((s) => s.label), gone.map((s) => s.id));
    }
    if (this.liveLimit > 0 && made.live !== null && made.live >= this.liveLimit) throw tooManyHolds(made.live);
    // The counter refused although the seats were free: the message says how many are left.
    throw soldOut(Math.max(0, performance.sales.capacity - (await this.takenOf(performance.id))));
  }

  /**
   * The hold's one statement (HOLD_SQL) on its own, a transaction of its own: the counter's row
   * lock lasts one statement. With a limit of live holds per address, that address's holds are
   * counted one at a time (an advisory lock taken first), so a burst cannot pass the limit together.
   */
  private async takeForHold(address: string, params: unknown[]): Promise<HoldOutcome> {
    if (this.liveLimit === 0) return (await runNamed<HoldOutcome>(this.db, "ticket-hold", HOLD_SQL, params))[0];
    return this.db.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('ticket-hold:' || $1, 0))`, [address]);
      return (await runNamed<HoldOutcome>(manager, "ticket-hold", HOLD_SQL, params))[0];
    });
  }

  private async takenOf(performanceId: string): Promise<number> {
    const [row] = await runNamed<{ taken: number }>(this.db, "tickets-taken", `SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]);
    return row?.taken ?? 0;
  }

  /** A live hold by its id and token; null once it has ended (or for another token). */
  async find(holdId: string, token: string): Promise<Hold | null> {
    if (!isUuid(holdId)) return null;
    const [row] = (await this.db.query(`SELECT id, quantity, expires_at FROM ticket_hold WHERE id = $1 AND token_hash = $2 AND expires_at > $3`, [holdId.toLowerCase(), tokenDigest(String(token)), this.clock()])) as { id: string; quantity: number; expires_at: Date }[];
    if (!row) return null;
    const seats = (await this.db.query(`SELECT seat_id FROM seat_claim WHERE hold_id = $1 ORDER BY seat_id`, [row.id])) as { seat_id: string }[];
    return Object.assign(new Hold(), { id: row.id, token, expiresAt: row.expires_at, quantity: row.quantity, seatIds: seats.map((s) => s.seat_id) });
  }

  /** A hold's seats in plan order (the order its tickets get them: the booking page prices them so); none for unreserved tickets. */
  seatsOf(holdId: string): Promise<HeldSeat[]> {
    return heldSeats(this.db.manager, holdId);
  }

  /** Gives a hold's tickets back at once; false when there is no such live hold (gone already, or not this token's). */
  async release(holdId: string, token: string): Promise<boolean> {
    if (!isUuid(holdId)) return false;
    return (await this.endHoldsWhere(`id = $1 AND token_hash = $2`, [holdId.toLowerCase(), tokenDigest(String(token))])) > 0;
  }

  /** Gives back the tickets of every hold expired by now; answers how many holds. Safe on every instance at once: each row is deleted once. */
  expireDue(): Promise<number> {
    return this.endHoldsWhere(`expires_at <= $1`, [this.clock()]);
  }

  /** Deletes the holds `where` picks (a fixed condition of this file; values go in `params`), gives back their tickets and seats in the same transaction, then announces it; answers how many holds. */
  private async endHoldsWhere(where: string, params: unknown[]): Promise<number> {
    const { count, ended } = await this.db.transaction(async (manager) => {
      const [rows] = (await manager.query(`DELETE FROM ticket_hold WHERE ${where} RETURNING id, performance_id, quantity`, params)) as [EndedHold[], number];
      return { count: rows.length, ended: await endHolds(manager, rows) };
    });
    await this.announceAll(ended.changes, ended.seats);
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
  announce(performance: SoldPerformance, change: Change, seatIds: string[] = []): void {
    const capacity = performance.sales.capacity;
    const was = ticketStatus(performance.status, Math.max(0, capacity - change.before), capacity);
    const availability: AnnouncedAvailability = availabilityOf(performance, change.after);
    this.announcerOf(performance.id)(availability, seatIds);
    if (was !== availability.status) this.statusMoved();
  }

  /** A performance's announcements, throttled apart: the seats changed since the last message travel with the next (by id: watchers read their states). */
  private announcerOf(performanceId: string): (availability: Availability, seatIds: string[]) => void {
    let announcer = this.announcers.get(performanceId);
    if (!announcer) {
      const changedSeats = new Set<string>();
      const say = throttle(ANNOUNCE_MS, (latest: AnnouncedAvailability) => {
        this.events.publish("AVAILABILITY_CHANGED", { ...latest, changedSeats: [...changedSeats] });
        changedSeats.clear();
      });
      announcer = (next, seats) => {
        for (const id of seats) changedSeats.add(id);
        say(next);
      };
      this.announcers.set(performanceId, announcer);
    }
    return announcer;
  }

  /** Announces changes of performances read again (an expiry or release may touch several), then offers tickets that came back to the waitlist. */
  async announceAll(changes: Change[], seats: Map<string, string[]> = new Map()): Promise<void> {
    for (const change of changes) {
      // Kept when on sale; a play taken off the site since is read as it is stored.
      const performance = (await this.performances.get(change.performanceId)) ?? (await soldPerformance(this.db.manager, change.performanceId, { anyPlay: true }));
      if (performance) this.announce(performance, change, seats.get(change.performanceId));
    }
    await this.ticketsReturned?.(changes.filter((c) => c.after < c.before).map((c) => c.performanceId));
  }

  /** Announces seats whose state moved while the count stayed (held seats sold, house seats kept). */
  async seatsChanged(performance: SoldPerformance, seatIds: string[]): Promise<void> {
    const taken = await this.takenOf(performance.id);
    this.announce(performance, { performanceId: performance.id, before: taken, after: taken }, seatIds);
  }

  /**
   * A reserved performance's plan with its seats' states (null: unreserved, or not on sale yet: the
   * plan is copied when it goes on sale), read by `clientAddress`: every ask counts against its budget.
   */
  async seatPlan(performanceId: string, clientAddress: string | undefined): Promise<PerformanceSeatPlan | null> {
    await this.seatPlanReads?.(clientAddress);
    const performance = await this.performances.get(performanceId);
    if (!performance) throw new AppError("NOT_FOUND", "No performance sold on this site has that id");
    if (!performance.sales.reserved) return null;
    if (performance.sales.onSaleFrom && this.clock() < new Date(performance.sales.onSaleFrom)) return null;
    return this.seats.plan(performance);
  }
}

/** A performance's availability when `taken` of its tickets are held or sold. */
export function availabilityOf(performance: SoldPerformance, taken: number): Availability {
  const capacity = performance.sales.capacity;
  const remaining = Math.max(0, capacity - taken);
  return Object.assign(new Availability(), { performanceId: performance.id, remaining, capacity, status: ticketStatus(performance.status, remaining, capacity), seats: [] });
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

/** A hold ended (released, expired, or its order cancelled before it was placed). */
interface EndedHold {
  id: string;
  performance_id: string;
  quantity: number;
}


/** Ends holds deleted in this transaction: their seats are freed and their tickets given back. Answers the changes and each performance's seats freed. */
export async function endHolds(manager: EntityManager, holds: EndedHold[]): Promise<{ changes: Change[]; seats: Map<string, string[]> }> {
  const seats = new Map<string, string[]>();
  if (holds.length) {
    const [freed] = (await manager.query(`DELETE FROM seat_claim WHERE hold_id = ANY($1::uuid[]) RETURNING seat_id, performance_id`, [holds.map((h) => h.id)])) as [{ seat_id: string; performance_id: string }[], number];
    for (const f of freed) seats.set(f.performance_id, [...(seats.get(f.performance_id) ?? []), f.seat_id]);
  }
  return { changes: await giveBack(manager, holds.map((h) => ({ performanceId: h.performance_id, quantity: h.quantity }))), seats };
}

/** `attempt` until it succeeds, up to `times`, 50 ms apart. */
async function retry<T>(attempt: () => Promise<T>, times: number): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= times) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * i));
    }
  }
}
