import { randomUUID } from "node:crypto";
import { formatDateTime } from "@theatre/common/london-dates";
import type Redis from "ioredis";
import type { DataSource, EntityManager } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../../core/auth";
import { AppError, badInput, conflict } from "../../../core/errors";
import type { Jobs } from "../../../core/jobs";
import { newLinkToken, tokenDigest } from "../../../core/link-tokens";
import type { Logger } from "../../../core/logger";
import { mailbox } from "../../../core/mailbox";
import { addressKey, consumeAddressThenKey, RateLimit } from "../../../core/rate-limit";
import { parseInput } from "../../../core/validation";
import { PerformanceStatus } from "../../plays/performance.types";
import { EXPIRE_HOLDS, notOnSale, take, type HoldService } from "../holds.service";
import type { OrderService } from "../orders.service";
import { BUYERS_KEPT_DAYS, soldPerformance, startsAtSql, type SoldPerformance } from "../sold-performance";
import type { TicketCodes } from "../ticket-codes";
import { endOfferHolds } from "./offer-holds";
import { cancelledWithWaitlist, closeWaitlist } from "./waitlist-closing";
import { confirmEmail, offerEmail } from "./waitlist-email";
import { WaitlistLink, WaitlistRequest } from "./waitlist.types";

/** The job that makes offers: after tickets come back when making them at once failed, and every minute (the sweep). */
export const WAITLIST_OFFERS = "waitlist-offers";

/** An offer holds its tickets this long (never past the end of sales). */
export const OFFER_HOURS = 12;

/** A confirmation link works this long; a place never confirmed is forgotten then. */
export const CONFIRM_DAYS = 7;

/** Said to everyone who joins, whether or not the address is on the list already (nobody learns who is). */
export const JOINED =
  "Thank you. If this address is not on the waitlist for this performance yet, we have emailed it a link to confirm your place: your place counts from when you confirm.";

export interface WaitlistSettings {
  publicUrl: string;
  /** The site's own key for derived codes: each entry's leave link is the same in every email. */
  codes: TicketCodes;
  /** Joins allowed per mailbox and per client address each hour (3 and 10 unless set). */
  perEmail?: number;
  perAddress?: number;
  /** Links (confirm, leave, an offer) one client address may follow an hour (60 unless set). */
  linksPerAddress?: number;
  redis?: Redis;
  clock?: () => Date;
  logger?: Logger;
}

/** An offer as its link opens it: the hold, its secret, and what the booking page needs. */
export interface OpenedOffer {
  performanceId: string;
  holdId: string;
  token: string;
  quantity: number;
  expiresAt: Date;
  /** How many of each ticket type are chosen: none yet, so the booking page asks with the details (and offers no Choose other tickets, which would give the offer up). */
  counts: number[];
}

/**
 * SQL that books the waitlist offer whose hold ($1) became an order: part of the order's own
 * statement (the order service's one use here; any other end of the hold lets the offer lapse).
 */
export const OFFER_BOOKED_SQL = `UPDATE waitlist_entry SET status = 'booked' WHERE hold_id = $1 AND status = 'offered'`;

/**
 * The waitlist of sold-out performances. People join with an email and how many tickets, and
 * confirm by a link (nobody can put someone else's address on it); when tickets come back, the
 * first confirmed entry (in the order they confirmed) whose request fits the tickets left is
 * offered them: a hold taken through the same counter as every hold (it cannot oversell) lasting
 * 12 hours, and an email whose link opens the booking page with it. A larger request is passed
 * over for that round and keeps its place. An offer not booked lapses when its hold ends, and its
 * tickets go to the next. One round per performance at a time, across instances (an advisory lock
 * in the round's transaction), so returned tickets are offered once.
 */
export class WaitlistService {
  private readonly perEmail: RateLimit;
  private readonly perAddress: RateLimit;
  private readonly links: RateLimit;
  private readonly clock: () => Date;

  constructor(
    private readonly db: DataSource,
    private readonly events: { publish(topic: "MESSAGE_RECEIVED", id: string): void },
    private readonly holds: HoldService,
    private readonly orders: Pick<OrderService, "queue">,
    private readonly jobs: Jobs,
    private readonly settings: WaitlistSettings,
  ) {
    this.perEmail = new RateLimit("Too many waitlist requests for this email address", settings.perEmail ?? 3, 3600, settings.redis);
    this.perAddress = new RateLimit("Too many waitlist requests from your connection", settings.perAddress ?? 10, 3600, settings.redis);
    this.links = new RateLimit("Too many waitlist links followed from your connection", settings.linksPerAddress ?? 60, 3600, settings.redis);
    this.clock = settings.clock ?? (() => new Date());
  }

