import type { DataSource } from "typeorm";
import { londonInWords } from "@theatre/common/london-dates";
import { DOOR_STAFF, EDITORS, requireRole, Role, type AuthUser } from "../../core/auth";
import { spreadsheetCsv } from "../../core/csv";
import { EditedKind } from "../../core/edited-kind";
import { AppError, badInput, conflict, notFound } from "../../core/errors";
import { ActivityAction, type Journal } from "../../core/journal";
import { toPage, type Page } from "../../core/pagination";
import { parseInput } from "../../core/validation";
import { effectiveStart, endOf } from "../plays/performance.service";
import { PerformanceStatus, type StoredPerformance } from "../plays/performance.types";
import { BoxOfficeOrder, BoxOfficePerformance, BoxOfficeSummary, TicketTypeSales } from "./box-office-desk.types";
import { ComplimentaryInput } from "./box-office.inputs";
import { OrderStatus } from "./box-office.types";
import { giveBack, soldOut, take, type HoldService } from "./holds.service";
import type { PerformanceSeatPlan } from "./seats/seats.types";
import type { OrderRow, OrderService } from "./orders.service";
import { soldPerformance, type SoldPerformance } from "./sold-performance";
import { requireDoorReach } from "./door/door-reach";

/** Orders on one page of the box office's list. */
export const ORDERS_PER_PAGE = 25;
/** The most performances the box office lists (upcoming first, then the most recent past ones). */
export const PERFORMANCES_LISTED = 200;

const LIVE = [OrderStatus.reserved, OrderStatus.paid];

/** Pence as a spreadsheet's number of pounds ("12.50"). */
const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A search typed by an editor, as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The box office desk (editors and admins): performances sold on the site, each one's sales at a
 * glance, its orders (search, cancel, mark a door payment taken), complimentary tickets, the
 * orders as CSV, the door list, and cancelling every order of a cancelled performance. Tickets are
 * taken with the holds' conditional update and orders cancelled by OrderService.cancelWhere, so
 * neither rule lives here a second time.
 */
