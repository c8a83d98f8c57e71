import { randomUUID } from "node:crypto";
import QRCode from "qrcode";
import type { DataSource, EntityManager } from "typeorm";
import { runNamed } from "../../core/db/pool";
import { AppError, badInput } from "../../core/errors";
import { newLinkToken, tokenDigest } from "../../core/link-tokens";
import type { Logger } from "../../core/logger";
import { isUuid, parseInput } from "../../core/validation";
import { mailbox } from "../../core/mailbox";
import { addressKey, RateLimit } from "../../core/rate-limit";
import type Redis from "ioredis";
import { MessageKind } from "../messages/message.entity";
import { OrderRequest, type TicketChoiceInput } from "./box-office.inputs";
import { BookedTicket, Booking, CheckIn, Order, OrderStatus } from "./box-office.types";
import type { BoxOfficeTopics } from "./box-office.events";
import type { PubSub } from "../../core/pubsub";
import { Admissions } from "./door/admissions";
import { endHolds, giveBack, notOnSale, type HoldService } from "./holds.service";
import type { Payments } from "./payments";
import { PaymentMethod, type StoredSales } from "./sales.types";
import { PerformanceStatus } from "../plays/performance.types";
import { BUYERS_KEPT_DAYS, soldPerformance, startsAtSql, type SoldPerformance } from "./sold-performance";
import { orderReference, type TicketCodes } from "./ticket-codes";
import { cancelledEmail, ticketEmail, type TicketEmailFacts } from "./ticket-email";
import { OFFER_BOOKED_SQL } from "./waitlist/waitlist.service";
import { ticketPrice } from "@theatre/common/ticket-prices";
import { heldSeats } from "./seats/seats.service";

export interface OrderSettings {
  siteName: string;
  publicUrl: string;
  replyTo: string;
  codes: TicketCodes;
  clock?: () => Date;
  /** Stripe, when set up. */
  payments?: Payments;
  /** The newsletter's sign-up (double opt-in), for buyers who tick 'Send me Combinations'. */
  newsletter?: { subscribe(raw: unknown, clientAddress?: string): Promise<string> };
  logger?: Logger;
  /** Orders one email address may be sent in an hour (ORDERS_PER_EMAIL, 10 unless set; 0: no limit). */
  ordersPerEmail?: number;
  /** Tickets one client address's live orders may have of one performance (TICKETS_PER_ADDRESS, 20 unless set; 0: no limit). */
  ticketsPerAddress?: number;
  redis?: Redis;
}

/** An order as the box office stores it. */
export interface OrderRow {
  id: string;
  reference: string;
  performance_id: string;
  play_id: string;
  starts_at: Date;
  status: OrderStatus;
  payment: PaymentMethod | "complimentary";
  total_pence: number;
  buyer_name: string | null;
  buyer_email: string | null;
  access_note: string | null;
  created_at: Date;
  paid_at: Date | null;
  cancelled_at: Date | null;
  stripe_session_id: string | null;
  stripe_payment_intent: string | null;
  checkout_url: string | null;
}

/** The door's performance as a scan is checked against: none (any performance), or an id that no made-up text can match. */
export const doorOf = (performanceId?: string | null): string | null => (performanceId ? (isUuid(performanceId) ? performanceId.toLowerCase() : "none") : null);

export const holdExpired = () => new AppError("HOLD_EXPIRED", "Your hold has ended and its tickets went back on sale: please choose your tickets again");

/**
 * Orders and their tickets: placing an order on a hold (its tickets stay taken), the buyer's tickets
 * page and cancellation, check-in at the door, and the outcomes of online payment. Emails go
 * through the message queue in the transaction that makes them true.
 */
export class OrderService {
  private readonly clock: () => Date;
  /** Nobody can have the site email someone else's address again and again (tickets sent to a stranger). */
  private readonly perEmail: RateLimit | null;
  /** Scans at the door, the box office's and the door app's: who is admitted. */
  readonly admissions: Admissions;

  constructor(
    private readonly db: DataSource,
    private readonly events: { publish(topic: "MESSAGE_RECEIVED", id: string): void } & Pick<PubSub<BoxOfficeTopics>, "publish">,
    private readonly holds: HoldService,
    private readonly settings: OrderSettings,
  ) {
    this.clock = settings.clock ?? (() => new Date());
    this.admissions = new Admissions(db, events, settings.codes);
    const perEmail = settings.ordersPerEmail ?? 10;
    this.perEmail = perEmail > 0 ? new RateLimit("Too many bookings for this email address", perEmail, 3600, settings.redis) : null;
  }