  private leaveToken(entryId: string): string {
    return this.settings.codes.codeOf(`waitlist-leave:${entryId}`);
  }

  private leaveUrl(entryId: string): string {
    return `${this.settings.publicUrl}/waitlist/leave/${this.leaveToken(entryId)}`;
  }

  /**
   * Puts an address on a performance's waitlist (anyone), once it has fewer tickets left than
   * asked for, and emails it a link to confirm; an address waiting unconfirmed gets a new link
   * (and its new count), one confirmed already is left as it is. The answer is the same in every case.
   */
  async join(raw: { performanceId: unknown; email: unknown; quantity: unknown }, clientAddress?: string): Promise<string> {
    const input = await parseInput(WaitlistRequest, raw);
    const performance = await soldPerformance(this.db.manager, input.performanceId);
    if (!performance) throw badInput("performanceId", "performanceId names no performance sold on this site");
    if (performance.status === PerformanceStatus.cancelled) throw notOnSale(`${performance.playTitle} on ${formatDateTime(performance.startsAt)} is cancelled: its waitlist is closed`);
    const { maxPerOrder, capacity } = performance.sales;
    if (input.quantity > Math.min(maxPerOrder, capacity)) throw badInput("quantity", `quantity must be at most ${Math.min(maxPerOrder, capacity)}: the most tickets one order may have`);
    this.holds.assertOnSale(performance);
    const { remaining } = await this.holds.availability(performance.id);
    if (remaining >= input.quantity) throw conflict(`There ${remaining === 1 ? "is" : "are"} still ${remaining} ticket${remaining === 1 ? "" : "s"} left: book them now rather than join the waitlist`);
    await consumeAddressThenKey(this.perAddress, clientAddress, this.perEmail, mailbox(input.email));
    const queued = await this.db.transaction(async (manager) => {
      const id = randomUUID();
      const token = newLinkToken();
      const [entry] = (await manager.query(
        `INSERT INTO waitlist_entry (id, performance_id, play_id, starts_at, email, mailbox, quantity, confirm_token_hash, confirm_expires_at, leave_token_hash, address_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (performance_id, mailbox) WHERE status IN ('waiting', 'offered') DO UPDATE
           SET email = EXCLUDED.email, quantity = EXCLUDED.quantity, confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at, address_key = EXCLUDED.address_key
           WHERE waitlist_entry.confirmed_at IS NULL
         RETURNING id`,
        [id, performance.id, performance.playId, performance.startsAt, input.email, mailbox(input.email), input.quantity, tokenDigest(token), new Date(this.clock().getTime() + CONFIRM_DAYS * 86_400_000), tokenDigest(this.leaveToken(id)), addressKey(clientAddress)],
      )) as { id: string }[];
      // On the list and confirmed already: nothing is sent.
      if (!entry) return null;
      return this.orders.queue(
        manager,
        input.email,
        confirmEmail({
          playTitle: performance.playTitle,
          startsAt: performance.startsAt,
          quantity: input.quantity,
          confirmUrl: `${this.settings.publicUrl}/waitlist/confirm/${token}`,
          leaveUrl: this.leaveUrl(entry.id),
          confirmDays: CONFIRM_DAYS,
          offerHours: OFFER_HOURS,
        }),
      );
    });
    if (queued) this.events.publish("MESSAGE_RECEIVED", queued);
    return JOINED;
  }

  /** Confirms the place a link was sent for, once; tickets left that fit it are offered at once. */
  async confirm(token: string, clientAddress?: string): Promise<WaitlistLink> {
    await this.links.consume(addressKey(clientAddress));
    const now = this.clock();
    const digest = tokenDigest(String(token));
    const [rows] = (await this.db.query(
      `UPDATE waitlist_entry SET confirmed_at = $2 WHERE confirm_token_hash = $1 AND status = 'waiting' AND confirmed_at IS NULL AND confirm_expires_at > $2 RETURNING performance_id`,
      [digest, now],
    )) as [{ performance_id: string }[], number];
    if (!rows.length) {
      const [entry] = (await this.db.query(`SELECT status, confirmed_at FROM waitlist_entry WHERE confirm_token_hash = $1`, [digest])) as { status: string; confirmed_at: Date | null }[];
      // A closed entry (its performance cancelled) has left the list.
      if (!entry || entry.status === "closed") return WaitlistLink.unknown;
      return entry.confirmed_at ? WaitlistLink.used : WaitlistLink.expired;
    }
    await this.ticketsReturned([rows[0].performance_id]);
    return WaitlistLink.ok;
  }

