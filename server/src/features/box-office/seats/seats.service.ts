import { randomUUID } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { runNamed } from "../../../core/db/pool";
import { AppError, badInput } from "../../../core/errors";
import { isUuid } from "../../../core/validation";
import { planSeats, type StoredSeatPlan } from "../../venues/venue.service";
import { HeldSeat, PerformanceSeatPlan, SeatChange, SeatState } from "./seats.types";
import type { SoldPerformance } from "../sold-performance";
import { SALES_DEFAULTS } from "../sales.types";

/** A seat of a performance's copy with its state, as one query reads them. */
export interface SeatRow {
  id: string;
  section: string;
  row_label: string;
  column_index: number;
  number: string;
  kind: "standard" | "wheelchair" | "companion" | "restricted";
  note: string | null;
  companion_for: string | null;
  label: string;
  state: SeatState;
  /** Whether a claim row holds the seat: one of a hold that has run out but is not yet swept shows `free`. */
  claimed: boolean;
}

/** The state a seat's claim gives it (SQL over seat_claim c and its hold h; no claim, or a hold expired but not yet swept: free). */
export const SEAT_STATE_SQL = `CASE WHEN c.house THEN 'blocked' WHEN c.order_id IS NOT NULL THEN 'sold' WHEN h.expires_at > now() THEN 'held' ELSE 'free' END`;

export const seatTaken = (labels: string[], ids: string[]) =>
  new AppError("SEAT_TAKEN", `${labels.length === 1 ? "This seat has" : "These seats have"} just gone: ${labels.join("; ")}. Please choose again`, undefined, undefined, { seats: ids });

/** When a reserved performance's companion seats go on sale to anyone. */
export const companionSeatsOpenAt = (performance: SoldPerformance) =>
  new Date(new Date(performance.startsAt).getTime() - (performance.sales.companionReleaseHours ?? SALES_DEFAULTS.companionReleaseHours) * 3_600_000);

/**
 * Reserved seating: a performance's copy of its venue's seat plan, and its seats' states. The copy
 * is taken the first time it is needed once the performance is on sale (its plan read, a seat
 * held), so editing the venue's plan later never moves a seat sold.
 */
export class SeatService {
  /** Performances whose copy this instance has seen made. */
  private readonly copied = new Set<string>();

  constructor(private readonly db: DataSource) {}

  /**
   * Copies the venue's plan for a reserved performance unless done: one instance copies (the
   * counter's row lock), the rest wait for it and find it done. NOT_ON_SALE while the plan's seats
   * are not the performance's capacity (the plan was edited since the play was saved).
   */
  async ensureCopied(performance: SoldPerformance): Promise<void> {
    // A copy is never taken back: once seen, not asked again (every seat hold would ask).
    if (this.copied.has(performance.id)) return;
    const [stock] = (await this.db.query(`SELECT seats_copied_at FROM ticket_stock WHERE performance_id = $1`, [performance.id])) as { seats_copied_at: Date | null }[];
    if (stock?.seats_copied_at) {
      this.copied.add(performance.id);
      return;
    }
    await this.db.transaction(async (manager) => {
      await manager.query(`INSERT INTO ticket_stock (performance_id, play_id) VALUES ($1, $2) ON CONFLICT (performance_id) DO NOTHING`, [performance.id, performance.playId]);
      const [mine] = (await manager.query(`UPDATE ticket_stock SET seats_copied_at = now() WHERE performance_id = $1 AND seats_copied_at IS NULL RETURNING performance_id`, [performance.id])) as [unknown[], number];
      if (!mine.length) return;
      const [venue] = (await manager.query(`SELECT seat_plan FROM venue WHERE id = $1`, [performance.venueId])) as { seat_plan: StoredSeatPlan | null }[];
      const seats = planSeats(venue?.seat_plan).map((seat) => ({ ...seat, id: randomUUID() }));
      // Publishing checked the plan against the capacity; an edit of the venue's plan since then
      // would sell more or fewer seats than the counter: nothing is copied (the transaction is
      // rolled back) until an editor saves the play again with the plan's count.
      if (seats.length !== performance.sales.capacity) {
        throw new AppError("NOT_ON_SALE", `The venue's seat plan has ${seats.length} seats but this performance is set up for ${performance.sales.capacity}: tickets go on sale once the box office saves the play again`);
      }
      const idOf = new Map(seats.map((s) => [`${s.sectionIndex}/${s.y}/${s.number}`, s.id]));
      await manager.query(
        `INSERT INTO performance_seat (id, performance_id, position, section, section_index, row_label, row_index, column_index, number, kind, note, companion_for, label)
         SELECT s.id, $1, s.position, s.section, s.section_index, s.row_label, s.row_index, s.column_index, s.number, s.kind, s.note, s.companion_for, s.label
           FROM unnest($2::uuid[], $3::int[], $4::text[], $5::int[], $6::text[], $7::int[], $8::int[], $9::text[], $10::text[], $11::text[], $12::uuid[], $13::text[])
             AS s(id, position, section, section_index, row_label, row_index, column_index, number, kind, note, companion_for, label)`,
        [
          performance.id,
          seats.map((s) => s.id),
          seats.map((_, i) => i),
          seats.map((s) => s.section),
          seats.map((s) => s.sectionIndex),
          seats.map((s) => s.row),
          seats.map((s) => s.y),
          seats.map((s) => s.x),
          seats.map((s) => s.number),
          seats.map((s) => s.kind),
          seats.map((s) => s.note),
          seats.map((s) => (s.companionFor === null ? null : (idOf.get(`${s.sectionIndex}/${s.y}/${s.companionFor}`) ?? null))),
          seats.map((s) => s.label),
        ],
      );
    });
  }