  /** The buyer's tickets page: the link emailed, and where the browser returns from Stripe Checkout. */
  private ticketsUrl(token: string): string {
    return `${this.settings.publicUrl}/tickets/${token}`;
  }

  /** Whether online payment is set up (Stripe). */
  get paysOnline(): boolean {
    return this.settings.payments !== undefined;
  }

  /**
   * Places an order on a live hold: the ticket counts, by type, must add up to the hold. Paid at
   * the door, it is reserved; free, paid; online, pending until Stripe's signed message says paid.
   * In an on-sale rush every order waits for its statements' round trips: the hold is taken, and
   * the order, its tickets and their email written, in one statement each.
   */
  async place(holdId: string, holdToken: string, rawBuyer: unknown, rawTickets: unknown, clientAddress?: string): Promise<Order> {
    const { buyer, tickets: choices } = await parseInput(OrderRequest, { buyer: rawBuyer, tickets: rawTickets });
    if (!isUuid(holdId)) throw holdExpired();
    const id = holdId.toLowerCase();
    const token = newLinkToken();
    let counted = false;
    const placed = await this.db
      .transaction(async (manager) => {
        // The hold goes first, its row locked until the order commits; any refusal below rolls
        // the transaction back, and the hold with it.
        const [gone] = await runNamed<{ id: string; performance_id: string; quantity: number; address_key: string; live: boolean }>(
          manager,
          "order-hold-taken",
          `WITH gone AS (DELETE FROM ticket_hold WHERE id = $1 AND token_hash = $2 RETURNING id, performance_id, quantity, address_key, expires_at > $3 AS live),
                offer AS (${OFFER_BOOKED_SQL} AND EXISTS (SELECT 1 FROM gone WHERE live))
           SELECT * FROM gone`,
          [id, tokenDigest(String(holdToken)), this.clock()],
        );
        if (!gone) return null;
        // Expired but not yet swept: its tickets (and seats) go back now.
        if (!gone.live) return { expired: await endHolds(manager, [gone]) } as const;
        const performance = await this.holds.performances.get(gone.performance_id, manager);
        if (!performance) throw notOnSale("Tickets for this performance are no longer sold here");
        // A hold made in time may still be booked; not for a performance cancelled or postponed since.
        if (performance.status === PerformanceStatus.cancelled || performance.status === PerformanceStatus.postponed) throw notOnSale(`This performance is ${performance.status}: tickets are not on sale`);
        const seats = performance.sales.reserved ? await heldSeats(manager, id) : [];
        const lines = ticketLines(performance.sales, choices, gone.quantity, seats.map((seat) => ({ seatId: seat.id, restricted: seat.restricted, label: seat.label })));
        const total = lines.reduce((sum, t) => sum + t.pricePence, 0);
        const payment = performance.sales.payment;
        if (payment === PaymentMethod.online && total > 0 && !this.settings.payments) throw notOnSale("Online payment is not available just now: please try again later");
        if (this.perEmail) {
          await this.perEmail.consume(mailbox(buyer.email));
          counted = true;
        }
        const status = payment === PaymentMethod.door && total > 0 ? OrderStatus.reserved : payment === PaymentMethod.online && total > 0 ? OrderStatus.pending : OrderStatus.paid;
        // An offer from the waitlist made before entries kept their address counts against the address booking it.
        const address = gone.address_key.startsWith("waitlist:") ? addressKey(clientAddress) : gone.address_key;
        await this.assertAddressShare(manager, performance.id, address, gone.quantity);
        // A checkout's tickets are emailed once Stripe says it is paid.
        const emailed = status === OrderStatus.pending ? null : buyer.email;
        const order = await this.insertOrder(manager, performance, { status, payment, total, token, buyer, lines, addressKey: address, holdId: id, emailed });
        return { expired: null, order, performance, seats, lines, status, total } as const;
      })
      .catch(async (error: unknown) => {
        if (counted) await this.perEmail?.refund(mailbox(buyer.email));
        throw error;
      });
    if (!placed) throw holdExpired();
    if (placed.expired) {
      await this.holds.announceAll(placed.expired.changes, placed.expired.seats);
      throw holdExpired();
    }
    const { order, performance, seats, lines, status, total } = placed;
    // Watchers hear of every order: the count stays (held tickets are sold now), held seats' state moves.
    await this.holds.seatsChanged(performance, seats.map((seat) => seat.id));
    if (order.message) this.events.publish("MESSAGE_RECEIVED", order.message);
    // The door's expected count grows with every order.
    this.events.publish("DOOR_COUNT_CHANGED", { performanceId: performance.id });
    if (buyer.newsletter) await this.settings.newsletter?.subscribe({ email: buyer.email, name: buyer.name, website: "" }, clientAddress).catch((error: unknown) => this.settings.logger?.warn({ err: error }, "a buyer's newsletter sign-up failed"));
    const ticketsUrl = this.ticketsUrl(token);
    if (status !== OrderStatus.pending) return Object.assign(new Order(), { reference: order.reference, status, total, ticketsUrl, checkoutUrl: null });
    return this.startCheckout(order, performance, lines, buyer.email, ticketsUrl);
  }