  /** Takes an entry off the waitlist (its link in every email): nothing about it is kept, and tickets held for it go to the next. */
  async leave(token: string, clientAddress?: string): Promise<WaitlistLink> {
    await this.links.consume(addressKey(clientAddress));
    const left = await this.db.transaction(async (manager) => {
      const [[entry]] = (await manager.query(`DELETE FROM waitlist_entry WHERE leave_token_hash = $1 RETURNING status, hold_id`, [tokenDigest(String(token))])) as [{ status: string; hold_id: string | null }[], number];
      if (!entry) return null;
      return (await endOfferHolds(manager, entry.status === "offered" && entry.hold_id ? [entry.hold_id] : [])).ended;
    });
    if (!left) return WaitlistLink.unknown;
    // Announced like any release: the next entry is offered them.
    await this.holds.announceAll(left.changes, left.seats);
    return WaitlistLink.ok;
  }

  /**
   * Tickets came back to these performances (a release, an expiry, a cancellation): offers are
   * made now for those with a waitlist. Never fails its caller: when offers cannot be made now,
   * the job queue tries again (and the minute's sweep would anyway).
   */
  async ticketsReturned(performanceIds: string[]): Promise<void> {
    if (performanceIds.length === 0) return;
    try {
      const rows = (await this.db.query(`SELECT DISTINCT performance_id FROM waitlist_entry WHERE performance_id = ANY($1::uuid[]) AND status IN ('waiting', 'offered')`, [performanceIds])) as { performance_id: string }[];
      for (const row of rows) await this.offer(row.performance_id);
    } catch (error) {
      this.settings.logger?.warn({ err: error }, "waitlist offers not made at once; the job queue makes them");
      await this.jobs.at(WAITLIST_OFFERS, this.clock(), WAITLIST_OFFERS);
    }
  }

  /**
   * A play was published (or taken off the site) with these performances cancelled: their
   * waitlists close now (closeCancelled). Never fails its caller, whose change is committed: when
   * closing cannot be done now, the job queue does it (and the minute's sweep would anyway).
   */
  async performancesCancelled(performanceIds: string[]): Promise<void> {
    if (performanceIds.length === 0) return;
    try {
      await this.closeCancelled(performanceIds);
    } catch (error) {
      this.settings.logger?.warn({ err: error }, "waitlists of cancelled performances not closed at once; the job queue closes them");
      await this.jobs.at(WAITLIST_OFFERS, this.clock(), WAITLIST_OFFERS);
    }
  }

  /**
   * Closes the waitlists of cancelled performances (of `performanceIds`, or every one: the minute's
   * sweep, which catches what a stopped instance missed): each live entry becomes closed, and each
   * confirmed one is emailed once (closeWaitlist). One transaction per performance; safe on every
   * instance at once. Answers how many entries were closed.
   */
  async closeCancelled(performanceIds?: string[]): Promise<number> {
    let count = 0;
    for (const performanceId of await cancelledWithWaitlist(this.db, performanceIds)) {
      const { closed, messages, ended } = await this.db.transaction((manager) => closeWaitlist(manager, performanceId, (m, to, email) => this.orders.queue(m, to, email), this.clock()));
      for (const message of messages) this.events.publish("MESSAGE_RECEIVED", message);
      // Tickets of a cancelled performance are offered to nobody: announced for its counts alone.
      await this.holds.announceAll(ended.changes, ended.seats);
      count += closed;
    }
    return count;
  }

  /** Makes the offers due on every performance with a waitlist (the job, and its sweep every minute); answers how many. */
  async offerDue(): Promise<number> {
    const rows = (await this.db.query(`SELECT DISTINCT performance_id FROM waitlist_entry WHERE status IN ('waiting', 'offered')`)) as { performance_id: string }[];
    let offers = 0;
    let failed: unknown;
    for (const row of rows) {
      // One performance's round failing does not keep the others' from being made; the job is tried again.
      try {
        offers += await this.offer(row.performance_id);
      } catch (error) {
        failed ??= error;
      }
    }
    if (failed) throw failed;
    return offers;
  }

