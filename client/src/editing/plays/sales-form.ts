import { ONE_LINE } from "@theatre/common/text-rules";
import { fromLondonInput, toLondonInput } from "@theatre/common/london-wall-clock";
import * as yup from "yup";
import type { PaymentMethod, SalesInput } from "../../gql/graphql";

/** One ticket type as the editor edits it. */
export interface TicketTypeFormValues {
  name: string;
  /**
   * The price in pounds as typed ("12.50"). Named as the server names the field (it is sent as
   * whole pence) so that a refused save's error for it shows at this input.
   */
  pricePence: string;
  note: string;
  /** A restricted-view seat's price in pounds as typed (reserved seating); empty: the same price. */
  restrictedPricePence?: string;
}

/** A performance's selling settings as the editor edits them: numbers as typed, times on London's clock. */
export interface SalesFormValues {
  capacity: string;
  ticketTypes: TicketTypeFormValues[];
  onSaleFrom: string;
  /** Empty: sales stop when the performance starts. */
  onSaleUntil: string;
  holdMinutes: string;
  maxPerOrder: string;
  payment: PaymentMethod;
  cancelUntilHours: string;
  /** Buyers choose seats on the venue's seat plan. */
  reserved: boolean;
  companionReleaseHours: string;
}

/** The server's defaults (server/src/features/box-office/sales.types.ts SALES_DEFAULTS). */
export const SALES_DEFAULTS = { holdMinutes: 10, maxPerOrder: 8, cancelUntilHours: 24, companionReleaseHours: 48 } as const;

/** Ticket type names editors most often want, offered as they type. */
export const TICKET_TYPE_SUGGESTIONS = ["Full", "Concession", "Under 18s", "Free"];

/** How buyers pay, in the editors' words. */
export const PAYMENT_CHOICES: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: "door", label: "At the door", hint: "Buyers reserve now and pay when they arrive" },
  { value: "free", label: "Free", hint: "Every ticket type costs nothing" },
  { value: "online", label: "Online", hint: "Buyers pay by card through Stripe when they book" },
];

export const blankTicketType = (name = ""): TicketTypeFormValues => ({ name, pricePence: "", note: "", restrictedPricePence: "" });

/** Selling settings to start from: one Full ticket, the server's defaults, paid at the door. */
export const blankSales = (): SalesFormValues => ({
  capacity: "",
  ticketTypes: [blankTicketType("Full")],
  onSaleFrom: "",
  onSaleUntil: "",
  holdMinutes: String(SALES_DEFAULTS.holdMinutes),
  maxPerOrder: String(SALES_DEFAULTS.maxPerOrder),
  payment: "door",
  cancelUntilHours: String(SALES_DEFAULTS.cancelUntilHours),
  reserved: false,
  companionReleaseHours: String(SALES_DEFAULTS.companionReleaseHours),
});

/** Pence as pounds in a price input: "12.50", "0.00". */
export const poundsOf = (pence: number) => (pence / 100).toFixed(2);

const MONEY = /^\s*£?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/;

/** A price typed in pounds ("12.5", "£8") as whole pence; NaN when it is not an amount of money. */
export function penceOf(text: string): number {
  const match = MONEY.exec(text);
  if (!match) return NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A whole number as typed, or NaN. */
const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);

/** What the play's query answers of a performance's sales. */
export interface LoadedSales {
  capacity: number;
  ticketTypes: { name: string; pricePence: number; note?: string | null; restrictedPricePence?: number | null }[];
  onSaleFrom?: string | null;
  onSaleUntil: string;
  holdMinutes: number;
  maxPerOrder: number;
  payment: PaymentMethod;
  cancelUntilHours: number;
  reserved?: boolean;
  companionReleaseHours?: number;
}

const sameInstant = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b) && new Date(a!).getTime() === new Date(b!).getTime();

/**
 * Loaded settings as form values. The server answers onSaleUntil as the performance's start when
 * none was set: that is shown empty, so the sales keep following the start if it moves.
 */
export function toSalesForm(sales: LoadedSales, startsAt: string): SalesFormValues {
  return {
    capacity: String(sales.capacity),
    ticketTypes: sales.ticketTypes.map((t) => ({ name: t.name, pricePence: poundsOf(t.pricePence), note: t.note ?? "", restrictedPricePence: t.restrictedPricePence == null ? "" : poundsOf(t.restrictedPricePence) })),
    onSaleFrom: toLondonInput(sales.onSaleFrom ?? null),
    onSaleUntil: sameInstant(sales.onSaleUntil, startsAt) ? "" : toLondonInput(sales.onSaleUntil),
    holdMinutes: String(sales.holdMinutes),
    maxPerOrder: String(sales.maxPerOrder),
    payment: sales.payment,
    cancelUntilHours: String(sales.cancelUntilHours),
    reserved: sales.reserved ?? false,
    companionReleaseHours: String(sales.companionReleaseHours ?? SALES_DEFAULTS.companionReleaseHours),
  };
}