  /** Sends the buyer to pay online; if the checkout cannot start, the order is cancelled and its tickets go back. */
  private async startCheckout(order: { id: string; reference: string }, performance: SoldPerformance, lines: TicketLine[], email: string, ticketsUrl: string): Promise<Order> {
    const counts = new Map<string, { name: string; unitPence: number; quantity: number }>();
    for (const t of lines) counts.set(t.type, { name: `${performance.playTitle}: ${t.type}`, unitPence: t.pricePence, quantity: (counts.get(t.type)?.quantity ?? 0) + 1 });
    try {
      const started = await this.settings.payments!.startCheckout({
        orderId: order.id,
        reference: order.reference,
        email,
        lines: [...counts.values()].filter((l) => l.unitPence > 0),
        successUrl: ticketsUrl,
        cancelUrl: `${this.settings.publicUrl}/book/${performance.id}`,
        expiresAt: new Date(this.clock().getTime() + 30 * 60_000),
      });
      await this.db.query(`UPDATE ticket_order SET stripe_session_id = $2, checkout_url = $3, expires_at = $4 WHERE id = $1`, [order.id, started.sessionId, started.url, started.expiresAt]);
      return Object.assign(new Order(), { reference: order.reference, status: OrderStatus.pending, total: lines.reduce((s, t) => s + t.pricePence, 0), ticketsUrl, checkoutUrl: started.url });
    } catch (error) {
      this.settings.logger?.error({ err: error }, "could not start an online checkout");
      await this.cancelWhere(`id = $1 AND status = 'pending'`, [order.id], { why: "", notify: false });
      throw new AppError("SERVICE_UNAVAILABLE", "Online payment could not be started just now: please try again", undefined, 30);
    }
  }

