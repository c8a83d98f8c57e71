import type { SalesInput } from "./sales.inputs";
import { Sales, SALES_DEFAULTS, type StoredSales } from "./sales.types";

const instantOrNull = (text: string | null | undefined): string | null => {
  const time = text ? new Date(text).getTime() : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** A performance's selling settings as the input gives them and the play stores them; null: not sold here. */
export function salesFields(input: SalesInput | null | undefined): StoredSales | null {
  if (!input) return null;
  return {
    capacity: input.capacity,
    ticketTypes: input.ticketTypes.map((t) => ({ name: t.name, pricePence: t.pricePence, note: t.note || null, restrictedPricePence: t.restrictedPricePence ?? null })),
    onSaleFrom: instantOrNull(input.onSaleFrom),
    onSaleUntil: instantOrNull(input.onSaleUntil),
    holdMinutes: input.holdMinutes,
    maxPerOrder: input.maxPerOrder,
    payment: input.payment,
    cancelUntilHours: input.cancelUntilHours,
    reserved: input.reserved,
    companionReleaseHours: input.companionReleaseHours,
  };
}

/** The settings as visitors see them: sales stop when the performance starts unless they stop sooner. */
export function salesOf(stored: StoredSales | null | undefined, startsAt: string): Sales | null {
  if (!stored) return null;
  return Object.assign(new Sales(), stored, {
    onSaleUntil: stored.onSaleUntil ?? startsAt,
    ticketTypes: stored.ticketTypes.map((t) => ({ ...t, restrictedPricePence: t.restrictedPricePence ?? null })),
    reserved: stored.reserved ?? false,
    companionReleaseHours: stored.companionReleaseHours ?? SALES_DEFAULTS.companionReleaseHours,
  });
}

/** Few tickets left: at most a tenth of them, or at most ten. */
export const fewLeft = (remaining: number, capacity: number) => remaining <= Math.max(10, Math.ceil(capacity / 10));
