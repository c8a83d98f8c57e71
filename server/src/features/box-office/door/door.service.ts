import type Redis from "ioredis";
import type { DataSource } from "typeorm";
import { londonInWords } from "@theatre/common/london-dates";
import { DOOR_STAFF, requireRole, Role, type AuthUser } from "../../../core/auth";
import { AppError, notFound, ValidationFailed, type FieldError } from "../../../core/errors";
import type { PubSub } from "../../../core/pubsub";
import { RateLimit } from "../../../core/rate-limit";
import { parseInput } from "../../../core/validation";
import { Repeater } from "@graphql-yoga/subscription";
import type { Admissions, Scan } from "./admissions";
import { performanceOf, soldPerformances } from "../box-office-desk.service";
import type { BoxOfficePerformance } from "../box-office-desk.types";
import type { BoxOfficeTopics } from "../box-office.events";
import type { CheckIn, OrderStatus } from "../box-office.types";
import { atTheDoorSoon, requireDoorReach } from "./door-reach";
import { DoorScanBatch } from "./door.inputs";
import { DoorCount, DoorTicket, DoorTickets } from "./door.types";
import { doorOf } from "../orders.service";
import { soldPerformance, type SoldPerformance } from "../sold-performance";

/** How far ahead of the server's clock a scan's time may be (a device's clock set to the server's still drifts a little). */
export const SCAN_CLOCK_TOLERANCE_MS = 2 * 60_000;

export interface DoorSettings {
  /** syncDoorScans calls one account may make a minute (DOOR_SYNCS_PER_MINUTE, 120 unless set): a scan sent as it is made is one call. */
  syncsPerMinute?: number;
  redis?: Redis;
  clock?: () => Date;
}

/**
 * The door app (door staff: door volunteers, editors and admins): the performances at the door today
 * and tomorrow, what a device keeps to admit people offline, scans sent as they are made or later
 * in a batch, and the live count of who is in. A door volunteer reaches only performances of today
 * and tomorrow (door-reach.ts); what a scan finds is the Admissions' to decide.
 */