  /**
   * One round of a performance's waitlist: offers whose hold has ended unbooked lapse; then each
   * confirmed entry in turn whose request fits the tickets left is offered them, until none are
   * left. Answers how many offers were made.
   */
  async offer(performanceId: string): Promise<number> {
    const performance = await soldPerformance(this.db.manager, performanceId);
    const now = this.clock();
    let contested = false;
    const made = await this.db.transaction(async (manager) => {
      // One round per performance at a time, on every instance: the next sees what this one did.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('waitlist:' || $1, 0))`, [performanceId]);
      // A booked offer was marked in its order's transaction; any other ended hold lapsed.
      await manager.query(`UPDATE waitlist_entry w SET status = 'lapsed' WHERE performance_id = $1 AND status = 'offered' AND NOT EXISTS (SELECT 1 FROM ticket_hold h WHERE h.id = w.hold_id)`, [performanceId]);
      if (!performance || !this.onSale(performance)) return [];
      const waiting = (await manager.query(
        `SELECT id, email, quantity, address_key FROM waitlist_entry WHERE performance_id = $1 AND status = 'waiting' AND confirmed_at IS NOT NULL ORDER BY confirmed_at, created_at, id FOR UPDATE`,
        [performanceId],
      )) as { id: string; email: string; quantity: number; address_key: string | null }[];
      const offers: { change: Exclude<Awaited<ReturnType<typeof take>>, { remaining: number }>; expiresAt: Date; message: string; seatIds: string[] }[] = [];
      const expiresAt = new Date(Math.min(now.getTime() + OFFER_HOURS * 3_600_000, new Date(performance.sales.onSaleUntil ?? performance.startsAt).getTime()));
      for (const entry of waiting) {
        // An offer's hold is the address's that joined (entries from before it was kept: one of their own).
        const address = entry.address_key ?? `waitlist:${entry.id}`;
        // An address with its live holds already is passed over this round and keeps its place.
        if (entry.address_key && !(await this.mayHoldMore(manager, entry.address_key, now))) continue;
        // An offer that cannot have its seats is undone alone (reserved seating).
        await manager.query(`SAVEPOINT offer`);
        // The counter's conditional update decides, as for every hold.
        const change = await take(manager, performance, entry.quantity);
        if ("remaining" in change) {
          if (change.remaining === 0) break;
          continue;
        }
        const token = newLinkToken();
        const [{ id: holdId }] = (await manager.query(
          `INSERT INTO ticket_hold (performance_id, token_hash, quantity, address_key, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [performanceId, tokenDigest(token), entry.quantity, address, expiresAt],
        )) as { id: string }[];
        const seatIds = performance.sales.reserved ? await claimFreeSeats(manager, performanceId, holdId, entry.quantity) : [];
        if (seatIds === null) {
          // A seat is being claimed by someone at this moment: this entry and those after it keep
          // their places for the round made again, which may find the seat free.
          await manager.query(`ROLLBACK TO SAVEPOINT offer`);
          contested = true;
          break;
        }
        if (performance.sales.reserved && seatIds.length < entry.quantity) {
          await manager.query(`ROLLBACK TO SAVEPOINT offer`);
          continue;
        }
        await manager.query(`UPDATE waitlist_entry SET status = 'offered', offered_at = $2, hold_id = $3 WHERE id = $1`, [entry.id, now, holdId]);
        const message = await this.orders.queue(
          manager,
          entry.email,
          offerEmail({ playTitle: performance.playTitle, startsAt: performance.startsAt, quantity: entry.quantity, heldUntil: expiresAt, offerUrl: `${this.settings.publicUrl}/book/offer/${token}`, leaveUrl: this.leaveUrl(entry.id) }),
        );
        offers.push({ change, expiresAt, message, seatIds });
      }
      return offers;
    });
    for (const offer of made) {
      this.holds.announce(performance!, offer.change, offer.seatIds);
      this.events.publish("MESSAGE_RECEIVED", offer.message);
    }
    if (contested) await this.jobs.at(WAITLIST_OFFERS, this.clock(), WAITLIST_OFFERS);
    // The offers' holds end at their time like any hold (and lapse then).
    if (made.length) await this.jobs.at(EXPIRE_HOLDS, made[0].expiresAt, made[0].expiresAt.toISOString().slice(0, 19));
    return made.length;
  }

  /**
   * Whether an address may have one more live hold (LIVE_HOLDS_PER_ADDRESS), counted under the
   * lock every hold of that address takes. Only tried, never waited for: this round holds the
   * counter's row lock, which a hold of that address waits for under its own; when the address is
   * busy, it is passed over this round (the next, or the minute's sweep, tries again).
   */
  private async mayHoldMore(manager: EntityManager, address: string, now: Date): Promise<boolean> {
    const limit = this.holds.liveLimit;
    if (limit <= 0) return true;
    const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtextextended('ticket-hold:' || $1, 0)) AS locked`, [address])) as { locked: boolean }[];
    if (!locked) return false;
    const [{ live }] = (await manager.query(`SELECT count(*)::int AS live FROM ticket_hold WHERE address_key = $1 AND expires_at > $2`, [address, now])) as { live: number }[];
    return live < limit;
  }

  private onSale(performance: SoldPerformance): boolean {
    try {
      this.holds.assertOnSale(performance);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  /** The offer an emailed link opens, while its tickets are held (null once it has ended, or for a made-up link). */
  async openOffer(token: string, clientAddress?: string): Promise<OpenedOffer | null> {
    await this.links.consume(addressKey(clientAddress));
    const [row] = (await this.db.query(
      `SELECT h.id, h.performance_id, h.quantity, h.expires_at FROM waitlist_entry w JOIN ticket_hold h ON h.id = w.hold_id
        WHERE w.status = 'offered' AND h.token_hash = $1 AND h.expires_at > $2`,
      [tokenDigest(String(token)), this.clock()],
    )) as { id: string; performance_id: string; quantity: number; expires_at: Date }[];
    if (!row) return null;
    const performance = await soldPerformance(this.db.manager, row.performance_id);
    if (!performance) return null;
    return { performanceId: row.performance_id, holdId: row.id, token: String(token), quantity: row.quantity, expiresAt: row.expires_at, counts: performance.sales.ticketTypes.map(() => 0) };
  }

  /** People waiting on a performance's waitlist: confirmed and not yet offered tickets (editors). */
  async waiting(actor: AuthUser | null, performanceId: string): Promise<number> {
    requireRole(actor, EDITORS);
    const [row] = (await this.db.query(`SELECT count(*)::int AS waiting FROM waitlist_entry WHERE performance_id = $1 AND status = 'waiting' AND confirmed_at IS NOT NULL`, [performanceId])) as { waiting: number }[];
    return row.waiting;
  }

  /**
   * Deletes entries with their performance's buyers' details (BUYERS_KEPT_DAYS after it), and
   * places never confirmed once their link is out of date (an hourly job); answers how many.
   */
  async purge(): Promise<number> {
    const now = this.clock();
    const [gone] = (await this.db.query(
      `DELETE FROM waitlist_entry w WHERE (w.confirmed_at IS NULL AND w.confirm_expires_at <= $2) OR ${startsAtSql("w")} < $1 RETURNING w.id`,
      [new Date(now.getTime() - BUYERS_KEPT_DAYS * 86_400_000), now],
    )) as [unknown[], number];
    return gone.length;
  }
}

/** How long a waitlist round waits for a seat that someone else is claiming at that moment. */
const SEAT_WAIT = "100ms";
const LOCK_NOT_AVAILABLE = "55P03";

/**
 * Seats for an offer of a reserved performance: the first free ordinary seats of the plan (front
 * rows first, left to right, so mostly together; wheelchair spaces and companion seats stay for
 * those who need them). Answers the seats claimed, fewer than asked when too few are free; null
 * when one is being claimed by someone else at this moment (the statement failed: the caller rolls
 * back to its savepoint).
 *
 * The round holds the performance's counter by now, and a buyer's seat hold (hold_seats) or house
 * seats claim their seats before they take the counter: waiting on such a claim would be a
 * deadlock, which PostgreSQL breaks only after a second, cancelling whichever waited first (the
 * buyer). So the round waits SEAT_WAIT at most.
 */
async function claimFreeSeats(manager: EntityManager, performanceId: string, holdId: string, quantity: number): Promise<string[] | null> {
  const [{ before }] = (await manager.query(`SELECT current_setting('lock_timeout') AS before`)) as { before: string }[];
  await manager.query(`SELECT set_config('lock_timeout', $1, true)`, [SEAT_WAIT]);
  try {
    const claimed = (await manager.query(
      `INSERT INTO seat_claim (seat_id, performance_id, hold_id)
       SELECT s.id, $1, $2 FROM performance_seat s
        WHERE s.performance_id = $1 AND s.kind IN ('standard', 'restricted') AND NOT EXISTS (SELECT 1 FROM seat_claim c WHERE c.seat_id = s.id)
        ORDER BY s.position LIMIT $3
       ON CONFLICT (seat_id) DO NOTHING RETURNING seat_id`,
      [performanceId, holdId, quantity],
    )) as { seat_id: string }[];
    await manager.query(`SELECT set_config('lock_timeout', $1, true)`, [before]);
    return claimed.map((c) => c.seat_id);
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return null;
    throw error;
  }
}