  /** Every seat of a reserved performance's copy with its state, in plan order (none before the copy). */
  async seats(manager: EntityManager, performanceId: string, only?: { ids: string[]; withCompanions?: boolean }): Promise<SeatRow[]> {
    const ids = only?.ids.filter(isUuid);
    if (ids?.length === 0) return [];
    const [which, name] = !ids ? ["", "seats"] : only!.withCompanions ? ["AND (s.id = ANY($2::uuid[]) OR s.companion_for = ANY($2::uuid[]))", "seats-and-companions"] : ["AND s.id = ANY($2::uuid[])", "seats-by-id"];
    // Every seat hold and every announcement reads seats: named, each connection parses this once.
    return runNamed<SeatRow>(
      manager,
      name,
      `SELECT s.id, s.section, s.row_label, s.column_index, s.number, s.kind, s.note, s.companion_for, s.label, ${SEAT_STATE_SQL} AS state, c.seat_id IS NOT NULL AS claimed
         FROM performance_seat s LEFT JOIN seat_claim c ON c.seat_id = s.id LEFT JOIN ticket_hold h ON h.id = c.hold_id
        WHERE s.performance_id = $1 ${which} ORDER BY s.position`,
      ids ? [performanceId, ids] : [performanceId],
    );
  }

  /** The plan with every seat's state, as the booking page draws it. */
  async plan(performance: SoldPerformance): Promise<PerformanceSeatPlan> {
    await this.ensureCopied(performance);
    const rows = await this.seats(this.db.manager, performance.id);
    const companionOf = new Map(rows.filter((s) => s.companion_for).map((s) => [s.companion_for!, s.id]));
    const sections: PerformanceSeatPlan["sections"] = [];
    for (const seat of rows) {
      let section = sections.at(-1);
      if (section?.name !== seat.section) sections.push((section = { name: seat.section, rows: [] }));
      let row = section.rows.at(-1);
      if (row?.label !== seat.row_label) section.rows.push((row = { label: seat.row_label, seats: [] }));
      row.seats.push({
        id: seat.id,
        label: seat.label,
        number: seat.number,
        kind: seat.kind,
        state: seat.state,
        note: seat.note,
        companionId: seat.companion_for ?? companionOf.get(seat.id) ?? null,
        column: seat.column_index,
      });
    }
    return Object.assign(new PerformanceSeatPlan(), { performanceId: performance.id, sections, companionSeatsOpenAt: companionSeatsOpenAt(performance) });
  }

  /** Seats' states now, for watchers told they changed. */
  async changes(performanceId: string, ids: string[]): Promise<SeatChange[]> {
    if (ids.length === 0) return [];
    const rows = await this.seats(this.db.manager, performanceId, { ids });
    return rows.map((s) => Object.assign(new SeatChange(), { id: s.id, state: s.state }));
  }
}

/** The seats a hold has, in plan order (the order its tickets are given them), each with its label and whether its view is restricted. */
export async function heldSeats(manager: EntityManager, holdId: string): Promise<HeldSeat[]> {
  if (!isUuid(holdId)) return [];
  const rows = (await manager.query(
    `SELECT s.id, s.label, s.kind = 'restricted' AS restricted FROM seat_claim c JOIN performance_seat s ON s.id = c.seat_id WHERE c.hold_id = $1 ORDER BY s.position`,
    [holdId.toLowerCase()],
  )) as { id: string; label: string; restricted: boolean }[];
  return rows.map((row) => Object.assign(new HeldSeat(), row));
}

/**
 * The seats to hold for a buyer's choice, by the access rules (`all`: at least those seats and
 * their companion seats): every id a seat of this performance; a wheelchair space brings its
 * companion seat unless none is needed (added when not chosen: a free one of two, else the first,
 * which the claim then finds taken); a companion seat before companions open only with its
 * wheelchair space; no more seats, companions added, than `maxPerOrder`. Answers the seat rows,
 * those chosen then those added (unclaimed or not: the claim decides that).
 */
export function checkSeatChoice(all: SeatRow[], seatIds: string[], { withoutCompanion, companionsOpen, maxPerOrder }: { withoutCompanion: boolean; companionsOpen: boolean; maxPerOrder: number }): SeatRow[] {
  const byId = new Map(all.map((s) => [s.id, s]));
  const wanted = [...new Set(seatIds.map((id) => String(id).toLowerCase()))];
  if (wanted.length !== seatIds.length) throw badInput("seatIds", "seatIds must name each seat once");
  const chosen = wanted.map((id) => byId.get(id));
  if (chosen.some((s) => !s)) throw badInput("seatIds", "seatIds must be seats of this performance's plan");
  const ids = new Set(wanted);
  const added: SeatRow[] = [];
  for (const seat of chosen as SeatRow[]) {
    // A space may have a companion seat on each side: either one will do.
    const companions = all.filter((s) => s.companion_for === seat.id);
    if (seat.kind === "wheelchair" && companions.length && !withoutCompanion && !companions.some((c) => ids.has(c.id))) {
      const companion = companions.find((c) => c.state === SeatState.free) ?? companions[0];
      ids.add(companion.id);
      added.push(companion);
    }
    if (seat.kind === "companion" && !companionsOpen && seat.companion_for && !ids.has(seat.companion_for)) {
      throw badInput("seatIds", `${seat.label} is kept for a wheelchair user's companion until nearer the day: choose it with its wheelchair space`);
    }
  }
  if (ids.size > maxPerOrder) {
    throw badInput("seatIds", `seatIds must be at most ${maxPerOrder}, the most tickets one order may have, with the companion seats their wheelchair spaces bring (${ids.size} in all): choose fewer, or say if no companion seat is needed (withoutCompanion)`);
  }
  return [...(chosen as SeatRow[]), ...added];
}
