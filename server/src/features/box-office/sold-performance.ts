import type { EntityManager } from "typeorm";
import { isUuid } from "../../core/validation";
import { effectiveStart, endOf } from "../plays/performance.service";
import type { PerformanceStatus, StoredPerformance } from "../plays/performance.types";
import type { StoredSales } from "./sales.types";

/** A performance sold on the site, with what the box office needs of its play. */
export interface SoldPerformance {
  id: string;
  playId: string;
  playTitle: string;
  playSlug: string;
  /** When it now starts (a postponed one at its new date) and ends. */
  startsAt: string;
  endsAt: string;
  venueId: string;
  /** The status an editor set (cancelled and postponed matter here). */
  status: PerformanceStatus;
  sales: StoredSales;
}

interface Row {
  play_id: string;
  title: string;
  slug: string;
  running_time: number | null;
  intervals: number | null;
  performance: StoredPerformance;
}

/**
 * A performance's row by id among the plays' performances (a GIN index finds its play): only as
 * published on a play on the site, unless `anyPlay`. Sold on the site or not.
 */
async function performanceRow(manager: EntityManager, id: string, anyPlay: boolean): Promise<Row | undefined> {
  const rows: Row[] = await manager.query(
    `SELECT p.id AS play_id, p.title, p.slug, p.running_time, p.intervals, perf AS performance
       FROM play p CROSS JOIN LATERAL jsonb_array_elements(p.performances) perf
      WHERE p.performances @> $1::jsonb AND perf->>'id' = $2 ${anyPlay ? "" : "AND p.published_at IS NOT NULL AND p.deleted_at IS NULL"}
      LIMIT 1`,
    [JSON.stringify([{ id }]), id],
  );
  return rows[0];
}

/**
 * A performance sold on the site, by id: only as published on a play on the site, unless `anyPlay`
 * (an order's tickets outlive a play taken off the site). Null when there is none, or it is not
 * sold on the site.
 */
export async function soldPerformance(manager: EntityManager, performanceId: string, { anyPlay = false } = {}): Promise<SoldPerformance | null> {
  if (!isUuid(performanceId)) return null;
  const id = performanceId.toLowerCase();
  const row = await performanceRow(manager, id, anyPlay);
  if (!row?.performance.sales) return null;
  const p = row.performance;
  const startsAt = effectiveStart(p);
  return {
    id,
    playId: row.play_id,
    playTitle: row.title,
    playSlug: row.slug,
    startsAt,
    endsAt: endOf({ runningTime: row.running_time, intervals: row.intervals }, startsAt),
    venueId: p.venueId,
    status: p.status,
    sales: p.sales!,
  };
}

/** Whether a published play has a performance of that id (sold on the site or not). */
export async function isShownPerformance(manager: EntityManager, performanceId: string): Promise<boolean> {
  return isUuid(performanceId) && (await performanceRow(manager, performanceId.toLowerCase(), false)) !== undefined;
}

/** Buyers' details (and waitlist entries) are deleted this many days after their performance, as the privacy policy says. */
export const BUYERS_KEPT_DAYS = 60;

/**
 * SQL for when the performance of a row of `alias` (an order, a waitlist entry: its play_id,
 * performance_id and starts_at) starts, as its play says now (a postponement moves it), else as it
 * was when the row was made: what BUYERS_KEPT_DAYS count from.
 */
export const startsAtSql = (alias: string): string =>
  `COALESCE((SELECT CASE WHEN perf->>'status' = 'postponed' AND perf->>'postponedTo' IS NOT NULL THEN perf->>'postponedTo' ELSE perf->>'startsAt' END
               FROM play p CROSS JOIN LATERAL jsonb_array_elements(p.performances) perf
              WHERE p.id = ${alias}.play_id AND perf->>'id' = ${alias}.performance_id::text)::timestamptz, ${alias}.starts_at)`;