/**
 * The settings as the input sends them. A draft may hold numbers still being typed: those go as
 * 0 (Int fields cannot carry text), which a draft keeps and publishing refuses in place.
 */
export function toSalesInput(values: SalesFormValues): SalesInput {
  const int = (n: number) => (Number.isInteger(n) ? n : 0);
  return {
    capacity: int(wholeOf(values.capacity)),
    ticketTypes: values.ticketTypes.map((t) => ({
      name: t.name.trim(),
      pricePence: int(penceOf(t.pricePence)),
      note: t.note.trim() || null,
      restrictedPricePence: values.reserved && (t.restrictedPricePence ?? "").trim() ? int(penceOf(t.restrictedPricePence ?? "")) : null,
    })),
    onSaleFrom: fromLondonInput(values.onSaleFrom),
    onSaleUntil: fromLondonInput(values.onSaleUntil),
    holdMinutes: int(wholeOf(values.holdMinutes)),
    maxPerOrder: int(wholeOf(values.maxPerOrder)),
    payment: values.payment,
    cancelUntilHours: int(wholeOf(values.cancelUntilHours)),
    reserved: values.reserved,
    companionReleaseHours: int(wholeOf(values.companionReleaseHours)),
  };
}

/**
 * The settings for another performance of a run, copied from `source`: a set end of sales keeps
 * the same time before its performance's start (sales stopping an hour before, say), rather than
 * stopping the whole run at one instant.
 */
export function salesForRun(source: { startsAt: string; sales: SalesFormValues }, startsAt: string): SalesFormValues {
  const copy = { ...source.sales, ticketTypes: source.sales.ticketTypes.map((t) => ({ ...t })) };
  const until = fromLondonInput(source.sales.onSaleUntil);
  const from = fromLondonInput(source.startsAt);
  const to = fromLondonInput(startsAt);
  if (!until || !from || !to) return copy;
  return { ...copy, onSaleUntil: toLondonInput(new Date(new Date(to).getTime() - (new Date(from).getTime() - new Date(until).getTime())).toISOString()) };
}

/** A whole number from `min` to `max` as typed, said as the server says it (sales.inputs.ts). */
const wholeBetween = (what: string, min: number, max: number) =>
  yup.string().trim().required(`${what} is required`).test("whole", `${what} must be a whole number from ${min} to ${max}`, (v) => {
    const n = wholeOf(v ?? "");
    return !v || (Number.isInteger(n) && n >= min && n <= max);
  });

const instantOf = (value: string | undefined) => {
  const iso = fromLondonInput(value ?? "");
  return iso ? new Date(iso).getTime() : NaN;
};

/** The selling settings' rules, as the server checks them (server/src/features/box-office/sales.inputs.ts). */
export const salesSchema = yup.object({
  // Reserved seating's capacity is the plan's seats: not asked, and set by the server.
  capacity: yup.string().when("reserved", { is: true, then: (schema) => schema, otherwise: () => wholeBetween("The capacity", 1, 10_000) }),
  ticketTypes: yup
    .array(yup.object({
      name: yup.string().trim().required("Give the ticket type a name, such as Full or Concession").max(40, "Keep the name under 40 characters").matches(ONE_LINE, "The name must be one line"),
      pricePence: yup.string().trim().required("Give a price (0 for free)").test("money", "The price is an amount in pounds from 0 to 1000, such as 12.50", (v) => {
        const pence = penceOf(v ?? "");
        return Number.isInteger(pence) && pence <= 100_000;
      }),
      note: yup.string().trim().max(200, "Keep the note under 200 characters").matches(ONE_LINE, { message: "The note must be one line", excludeEmptyString: true }),
    }))
    .min(1, "Add at least one ticket type")
    .max(10, "A performance has at most 10 ticket types")
    .test("names-once", "Give each ticket type a different name", (types) => !types || new Set(types.map((t) => (t.name ?? "").trim().toLowerCase())).size === types.length)
    .test("free-is-free", "Free performances' ticket types all cost 0", function (types) {
      return (this.parent as SalesFormValues).payment !== "free" || !types || types.every((t) => penceOf(t.pricePence ?? "") === 0);
    }),
  onSaleFrom: yup.string().test("date", "Give a date and time, or leave it empty", (v) => !v || fromLondonInput(v) !== null),
  onSaleUntil: yup.string()
    .test("date", "Give a date and time, or leave it empty", (v) => !v || fromLondonInput(v) !== null)
    .test("after", "Sales must stop after they start", function (v) {
      const from = instantOf((this.parent as SalesFormValues).onSaleFrom);
      const until = instantOf(v);
      return Number.isNaN(from) || Number.isNaN(until) || until > from;
    }),
  holdMinutes: wholeBetween("The hold time", 1, 30),
  maxPerOrder: wholeBetween("The most tickets per order", 1, 20),
  payment: yup.string().oneOf(["door", "free", "online"], "Choose how buyers pay"),
  cancelUntilHours: wholeBetween("The cancellation cut-off", 0, 720),
  companionReleaseHours: wholeBetween("The companion seats' release", 0, 720),
});