  /**
   * Writes an order, its tickets and, when `emailed` names an address, its e-tickets email, in one
   * statement; with `holdId`, that hold's seats become the order's (the claim's hold is checked at
   * commit: it is gone by then). Answers the order and its email.
   */
  private async insertOrder(
    manager: EntityManager,
    performance: SoldPerformance,
    o: { status: OrderStatus; payment: string; total: number; token: string; buyer: { name: string; email: string | null; accessNote?: string | null }; lines: TicketLine[]; addressKey?: string; holdId?: string; emailed: string | null },
  ): Promise<{ id: string; reference: string; message: string | null }> {
    const ids = o.lines.map(() => randomUUID());
    const codes = ids.map((id) => this.settings.codes.codeOf(id));
    const venue = o.emailed && performance.venueId ? await this.holds.performances.venue(performance.venueId, manager) : null;
    for (let attempt = 0; ; attempt++) {
      const reference = orderReference(this.settings.siteName);
      const email =
        o.emailed &&
        this.ticketsEmail(
          {
            reference,
            buyerName: o.buyer.name,
            playTitle: performance.playTitle,
            startsAt: performance.startsAt,
            venue,
            tickets: o.lines.map((line, i) => ({ type: line.type, pricePence: line.pricePence, code: codes[i], seat: line.seat ?? null })),
            toPayAtDoor: o.status === OrderStatus.reserved ? o.total : 0,
            cancelUntil: cancelUntilOf(performance),
          },
          o.token,
        );
      // Named: every order of a rush sends this one text, parsed once per connection.
      const [row] = await runNamed<{ id: string; reference: string; message: string | null }>(
        manager,
        "order-placed",
        `WITH placed AS (
           INSERT INTO ticket_order (reference, performance_id, play_id, starts_at, status, payment, total_pence, buyer_name, buyer_email, access_note, tickets_token_hash, address_key, paid_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $5 = 'paid' THEN now() END)
           ON CONFLICT (reference) DO NOTHING RETURNING id, reference
         ), tickets AS (
           INSERT INTO ticket (id, order_id, position, type_name, price_pence, code_hash, seat_id)
           SELECT t.id, placed.id, t.position, t.type_name, t.price_pence, t.code_hash, t.seat_id
             FROM placed, unnest($13::uuid[], $14::int[], $15::text[], $16::int[], $17::text[], $18::uuid[]) AS t(id, position, type_name, price_pence, code_hash, seat_id)
         ), seats AS (
           UPDATE seat_claim SET hold_id = NULL, order_id = placed.id FROM placed WHERE $19::uuid IS NOT NULL AND seat_claim.hold_id = $19::uuid
         ), email AS (
           INSERT INTO message (${MESSAGE_COLUMNS}) SELECT ${messageParams(20)} FROM placed WHERE $20::text IS NOT NULL RETURNING id
         )
         SELECT placed.id, placed.reference, (SELECT id FROM email) AS message FROM placed`,
        [
          reference, performance.id, performance.playId, performance.startsAt, o.status, o.payment, o.total, o.buyer.name, o.buyer.email || null, o.buyer.accessNote || null, tokenDigest(o.token), o.addressKey ?? null,
          ids, ids.map((_, i) => i + 1), o.lines.map((t) => t.type), o.lines.map((t) => t.pricePence), codes.map((code) => this.settings.codes.digestOf(code)), o.lines.map((t) => t.seatId ?? null),
          o.holdId ?? null,
          ...this.messageValues(o.emailed, email || null),
        ],
      );
      if (row) return row;
      if (attempt > 20) throw new Error("no free order reference");
    }
  }

  /** An order's e-tickets email (its tickets' codes as QR codes, drawn when it is sent). */
  private ticketsEmail(facts: Omit<TicketEmailFacts, "siteName" | "ticketsUrl">, token: string): QueuedEmail {
    return ticketEmail({ ...facts, siteName: this.settings.siteName, ticketsUrl: this.ticketsUrl(token) });
  }

