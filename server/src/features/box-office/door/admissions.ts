import type { DataSource } from "typeorm";
import type { PubSub } from "../../../core/pubsub";
import type { BoxOfficeTopics } from "../box-office.events";
import { CheckIn, CheckInResult, OrderStatus } from "../box-office.types";
import { DoorCount } from "./door.types";
import { soldPerformance, type SoldPerformance } from "../sold-performance";
import type { TicketCodes } from "../ticket-codes";

/** One scan of a ticket at the door, to decide. */
export interface Scan {
  /** The ticket: by its code (scanned or typed), or by its id (found by surname). */
  ticket: { code: string } | { id: string };
  /** When it was scanned (a scan decided as it is made: the server's now). */
  scannedAt: Date;
  /** The scanning device (the door app's own id); null for the box office's check-in. */
  deviceId: string | null;
  /** The device admitted the ticket itself while offline: its time competes with other scans'. */
  offline: boolean;
  /** The account that scanned, for the record. */
  accountId: string | null;
}

/** A scanned ticket and its order, as read under the ticket's row lock. */
interface Scanned {
  id: string;
  type_name: string;
  admitted_at: Date | null;
  admitted_device: string | null;
  status: OrderStatus;
  reference: string;
  buyer_name: string | null;
  performance_id: string;
  play_id: string;
  starts_at: Date;
  to_pay: number;
}

interface Decided {
  result: CheckInResult;
  ticket: Scanned | null;
  firstAdmittedAt: Date | null;
  /** Who is admitted changed: a count or a device to tell. */
  changed: boolean;
}

type DoorEvents = Pick<PubSub<BoxOfficeTopics>, "publish">;

/**
 * Admissions at the door: the one place that decides what a scan of a ticket finds, for the box
 * office's check-in and the door app's scans alike. The first scan wins. A scan sent as it is made
 * is decided by arrival: the ticket's row is locked, so of any number at once exactly one admits.
 * A scan a device admitted while offline is decided by its time: it takes the admission from a
 * later scan (whose own record becomes a conflict), or is a conflict itself when another device's
 * scan was earlier; sent again (its answer lost on the way), it is its own admission still.
 * Every change is announced after it commits (`doorCountChanged`).
 */
export class Admissions {
  constructor(
    private readonly db: DataSource,
    private readonly events: DoorEvents,
    private readonly codes: Pick<TicketCodes, "digestOf">,
  ) {}

  /** Decides each scan in turn (one short transaction each: no two devices' batches wait on each other for long), then answers each and announces the counts that moved. */
  async scanAll(scans: Scan[], door: string | null): Promise<CheckIn[]> {
    const decided: Decided[] = [];
    for (const scan of scans) decided.push(await this.decide(scan, door));
    const performances = new Map<string, Promise<SoldPerformance | null>>();
    const answers = await Promise.all(decided.map((d) => this.answer(d, performances)));
    for (const id of new Set(decided.filter((d) => d.changed).map((d) => d.ticket!.performance_id))) this.events.publish("DOOR_COUNT_CHANGED", { performanceId: id });
    return answers;
  }

  async scan(scan: Scan, door: string | null): Promise<CheckIn> {
    return (await this.scanAll([scan], door))[0];
  }

