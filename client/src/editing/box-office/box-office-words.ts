import { formatPence } from "@theatre/common/money";
import type { OrderStatus, PerformanceStatus } from "../../gql/graphql";

/** A performance's status as the box office mentions it (on sale says nothing). */
export const STATUS_WORDS: Record<PerformanceStatus, string> = { onsale: "", fewleft: "Few left", soldout: "Sold out", cancelled: "Cancelled", postponed: "Postponed" };

/** Where an order stands, in the front of house's words. */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  pending: "Paying online",
  reserved: "To pay at the door",
  paid: "Paid",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** How an order is paid, in words. */
export const PAYMENT_WORDS: Record<string, string> = { door: "At the door", free: "Free", online: "Online", complimentary: "Complimentary" };

/** An order's tickets in a few words: "2 Full, 1 Concession". */
export const ticketsInWords = (tickets: { type: string; count: number }[]) => tickets.map((t) => `${t.count} ${t.type}`).join(", ");

/** A sum of money, nothing as £0 (a price of nothing reads 'Free'). */
export const amount = (pence: number) => (pence === 0 ? "£0" : formatPence(pence));