  /**
   * Refuses an order that would give one client address more than its share of a performance
   * (TICKETS_PER_ADDRESS of its live orders' tickets): holds end, but orders paid at the door or
   * free do not, so without it one address could reserve a whole night under made-up names.
   * Counted in the database, one order of an address and performance at a time. Throws, so the
   * order's transaction rolls back and the hold stays until it ends or is released.
   */
  private async assertAddressShare(manager: EntityManager, performanceId: string, addressKey: string, quantity: number): Promise<void> {
    const cap = this.settings.ticketsPerAddress ?? 20;
    if (cap <= 0) return;
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('ticket-orders:' || $1 || ':' || $2, 0))`, [performanceId, addressKey]);
    const [{ booked }] = (await manager.query(
      `SELECT count(*)::int AS booked FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1 AND o.address_key = $2 AND o.status IN ('pending', 'reserved', 'paid')`,
      [performanceId, addressKey],
    )) as { booked: number }[];
    if (booked + quantity > cap) {
      throw new AppError("RATE_LIMITED", `Bookings from your address already have ${booked} tickets for this performance, and one address may book ${cap}: please ask the box office for more`);
    }
  }

  /** Makes an order of tickets taken already (complimentary tickets): answers its id and tickets link. */
  async insertGiven(manager: EntityManager, performance: SoldPerformance, buyer: { name: string; email: string | null }, lines: TicketLine[]): Promise<{ id: string; reference: string; token: string; message: string | null }> {
    const token = newLinkToken();
    const order = await this.insertOrder(manager, performance, { status: OrderStatus.paid, payment: "complimentary", total: 0, token, buyer, lines, emailed: buyer.email });
    return { ...order, token };
  }

  /** Queues the e-tickets email of an order paid since it was placed (inside the transaction that says so). */
  private async queueTickets(manager: EntityManager, orderId: string, token: string): Promise<string> {
    const booking = await this.bookingOf(manager, orderId, { drawCodes: false });
    const [order] = (await manager.query(`SELECT buyer_email FROM ticket_order WHERE id = $1`, [orderId])) as { buyer_email: string }[];
    const venue = booking.venueId ? await this.holds.performances.venue(booking.venueId, manager) : null;
    return this.queue(manager, order.buyer_email, this.ticketsEmail({ ...booking, venue }, token));
  }

  /** Queues an email to a buyer (inside the transaction that makes it true): answers its id. */
  async queue(manager: EntityManager, recipient: string, email: QueuedEmail): Promise<string> {
    const [row] = (await manager.query(`INSERT INTO message (${MESSAGE_COLUMNS}) VALUES (${messageParams(1)}) RETURNING id`, this.messageValues(recipient, email))) as { id: string }[];
    return row.id;
  }

  /** The values of an email's messageParams. */
  private messageValues(recipient: string | null, email: QueuedEmail | null): unknown[] {
    return [recipient, email?.subject ?? null, email?.body ?? null, email?.html ?? null, email?.inlineCodes ? JSON.stringify(email.inlineCodes) : null, this.settings.siteName, this.settings.replyTo];
  }

  /** Whether a tickets link opens a booking (the tickets page's, else its not-found page). */
  static async opensBooking(manager: EntityManager, token: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM ticket_order WHERE tickets_token_hash = $1`, [tokenDigest(String(token))])) as unknown[];
    return rows.length > 0;
  }

  /** The booking a tickets link opens; null for a link that opens none. */
  async booking(token: string): Promise<Booking | null> {
    const [row] = (await this.db.query(`SELECT id FROM ticket_order WHERE tickets_token_hash = $1`, [tokenDigest(String(token))])) as { id: string }[];
    return row ? this.bookingOf(this.db.manager, row.id) : null;
  }

  /** An order as its tickets page shows it, QR codes drawn. */
  async bookingOf(manager: EntityManager, orderId: string, { drawCodes = true } = {}): Promise<Booking> {
    const [order] = (await manager.query(`SELECT * FROM ticket_order WHERE id = $1`, [orderId])) as OrderRow[];
    const tickets = (await manager.query(
      `SELECT t.id, t.type_name, t.price_pence, t.admitted_at, s.label AS seat FROM ticket t LEFT JOIN performance_seat s ON s.id = t.seat_id WHERE t.order_id = $1 ORDER BY t.position`,
      [orderId],
    )) as { id: string; type_name: string; price_pence: number; admitted_at: Date | null; seat: string | null }[];
    const performance = await soldPerformance(manager, order.performance_id, { anyPlay: true });
    const startsAt = performance?.startsAt ?? order.starts_at.toISOString();
    const cancelUntil = performance && cancelUntilOf(performance);
    const booked = await Promise.all(
      tickets.map(async (t) => {
        const code = this.settings.codes.codeOf(t.id);
        const qrSvg = drawCodes ? await QRCode.toString(code, { type: "svg", errorCorrectionLevel: "M", margin: 2 }) : "";
        return Object.assign(new BookedTicket(), { type: t.type_name, pricePence: t.price_pence, code, seat: t.seat, admittedAt: t.admitted_at, qrSvg });
      }),
    );
    const [play] = performance ? [] : ((await manager.query(`SELECT title, slug FROM play WHERE id = $1`, [order.play_id])) as { title: string; slug: string }[]);
    return Object.assign(new Booking(), {
      reference: order.reference,
      status: order.status,
      buyerName: order.buyer_name ?? "",
      total: order.total_pence,
      toPayAtDoor: order.status === OrderStatus.reserved ? order.total_pence : 0,
      performanceId: order.performance_id,
      playTitle: performance?.playTitle ?? play?.title ?? "",
      playSlug: performance?.playSlug ?? play?.slug ?? "",
      startsAt,
      endsAt: performance?.endsAt ?? startsAt,
      venueId: performance?.venueId ?? null,
      tickets: booked,
      // Once someone is in on it, a booking is not cancelled (their seat must not be sold again).
      canCancel: [OrderStatus.reserved, OrderStatus.paid].includes(order.status) && cancelUntil !== null && this.clock() < cancelUntil && tickets.every((t) => !t.admitted_at),
      cancelUntil,
    });
  }

  /** The buyer cancels through their tickets link, until the cut-off the editor set: the tickets go back on sale. */
  async cancelBooking(token: string): Promise<Booking> {
    const booking = await this.booking(token);
    if (!booking) throw new AppError("NOT_FOUND", "No booking has that link");
    if (!booking.canCancel) throw badInput("token", booking.cancelUntil && this.clock() >= booking.cancelUntil ? "this booking can no longer be cancelled here: please contact the society" : "this booking is not one that can be cancelled");
    await this.cancelWhere(`tickets_token_hash = $1 AND status IN ('reserved', 'paid')`, [tokenDigest(String(token))], { why: "you cancelled it on your tickets page", notify: true });
    return (await this.booking(token))!;
  }

  /**
   * Cancels the live orders a condition picks, each in one statement: its tickets go back on sale,
   * its buyer is emailed (when `notify`), and an order paid online is refunded (`refunded` once
   * Stripe's signed message says so). Answers the orders cancelled.
   */
  async cancelWhere(condition: string, values: unknown[], { why, notify, evenAdmitted = false }: { why: string; notify: boolean; evenAdmitted?: boolean }): Promise<OrderRow[]> {
    const { cancelled, changes, messages, seats } = await this.db.transaction(async (manager) => {
      // The orders are locked first (a check-in holds its order's row while it admits), then, in a
      // statement that sees every admission committed before, cancelled unless someone is already
      // in: their seat must not go back on sale (a refund Stripe reports is recorded even so).
      // Each order's status before (RETURNING sees the new one): a checkout never paid was never confirmed to its buyer, so it ends without an email.
      const picked = (await manager.query(`SELECT id, status FROM ticket_order WHERE ${condition} AND status IN ('pending', 'reserved', 'paid') ORDER BY id FOR UPDATE`, values)) as { id: string; status: OrderStatus }[];
      const was = new Map(picked.map((o) => [o.id, o.status]));
      const [updated] = (await manager.query(
        `UPDATE ticket_order SET status = 'cancelled', cancelled_at = now() WHERE id = ANY($1::uuid[]) AND status IN ('pending', 'reserved', 'paid')
           ${evenAdmitted ? "" : "AND NOT EXISTS (SELECT 1 FROM ticket t WHERE t.order_id = ticket_order.id AND t.admitted_at IS NOT NULL)"}
         RETURNING *, (SELECT count(*)::int FROM ticket t WHERE t.order_id = ticket_order.id AND t.admitted_at IS NULL) AS tickets`,
        [picked.map((o) => o.id)],
      )) as [(OrderRow & { tickets: number })[], number];
      const list = updated.map((o) => ({ ...o, was: was.get(o.id)! }));
      const changes = await giveBack(manager, list.map((o) => ({ performanceId: o.performance_id, quantity: o.tickets })));
      // Their seats go back too, but for any ticket already used at the door.
      const [freed] = (await manager.query(
        `DELETE FROM seat_claim c USING ticket t WHERE t.order_id = ANY($1::uuid[]) AND t.seat_id = c.seat_id AND c.order_id = t.order_id AND t.admitted_at IS NULL RETURNING c.seat_id, c.performance_id`,
        [list.map((o) => o.id)],
      )) as [{ seat_id: string; performance_id: string }[], number];
      const seats = new Map<string, string[]>();
      for (const f of freed) seats.set(f.performance_id, [...(seats.get(f.performance_id) ?? []), f.seat_id]);
      const messages: string[] = [];
      for (const o of list) {
        if (!notify || !o.buyer_email || o.was === OrderStatus.pending) continue;
        const [play] = (await manager.query(`SELECT title FROM play WHERE id = $1`, [o.play_id])) as { title: string }[];
        const refund = o.payment === PaymentMethod.online && o.total_pence > 0 && Boolean(o.stripe_payment_intent);
        messages.push(await this.queue(manager, o.buyer_email, cancelledEmail({ reference: o.reference, buyerName: o.buyer_name ?? "", playTitle: play?.title ?? "", startsAt: o.starts_at.toISOString(), why, refund })));
      }
      return { cancelled: list, changes, messages, seats };
    });
    await this.holds.announceAll(changes, seats);
    for (const id of messages) this.events.publish("MESSAGE_RECEIVED", id);
    for (const o of cancelled) {
      if (o.payment === PaymentMethod.online && o.stripe_payment_intent && o.total_pence > 0) {
        await this.settings.payments?.refund(o.stripe_payment_intent, o.id).catch((error: unknown) => this.settings.logger?.error({ err: error, reference: o.reference }, "refund not asked of Stripe: ask for it in Stripe's dashboard"));
      }
    }
    return cancelled;
  }

  /**
   * The box office's own scan at the door (no device), decided as it is made: the first scan of a
   * valid ticket is the only `admitted`, however many scan it at once (see Admissions). With
   * `performanceId` (the door's performance), a ticket for another is `not_valid`, and the answer
   * says which performance it is for.
   */
  async checkIn(code: string, performanceId?: string | null): Promise<CheckIn> {
    return this.admissions.scan({ ticket: { code: String(code).trim() }, scannedAt: this.clock(), deviceId: null, offline: false, accountId: null }, doorOf(performanceId));
  }

  /**
   * Stripe says a checkout was paid: the order is paid and its tickets are emailed (once, however
   * often Stripe says it). `successUrl` is the session's, where the buyer's browser went back to:
   * when it is this order's tickets link, the email carries that same link.
   */
  async checkoutCompleted(sessionId: string, paymentIntent: string | null, successUrl: string | null = null): Promise<void> {
    const message = await this.db.transaction(async (manager) => {
      const [rows] = (await manager.query(`UPDATE ticket_order SET status = 'paid', paid_at = now(), stripe_payment_intent = $2 WHERE stripe_session_id = $1 AND status = 'pending' RETURNING id, tickets_token_hash`, [sessionId, paymentIntent])) as [{ id: string; tickets_token_hash: string }[], number];
      if (!rows.length) return this.paidTooLate(manager, sessionId, paymentIntent);
      const returned = successUrl?.startsWith(this.ticketsUrl("")) ? successUrl.slice(this.ticketsUrl("").length) : null;
      if (returned && tokenDigest(returned) === rows[0].tickets_token_hash) return this.queueTickets(manager, rows[0].id, returned);
      // Only a digest of the link is kept: without the link itself, a new one is made for the email.
      const token = newLinkToken();
      await manager.query(`UPDATE ticket_order SET tickets_token_hash = $2 WHERE id = $1`, [rows[0].id, tokenDigest(token)]);
      return this.queueTickets(manager, rows[0].id, token);
    });
    if (message) this.events.publish("MESSAGE_RECEIVED", message);
  }

  /**
   * A payment for an order already cancelled (its checkout outlived the sweep, or its performance
   * was cancelled meanwhile): its tickets went back on sale, so the money goes back at once, and
   * the buyer is told. Answers the email queued, if any.
   */
  private async paidTooLate(manager: EntityManager, sessionId: string, paymentIntent: string | null): Promise<string | null> {
    const [rows] = (await manager.query(
      `UPDATE ticket_order SET stripe_payment_intent = $2 WHERE stripe_session_id = $1 AND status = 'cancelled' AND stripe_payment_intent IS NULL RETURNING *`,
      [sessionId, paymentIntent],
    )) as [OrderRow[], number];
    const order = rows[0];
    if (!order || !paymentIntent) return null;
    this.settings.logger?.error({ reference: order.reference }, "a checkout was paid after its order was cancelled: its payment is refunded");
    await this.settings.payments?.refund(paymentIntent, order.id);
    if (!order.buyer_email) return null;
    const [play] = (await manager.query(`SELECT title FROM play WHERE id = $1`, [order.play_id])) as { title: string }[];
    return this.queue(manager, order.buyer_email, cancelledEmail({ reference: order.reference, buyerName: order.buyer_name ?? "", playTitle: play?.title ?? "", startsAt: order.starts_at.toISOString(), why: "your payment arrived after its tickets had been released", refund: true }));
  }

  /** Stripe says a checkout expired unpaid: its tickets go back on sale. */
  async checkoutExpired(sessionId: string): Promise<void> {
    await this.cancelWhere(`stripe_session_id = $1 AND status = 'pending'`, [sessionId], { why: "", notify: false });
  }

  /** Stripe says a payment was refunded: its order shows `refunded` (and is cancelled, if it was not already). */
  async refunded(paymentIntent: string): Promise<void> {
    await this.cancelWhere(`stripe_payment_intent = $1`, [paymentIntent], { why: "it was refunded", notify: false, evenAdmitted: true });
    await this.db.query(`UPDATE ticket_order SET status = 'refunded' WHERE stripe_payment_intent = $1 AND status = 'cancelled'`, [paymentIntent]);
  }

  /** Pending checkouts past their end that Stripe did not report: cancelled, tickets back (the sweep's part). */
  async expirePending(): Promise<number> {
    // Five minutes' grace: Stripe's own expiry message normally comes first.
    const cutoff = new Date(this.clock().getTime() - 5 * 60_000);
    // One whose checkout never started (the process stopped while asking Stripe) has no end: it goes once any checkout would have.
    const never = new Date(cutoff.getTime() - 40 * 60_000);
    return (await this.cancelWhere(`status = 'pending' AND (expires_at < $1 OR (expires_at IS NULL AND created_at < $2))`, [cutoff, never], { why: "", notify: false })).length;
  }

  /** Deletes buyers' names, emails and notes 60 days after their performance (counts and takings stay), and e-ticket emails and door scans as old. */
  async purgeBuyers(): Promise<number> {
    const cutoff = new Date(this.clock().getTime() - BUYERS_KEPT_DAYS * 86_400_000);
    const [, count] = (await this.db.query(
      `UPDATE ticket_order o SET buyer_name = NULL, buyer_email = NULL, access_note = NULL, buyer_deleted_at = now()
        WHERE buyer_deleted_at IS NULL AND ${startsAtSql("o")} < $1`,
      [cutoff],
    )) as [unknown, number];
    // An e-ticket email never sent (no mail server, or given up on) keeps its link and codes: gone with the buyer's details at the latest.
    await this.db.query(`DELETE FROM message WHERE type = 'tickets' AND created_at < $1`, [cutoff]);
    // So do the door's records of their scans (who scanned, on which device, when): admissions stay on the tickets.
    await this.db.query(`DELETE FROM door_scan s USING ticket t JOIN ticket_order o ON o.id = t.order_id WHERE s.ticket_id = t.id AND ${startsAtSql("o")} < $1`, [cutoff]);
    return count;
  }
}