  /** Admitted and expected at a performance's door: tickets of its live orders. */
  async count(performanceId: string): Promise<DoorCount> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS expected, count(t.admitted_at)::int AS admitted
         FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1 AND o.status IN ('reserved', 'paid')`,
      [performanceId],
    )) as { expected: number; admitted: number }[];
    return Object.assign(new DoorCount(), { performanceId, ...row });
  }

  /** When each ticket was issued (its order placed); null for one there is no such ticket. */
  async issuedAt(tickets: Scan["ticket"][]): Promise<(Date | null)[]> {
    const keys = tickets.map((t) => ("id" in t ? t.id : this.codes.digestOf(t.code)));
    const rows = (await this.db.query(
      `SELECT t.id::text, t.code_hash, o.created_at FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE t.id = ANY($1::uuid[]) OR t.code_hash = ANY($2::text[])`,
      [tickets.flatMap((t) => ("id" in t ? [t.id] : [])), keys.filter((_, i) => !("id" in tickets[i]))],
    )) as { id: string; code_hash: string; created_at: Date }[];
    const found = new Map(rows.flatMap((r) => [[r.id, r.created_at] as const, [r.code_hash, r.created_at] as const]));
    return keys.map((key) => found.get(key) ?? null);
  }

  /**
   * One scan, in its own transaction: the ticket's row is locked (and its order's shared, so a
   * cancellation waits and then leaves an admitted seat taken), then what it finds is decided and
   * written with the scan's record.
   */
  private decide(scan: Scan, door: string | null): Promise<Decided> {
    return this.db.transaction(async (manager) => {
      const [by, key] = "id" in scan.ticket ? ["t.id", scan.ticket.id] : ["t.code_hash", this.codes.digestOf(scan.ticket.code)];
      const [ticket] = (await manager.query(
        `SELECT t.id, t.type_name, t.admitted_at, t.admitted_device, o.status, o.reference, o.buyer_name, o.performance_id, o.play_id, o.starts_at,
                CASE WHEN o.status = 'reserved' THEN o.total_pence ELSE 0 END AS to_pay
           FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE ${by} = $1 FOR UPDATE OF t FOR SHARE OF o`,
        [key],
      )) as Scanned[];
      const decided = (result: CheckInResult, changes: Partial<Decided> = {}): Decided => ({ result, ticket: ticket ?? null, firstAdmittedAt: null, changed: false, ...changes });
      const outcome = (() => {
        if (!ticket || ticket.status === OrderStatus.pending) return decided(CheckInResult.not_valid);
        if (ticket.status === OrderStatus.cancelled || ticket.status === OrderStatus.refunded) return decided(CheckInResult.cancelled);
        if (door && ticket.performance_id !== door) return decided(CheckInResult.not_valid);
        const first = ticket.admitted_at;
        if (!first) return decided(CheckInResult.admitted, { changed: true });
        // This device's own admission, its answer lost on the way and the scan sent again.
        if (scan.offline && scan.deviceId && ticket.admitted_device === scan.deviceId) return decided(CheckInResult.admitted);
        if (scan.offline && scan.scannedAt.getTime() < first.getTime()) return decided(CheckInResult.admitted, { changed: true });
        return decided(scan.offline ? CheckInResult.conflict : CheckInResult.already_admitted, { firstAdmittedAt: first });
      })();
      if (!ticket) return outcome;
      if (outcome.changed) {
        await manager.query(`UPDATE ticket SET admitted_at = $2, admitted_device = $3 WHERE id = $1`, [ticket.id, scan.scannedAt, scan.deviceId]);
        // A later scan admitted it first (sent before this earlier one): its record says it lost.
        if (ticket.admitted_at) await manager.query(`UPDATE door_scan SET result = 'conflict' WHERE ticket_id = $1 AND result = 'admitted'`, [ticket.id]);
      }
      // A scan that finds what this device (or desk account) already has on record for this ticket
      // adds nothing to it: a device sending one scan again and again leaves one record per finding,
      // so the table grows with tickets and devices, not with calls.
      await manager.query(
        `INSERT INTO door_scan (ticket_id, device_id, account_id, scanned_at, offline, result)
         SELECT $1, $2, $3, $4, $5, $6
          WHERE NOT EXISTS (SELECT 1 FROM door_scan s WHERE s.ticket_id = $1 AND s.device_id IS NOT DISTINCT FROM $2 AND s.account_id IS NOT DISTINCT FROM $3 AND s.offline = $5 AND s.result = $6)
         ON CONFLICT (device_id, ticket_id, scanned_at) WHERE device_id IS NOT NULL DO NOTHING`,
        [ticket.id, scan.deviceId, scan.accountId, scan.scannedAt, scan.offline, outcome.result],
      );
      return outcome;
    });
  }

  /** What a scan found, as the door is told: the ticket, its order and which performance it is for. */
  private async answer(decided: Decided, performances: Map<string, Promise<SoldPerformance | null>>): Promise<CheckIn> {
    const { result, ticket, firstAdmittedAt } = decided;
    if (!ticket) return Object.assign(new CheckIn(), { result, ticket: null, order: null, performance: null, toPayPence: 0, firstAdmittedAt });
    let read = performances.get(ticket.performance_id);
    if (!read) performances.set(ticket.performance_id, (read = soldPerformance(this.db.manager, ticket.performance_id, { anyPlay: true })));
    const performance = await read;
    const [play] = performance ? [] : ((await this.db.query(`SELECT title FROM play WHERE id = $1`, [ticket.play_id])) as { title: string }[]);
    return Object.assign(new CheckIn(), {
      result,
      ticket: { type: ticket.type_name },
      order: { reference: ticket.reference, buyerName: ticket.buyer_name ?? "" },
      performance: { id: ticket.performance_id, playTitle: performance?.playTitle ?? play?.title ?? "", startsAt: performance?.startsAt ?? ticket.starts_at.toISOString() },
      toPayPence: ticket.to_pay,
      firstAdmittedAt,
    });
  }
}