export class DoorService {
  private readonly clock: () => Date;
  private readonly perAccount: RateLimit;

  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub<BoxOfficeTopics>,
    private readonly admissions: Admissions,
    settings: DoorSettings = {},
  ) {
    this.clock = settings.clock ?? (() => new Date());
    this.perAccount = new RateLimit("Too many scans sent from this account", settings.syncsPerMinute ?? 120, 60, settings.redis);
  }

  /** Performances sold on the site that start today or tomorrow (London), soonest first. */
  async performances(actor: AuthUser | null): Promise<BoxOfficePerformance[]> {
    requireRole(actor, DOOR_STAFF);
    const now = this.clock();
    const time = (p: BoxOfficePerformance) => new Date(p.startsAt).getTime();
    return (await soldPerformances(this.db, now)).map((l) => l.item).filter((p) => atTheDoorSoon(p.startsAt, now)).sort((a, b) => time(a) - time(b));
  }

  /** A performance at the door (the door list's heading). */
  async performance(actor: AuthUser | null, performanceId: string): Promise<BoxOfficePerformance> {
    return this.described(await this.reached(actor, performanceId));
  }

  /**
   * What a device keeps to admit people offline: every ticket but those still being paid online,
   * each by its code's digest (the codes themselves stay on the server), by surname, and the count.
   */
  async tickets(actor: AuthUser | null, performanceId: string): Promise<DoorTickets> {
    const performance = await this.reached(actor, performanceId);
    const rows = (await this.db.query(
      // The surname is taken to be the name's last word, as on the door list.
      `SELECT t.id, t.code_hash, t.type_name, t.admitted_at, t.admitted_device, o.reference, o.buyer_name, o.status,
              CASE WHEN o.status = 'reserved' THEN o.total_pence ELSE 0 END AS to_pay
         FROM ticket t JOIN ticket_order o ON o.id = t.order_id
        WHERE o.performance_id = $1 AND o.status <> 'pending'
        ORDER BY lower(regexp_replace(coalesce(o.buyer_name, ''), '^.*\\s', '')), lower(o.buyer_name), o.reference, t.position`,
      [performance.id],
    )) as { id: string; code_hash: string; type_name: string; admitted_at: Date | null; admitted_device: string | null; reference: string; buyer_name: string | null; status: OrderStatus; to_pay: number }[];
    return Object.assign(new DoorTickets(), {
      performance: await this.described(performance),
      count: await this.admissions.count(performance.id),
      tickets: rows.map((r) =>
        Object.assign(new DoorTicket(), {
          id: r.id,
          codeHash: r.code_hash,
          reference: r.reference,
          buyerName: r.buyer_name ?? "",
          type: r.type_name,
          status: r.status,
          toPayPence: r.to_pay,
          admittedAt: r.admitted_at,
          admittedOn: r.admitted_device,
        }),
      ),
      serverTime: this.clock(),
    });
  }

  /**
   * Scans from one device, sent as they are made or queued while it was offline: each is decided
   * in turn (Admissions), and the answers come in the same order. Every scan is checked first, and
   * one that breaks a rule refuses the whole call, naming it (scans[3].scannedAt), so that nothing
   * is half sent.
   */
  async sync(actor: AuthUser | null, performanceId: string, raw: unknown): Promise<CheckIn[]> {
    const user = requireRole(actor, DOOR_STAFF);
    await this.perAccount.consume(user.id);
    const performance = await this.reached(user, performanceId);
    const { scans } = await parseInput(DoorScanBatch, { scans: raw });
    const now = this.clock();
    const tickets = scans.map((s) => (s.ticketId ? { id: s.ticketId.toLowerCase() } : { code: s.code ?? "" }));
    const issued = await this.admissions.issuedAt(tickets);
    const problems: FieldError[] = [];
    const decided: Scan[] = scans.map((s, i) => {
      const at = new Date(s.scannedAt);
      if (s.ticketId && s.code) problems.push({ path: `scans[${i}].ticketId`, message: "give either code or ticketId, not both" });
      if (at.getTime() > now.getTime() + SCAN_CLOCK_TOLERANCE_MS) problems.push({ path: `scans[${i}].scannedAt`, message: `scannedAt must not be in the future (it is ${londonInWords(at)}; the server's clock says ${londonInWords(now)})` });
      const from = issued[i];
      if (from && at.getTime() < from.getTime() - SCAN_CLOCK_TOLERANCE_MS) problems.push({ path: `scans[${i}].scannedAt`, message: `scannedAt must not be before its ticket was issued (${londonInWords(from)})` });
      // A scan sent as it is made is decided by arrival, at the server's time; one admitted offline competes by its own.
      return { ticket: tickets[i], scannedAt: s.admittedOffline ? at : now, deviceId: s.deviceId, offline: s.admittedOffline, accountId: user.id };
    });
    if (problems.length) throw new ValidationFailed(problems);
    // The same scan twice in one call (a queue sent again with itself) is decided once; each copy gets its answer.
    const keyOf = (s: (typeof scans)[number], i: number) => JSON.stringify([tickets[i], s.deviceId, new Date(s.scannedAt).getTime(), s.admittedOffline]);
    const firstOf = new Map<string, number>();
    scans.forEach((s, i) => firstOf.has(keyOf(s, i)) || firstOf.set(keyOf(s, i), i));
    const unique = [...firstOf.values()];
    const answers = await this.admissions.scanAll(unique.map((i) => decided[i]), performance.id);
    const answerOf = new Map(unique.map((i, n) => [i, answers[n]]));
    return scans.map((s, i) => answerOf.get(firstOf.get(keyOf(s, i))!)!);
  }

  /** A scan at the door sent as it is made, without a device (checkInTicket): editors and admins anywhere, a door volunteer at a performance of theirs. */
  async checkIn(actor: AuthUser | null, code: string, performanceId?: string | null): Promise<CheckIn> {
    const user = requireRole(actor, DOOR_STAFF);
    // Door volunteers name their door's performance: a ticket of any other is not theirs to admit.
    if (user.role === Role.door) {
      if (!performanceId) throw new AppError("FORBIDDEN", "Door volunteers check tickets in at their performance's door: give performanceId");
      await this.reached(user, performanceId);
    }
    return this.admissions.scan({ ticket: { code: String(code).trim() }, scannedAt: this.clock(), deviceId: null, offline: false, accountId: user.id }, doorOf(performanceId));
  }

  /** Admitted and expected at the door now. */
  async count(actor: AuthUser | null, performanceId: string): Promise<DoorCount> {
    return this.admissions.count((await this.reached(actor, performanceId)).id);
  }

  /**
   * The live count (doorCountChanged): at once, then after each change of who is admitted or of the
   * orders (a booking or a cancellation changes who is expected). Only the newest count matters: one
   * not yet read is replaced, never queued.
   */
  async watch(actor: AuthUser | null, performanceId: string): Promise<AsyncIterableIterator<DoorCount>> {
    const performance = await this.reached(actor, performanceId);
    const changes = Repeater.merge([this.events.subscribe("DOOR_COUNT_CHANGED"), this.events.subscribe("AVAILABILITY_CHANGED")]);
    return new Repeater<DoorCount>(async (push, stop) => {
      let sent = "";
      let reading = Promise.resolve();
      const read = () => {
        reading = reading
          .then(async () => {
            const count = await this.admissions.count(performance.id);
            const key = `${count.admitted}/${count.expected}`;
            if (key === sent) return;
            sent = key;
            await push(count);
          })
          .catch(() => {
            // The database is away for a moment: the last count stands until the next change.
          });
      };
      read();
      const listening = (async () => {
        for await (const change of changes) if (change.performanceId === performance.id) read();
      })();
      await stop;
      await changes.return();
      await listening;
    });
  }

  /** A performance as the box office lists it, with what is left. */
  private async described(performance: SoldPerformance): Promise<BoxOfficePerformance> {
    const [stock] = (await this.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performance.id])) as { taken: number }[];
    return performanceOf(performance, stock?.taken ?? 0);
  }

  /** A performance sold on the site that the caller may open the door app for; NOT_FOUND, or FORBIDDEN for a door volunteer's other days. */
  private async reached(actor: AuthUser | null, performanceId: string): Promise<SoldPerformance> {
    requireRole(actor, DOOR_STAFF);
    const performance = await soldPerformance(this.db.manager, String(performanceId), { anyPlay: true });
    if (!performance) throw notFound("Performance sold on this site");
    requireDoorReach(actor, performance, this.clock());
    return performance;
  }
}