/** One ticket of an order to be: its type and price. */
export interface TicketLine {
  type: string;
  pricePence: number;
  /** Its seat (reserved seating), by id and in words. */
  seatId?: string;
  seat?: string;
}

/** An email as the queue takes it. */
type QueuedEmail = { subject: string; body: string; html?: string; inlineCodes?: { cid: string; text: string }[] };

/** A buyer's email as the message queue stores it: its columns, and their values from parameter $n on (messageValues). */
const MESSAGE_COLUMNS = "type, recipient, subject, body, html, inline_codes, sender_name, sender_email";
const messageParams = (n: number) => `'${MessageKind.tickets}', $${n}::text, $${n + 1}::text, $${n + 2}::text, $${n + 3}::text, $${n + 4}::jsonb, $${n + 5}::text, $${n + 6}::text`;

/** Until when a booking may be cancelled on its tickets page (the editor's hours before the start). */
const cancelUntilOf = (performance: SoldPerformance): Date => new Date(new Date(performance.startsAt).getTime() - performance.sales.cancelUntilHours * 3_600_000);

/** A seat held for an order to be, in plan order. */
export interface HeldSeat {
  seatId: string;
  restricted: boolean;
  /** In words, for the e-tickets email. */
  label?: string;
}

/**
 * The tickets the choices make: each type one of the performance's, the counts adding up to the
 * hold. Held seats go to the tickets in order; a restricted-view seat costs its type's
 * restricted-view price where one is set (ticketPrice: the booking page totals by the same rule).
 */
export function ticketLines(sales: StoredSales, choices: TicketChoiceInput[], quantity: number, seats: HeldSeat[] = []): TicketLine[] {
  const lines: TicketLine[] = [];
  choices.forEach((choice, i) => {
    const type = sales.ticketTypes.find((t) => t.name.toLowerCase() === choice.ticketType.toLowerCase());
    if (!type) throw badInput(`tickets[${i}].ticketType`, `ticketType must be one of ${sales.ticketTypes.map((t) => t.name).join(", ")}`);
    for (let n = 0; n < choice.count; n++) {
      const seat = seats[lines.length];
      const pricePence = ticketPrice(type, seat?.restricted ?? false);
      lines.push({ type: type.name, pricePence, ...(seat && { seatId: seat.seatId, seat: seat.label }) });
    }
  });
  if (lines.length !== quantity) throw badInput("tickets", `the counts must add up to the ${quantity} ticket${quantity === 1 ? "" : "s"} held (they add up to ${lines.length})`);
  return lines;
}