export class BoxOfficeDeskService {
  constructor(
    private readonly db: DataSource,
    private readonly events: { publish(topic: "MESSAGE_RECEIVED", id: string): void },
    private readonly holds: HoldService,
    private readonly orders: OrderService,
    private readonly journal: Pick<Journal, "activity">,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Whether performances may be paid online (Stripe is set up). */
  get onlinePayment(): boolean {
    return this.orders.paysOnline;
  }

  /** Performances sold on the site: those not yet over, soonest first, then past ones, latest first. */
  async performances(actor: AuthUser | null): Promise<BoxOfficePerformance[]> {
    requireRole(actor, EDITORS);
    const listed = await soldPerformances(this.db, this.clock());
    const time = (p: BoxOfficePerformance) => new Date(p.startsAt).getTime();
    const upcoming = listed.filter((l) => !l.over).map((l) => l.item).sort((a, b) => time(a) - time(b));
    const past = listed.filter((l) => l.over).map((l) => l.item).sort((a, b) => time(b) - time(a));
    return [...upcoming, ...past].slice(0, PERFORMANCES_LISTED);
  }

  /** One performance's sales: sold, held, house seats and left, sold by ticket type, takings and what the door is to collect. */
  async summary(actor: AuthUser | null, performanceId: string): Promise<BoxOfficeSummary> {
    requireRole(actor, EDITORS);
    const performance = await this.performance(performanceId);
    const types = (await this.db.query(
      `SELECT t.type_name AS name, count(*)::int AS sold, count(*) FILTER (WHERE o.payment = 'complimentary')::int AS complimentary
         FROM ticket t JOIN ticket_order o ON o.id = t.order_id
        WHERE o.performance_id = $1 AND o.status IN ('reserved', 'paid') GROUP BY t.type_name`,
      [performance.id],
    )) as { name: string; sold: number; complimentary: number }[];
    const [money] = (await this.db.query(
      `SELECT coalesce(sum(total_pence) FILTER (WHERE status = 'paid'), 0)::int AS takings,
              coalesce(sum(total_pence) FILTER (WHERE status = 'reserved'), 0)::int AS to_collect,
              count(*) FILTER (WHERE status IN ('reserved', 'paid'))::int AS live
         FROM ticket_order WHERE performance_id = $1`,
      [performance.id],
    )) as { takings: number; to_collect: number; live: number }[];
    const taken = await this.taken(performance.id);
    const [{ house }] = (await this.db.query(`SELECT count(*)::int AS house FROM seat_claim WHERE performance_id = $1 AND house`, [performance.id])) as { house: number }[];
    const sold = types.reduce((sum, t) => sum + t.sold, 0);
    const offered = performance.sales.ticketTypes.map((t) => ({ name: t.name, offered: true, pricePence: t.pricePence, ...(types.find((s) => s.name === t.name) ?? { sold: 0, complimentary: 0 }) }));
    const former = types.filter((s) => !offered.some((t) => t.name === s.name)).map((s) => ({ ...s, offered: false, pricePence: 0 }));
    return Object.assign(new BoxOfficeSummary(), {
      performance: performanceOf(performance, taken),
      sold,
      // What is taken but neither in a live order nor kept by the house: holds, and orders being paid online.
      held: Math.max(0, taken - sold - house),
      houseSeats: house,
      left: Math.max(0, performance.sales.capacity - taken),
      byType: [...offered, ...former].map((t) => Object.assign(new TicketTypeSales(), t)),
      takingsPence: money.takings,
      toCollectPence: money.to_collect,
      liveOrders: money.live,
    });
  }

  /** A performance's orders, newest first, those whose name, email or reference contain `search`. */
  async orderPage(actor: AuthUser | null, performanceId: string, search: string, page: number): Promise<Page<BoxOfficeOrder>> {
    requireRole(actor, EDITORS);
    const performance = await this.performance(performanceId);
    const wanted = search.trim();
    const rows = (await this.db.query(
      `SELECT *, count(*) OVER ()::int AS total FROM ticket_order
        WHERE performance_id = $1 AND ($2 = '' OR buyer_name ILIKE $3 OR buyer_email ILIKE $3 OR reference ILIKE $3)
        ORDER BY created_at DESC, reference LIMIT $4 OFFSET $5`,
      [performance.id, wanted, containing(wanted), ORDERS_PER_PAGE, (page - 1) * ORDERS_PER_PAGE],
    )) as (OrderRow & { total: number })[];
    let total = rows[0]?.total;
    // Past the last page no row says the total: it is counted on its own.
    if (total === undefined) [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM ticket_order WHERE performance_id = $1 AND ($2 = '' OR buyer_name ILIKE $3 OR buyer_email ILIKE $3 OR reference ILIKE $3)`, [performance.id, wanted, containing(wanted)])) as { total: number }[];
    return toPage(await this.withTickets(rows), total, page, ORDERS_PER_PAGE);
  }

  /** The live orders (reserved or paid) by surname, for the door list (door staff: a door volunteer's for today and tomorrow only). */
  async doorList(actor: AuthUser | null, performanceId: string): Promise<BoxOfficeOrder[]> {
    requireRole(actor, DOOR_STAFF);
    const performance = await this.performance(performanceId);
    requireDoorReach(actor, performance, this.clock());
    const rows = (await this.db.query(
      // The surname is taken to be the name's last word.
      `SELECT * FROM ticket_order WHERE performance_id = $1 AND status IN ('reserved', 'paid')
        ORDER BY lower(regexp_replace(coalesce(buyer_name, ''), '^.*\\s', '')), lower(buyer_name), reference`,
      [performance.id],
    )) as OrderRow[];
    const orders = await this.withTickets(rows);
    // Door volunteers admit people by name: buyers' email addresses stay with the box office.
    return actor?.role === Role.door ? orders.map((o) => Object.assign(o, { buyerEmail: null })) : orders;
  }

  /** Every order of a performance as CSV (all cells quoted, formula cells as text). */
  async csv(actor: AuthUser | null, performanceId: string): Promise<{ filename: string; csv: string }> {
    requireRole(actor, EDITORS);
    const performance = await this.performance(performanceId);
    const rows = await this.withTickets((await this.db.query(`SELECT * FROM ticket_order WHERE performance_id = $1 ORDER BY created_at, reference`, [performance.id])) as OrderRow[]);
    const csv = spreadsheetCsv(
      ["reference", "status", "payment", "name", "email", "tickets", "total (£)", "to pay at the door (£)", "access note", "ordered at (UTC)", "paid at (UTC)", "cancelled at (UTC)"],
      rows.map((o) => [
        o.reference,
        o.status,
        o.payment,
        o.buyerName,
        o.buyerEmail ?? "",
        o.tickets.map((t) => `${t.count} ${t.type}`).join(", "),
        pounds(o.totalPence),
        pounds(o.toPayPence),
        o.accessNote ?? "",
        o.createdAt.toISOString(),
        o.paidAt?.toISOString() ?? "",
        o.cancelledAt?.toISOString() ?? "",
      ]),
    );
    return { filename: `orders-${performance.playSlug}-${performance.startsAt.slice(0, 10)}.csv`, csv };
  }

  /** Cancels one live order (reserved or paid): its tickets go back on sale, its buyer is emailed and an online payment refunded. */
  async cancelOrder(actor: AuthUser | null, reference: string): Promise<BoxOfficeOrder> {
    const user = requireRole(actor, EDITORS);
    const order = await this.order(reference);
    // A checkout under way may still be paid at Stripe, which would then take money for a cancelled order: it ends by itself if unpaid.
    if (order.status === OrderStatus.pending) throw conflict(`Order ${order.reference} is being paid online: it is cancelled by itself if the payment is not completed, or can be cancelled once paid`);
    if (!LIVE.includes(order.status)) throw conflict(`Order ${order.reference} is already ${order.status}`);
    const cancelled = await this.orders.cancelWhere(`id = $1 AND status IN ('reserved', 'paid')`, [order.id], { why: "the box office cancelled it", notify: true });
    if (cancelled.length) await this.written(user, order.play_id, `order ${order.reference} for ${londonInWords(order.starts_at.toISOString())}`);
    return (await this.withTickets([await this.order(reference)]))[0];
  }

  /** A door payment taken: a reserved order becomes paid (once, however many press it). */
  async markPaid(actor: AuthUser | null, reference: string): Promise<BoxOfficeOrder> {
    requireRole(actor, EDITORS);
    const order = await this.order(reference);
    const [rows] = (await this.db.query(`UPDATE ticket_order SET status = 'paid', paid_at = $2 WHERE id = $1 AND status = 'reserved' RETURNING *`, [order.id, this.clock()])) as [OrderRow[], number];
    if (!rows.length) throw conflict(`Order ${order.reference} is ${order.status}: only a reserved order is paid at the door`);
    return (await this.withTickets(rows))[0];
  }

  /**
   * Complimentary tickets: taken from the performance's stock by the holds' conditional update (so
   * they never oversell), made a paid order of nothing, emailed when an address is given.
   */
  async addComplimentary(actor: AuthUser | null, performanceId: string, raw: unknown): Promise<BoxOfficeOrder> {
    requireRole(actor, EDITORS);
    const input = await parseInput(ComplimentaryInput, raw);
    const performance = await this.performance(performanceId);
    if (performance.status === PerformanceStatus.cancelled) throw new AppError("NOT_ON_SALE", "This performance is cancelled: no tickets can be given for it");
    // Complimentary tickets carry no seat: on a seat plan, keep house seats instead.
    if (performance.sales.reserved) throw badInput("performanceId", "performanceId has reserved seats: keep house seats for guests instead of complimentary tickets");
    const type = performance.sales.ticketTypes.find((t) => t.name.toLowerCase() === input.ticketType.toLowerCase());
    if (!type) throw badInput("ticketType", `ticketType must be one of ${performance.sales.ticketTypes.map((t) => t.name).join(", ")}`);
    const given = await this.db.transaction(async (manager) => {
      const change = await take(manager, performance, input.count);
      if ("remaining" in change) return { refused: soldOut(change.remaining) };
      const lines = Array.from({ length: input.count }, () => ({ type: type.name, pricePence: 0 }));
      return { change, order: await this.orders.insertGiven(manager, performance, { name: input.name, email: input.email || null }, lines) };
    });
    if ("refused" in given) throw given.refused;
    this.holds.announce(performance, given.change);
    if (given.order.message) this.events.publish("MESSAGE_RECEIVED", given.order.message);
    return (await this.withTickets([await this.order(given.order.reference)]))[0];
  }

  /**
   * House seats of a reserved performance: `blocked` keeps free seats back from sale (for the
   * director, a critic, a late wheelchair booking), all or none (CONFLICT names seats already
   * held, sold or kept); released, they go on sale again. The counter moves with them.
   */
  async setHouseSeats(actor: AuthUser | null, performanceId: string, seatIds: string[], blocked: boolean): Promise<PerformanceSeatPlan> {
    const user = requireRole(actor, EDITORS);
    const performance = await this.performance(performanceId);
    if (!performance.sales.reserved) throw badInput("performanceId", "performanceId must be a performance with reserved seats");
    await this.holds.seats.ensureCopied(performance);
    const all = await this.holds.seats.seats(this.db.manager, performance.id);
    const byId = new Map(all.map((seat) => [seat.id, seat]));
    const ids = [...new Set(seatIds.map((id) => String(id).toLowerCase()))].sort();
    if (ids.length === 0 || ids.some((id) => !byId.has(id))) throw badInput("seatIds", "seatIds must name at least one seat of this performance's plan");
    const change = await this.db.transaction(async (manager) => {
      if (blocked) {
        const kept = (await manager.query(
          `INSERT INTO seat_claim (seat_id, performance_id, house) SELECT seat, $1, true FROM unnest($2::uuid[]) AS seat ORDER BY seat ON CONFLICT (seat_id) DO NOTHING RETURNING seat_id`,
          [performance.id, ids],
        )) as { seat_id: string }[];
        const got = new Set(kept.map((k) => k.seat_id));
        const taken = ids.filter((id) => !got.has(id)).map((id) => byId.get(id)!.label);
        if (taken.length) throw conflict(`Only free seats can be kept as house seats; not free: ${taken.join("; ")}`);
        const [rows] = (await manager.query(`UPDATE ticket_stock SET taken = taken + $2 WHERE performance_id = $1 RETURNING taken`, [performance.id, ids.length])) as [{ taken: number }[], number];
        return { performanceId: performance.id, before: rows[0].taken - ids.length, after: rows[0].taken };
      }
      const [freed] = (await manager.query(`DELETE FROM seat_claim WHERE seat_id = ANY($1::uuid[]) AND house RETURNING seat_id`, [ids])) as [{ seat_id: string }[], number];
      if (freed.length < ids.length) throw conflict(`Only house seats can be released; not house seats: ${ids.filter((id) => !freed.some((f) => f.seat_id === id)).map((id) => byId.get(id)!.label).join("; ")}`);
      return (await giveBack(manager, [{ performanceId: performance.id, quantity: ids.length }]))[0];
    });
    // Seats released go to the waitlist first, as any tickets that come back.
    if (blocked) this.holds.announce(performance, change, ids);
    else await this.holds.announceAll([change], new Map([[performance.id, ids]]));
    await this.written(user, performance.playId, `${ids.length} house seat${ids.length === 1 ? "" : "s"} ${blocked ? "kept" : "released"} for ${londonInWords(performance.startsAt)}`);
    return this.holds.seats.plan(performance);
  }

  /** A cancelled performance: cancels every order still live (one email each, refunds where paid online); answers how many. */
  async cancelPerformanceOrders(actor: AuthUser | null, performanceId: string): Promise<number> {
    const user = requireRole(actor, EDITORS);
    const performance = await this.performance(performanceId);
    if (performance.status !== PerformanceStatus.cancelled) throw conflict("Only a cancelled performance's orders are cancelled all at once: set the performance to Cancelled and save the play first");
    const count = (await this.orders.cancelWhere(`performance_id = $1`, [performance.id], { why: "the performance is cancelled", notify: true })).length;
    if (count) await this.written(user, performance.playId, `all ${count} order${count === 1 ? "" : "s"} for ${londonInWords(performance.startsAt)}, the performance being cancelled`);
    return count;
  }

  /**
   * Cancellations go on the Activity page under their play. Written once the cancelling has
   * committed (OrderService owns that transaction): emails and refunds are under way by then, so
   * the record follows what happened.
   */
  private async written(user: AuthUser, playId: string, detail: string): Promise<void> {
    const [play] = (await this.db.query(`SELECT title, slug FROM play WHERE id = $1`, [playId])) as { title: string; slug: string }[];
    await this.journal.activity(this.db.manager, { item: { kind: EditedKind.play, id: playId, title: play?.title || play?.slug || "a play" }, actorId: user.id, action: ActivityAction.cancelled, detail });
  }

  /** A performance sold on the site, on any play (orders outlive a play taken off the site); NOT_FOUND otherwise. */
  private async performance(performanceId: string): Promise<SoldPerformance> {
    const performance = await soldPerformance(this.db.manager, String(performanceId), { anyPlay: true });
    if (!performance) throw notFound("Performance sold on this site");
    return performance;
  }

  private async taken(performanceId: string): Promise<number> {
    const [row] = (await this.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId])) as { taken: number }[];
    return row?.taken ?? 0;
  }

  private async order(reference: string): Promise<OrderRow> {
    const [order] = (await this.db.query(`SELECT * FROM ticket_order WHERE reference = $1`, [String(reference).trim().toUpperCase()])) as OrderRow[];
    if (!order) throw notFound(`Order ${String(reference).trim()}`);
    return order;
  }

  /** Orders with their tickets counted by type, in one query for them all. */
  private async withTickets(rows: OrderRow[]): Promise<BoxOfficeOrder[]> {
    const counts = (await this.db.query(
      `SELECT order_id, type_name, count(*)::int AS count FROM ticket WHERE order_id = ANY($1::uuid[]) GROUP BY order_id, type_name ORDER BY min(position)`,
      [rows.map((o) => o.id)],
    )) as { order_id: string; type_name: string; count: number }[];
    return rows.map((o) =>
      Object.assign(new BoxOfficeOrder(), {
        reference: o.reference,
        status: o.status,
        payment: o.payment,
        buyerName: o.buyer_name ?? "",
        buyerEmail: o.buyer_email,
        accessNote: o.access_note,
        tickets: counts.filter((c) => c.order_id === o.id).map((c) => ({ type: c.type_name, count: c.count })),
        totalPence: o.total_pence,
        toPayPence: o.status === OrderStatus.reserved ? o.total_pence : 0,
        createdAt: o.created_at,
        paidAt: o.paid_at,
        cancelledAt: o.cancelled_at,
      }),
    );
  }
}

/** Every performance sold on the site (on plays not deleted), each with whether it is over by `now`. */
export async function soldPerformances(db: DataSource, now: Date): Promise<{ over: boolean; item: BoxOfficePerformance }[]> {
  const rows = (await db.query(
    `SELECT p.title, p.slug, p.running_time, p.intervals, perf AS performance, coalesce(s.taken, 0) AS taken
       FROM play p CROSS JOIN LATERAL jsonb_array_elements(p.performances) perf
       LEFT JOIN ticket_stock s ON s.performance_id = (perf->>'id')::uuid
      WHERE p.deleted_at IS NULL AND jsonb_typeof(perf->'sales') = 'object'`,
  )) as { title: string; slug: string; running_time: number | null; intervals: number | null; performance: StoredPerformance; taken: number }[];
  return rows.map((r) => {
    const startsAt = effectiveStart(r.performance);
    const over = new Date(endOf({ runningTime: r.running_time, intervals: r.intervals }, startsAt)).getTime() <= now.getTime();
    return { over, item: performanceOf({ id: r.performance.id, playTitle: r.title, playSlug: r.slug, startsAt, status: r.performance.status, sales: r.performance.sales! }, r.taken) };
  });
}

/** A performance as the box office lists it, `taken` of its tickets held or sold. */
export function performanceOf(p: Pick<SoldPerformance, "id" | "playTitle" | "playSlug" | "startsAt" | "status" | "sales">, taken: number): BoxOfficePerformance {
  return Object.assign(new BoxOfficePerformance(), {
    id: p.id,
    playTitle: p.playTitle,
    playSlug: p.playSlug,
    startsAt: p.startsAt,
    status: p.status,
    payment: p.sales.payment,
    capacity: p.sales.capacity,
    remaining: Math.max(0, p.sales.capacity - taken),
  });
}
