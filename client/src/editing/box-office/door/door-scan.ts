import { formatClock, formatDateTime } from "@theatre/common/london-dates";
import type { CheckInResult, DoorTicketsQuery, SyncDoorScansMutation } from "../../../gql/graphql";
import { amount } from "../box-office-words";

/** A ticket as the door app keeps it on the device. */
export type DoorTicket = DoorTicketsQuery["doorTickets"]["tickets"][number];

/** What a scan found, decided by the server or, offline, on the device. */
export interface Outcome {
  result: CheckInResult;
  /** For already_admitted and conflict: when it was first admitted. */
  firstAdmittedAt: string | null;
  buyerName: string | null;
  reference: string | null;
  type: string | null;
  toPayPence: number;
  /** The performance a ticket of another one is for, when the server said. */
  elsewhere: { playTitle: string; startsAt: string } | null;
  /** Decided on this device, with no connection: to be sent. */
  offline: boolean;
}

/** The SHA-256 of a scanned code, in hex, as the server keeps it (DoorTicket.codeHash). */
export async function codeHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code.trim()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A scan decided on the device, with no connection, from the tickets kept when the door app was
 * opened: the first scan of a live ticket admits it (and the scan waits to be sent); a ticket not
 * in the list is not for this performance.
 */
export function decideHere(ticket: DoorTicket | undefined): Outcome {
  const about = { buyerName: ticket?.buyerName ?? null, reference: ticket?.reference ?? null, type: ticket?.type ?? null, toPayPence: ticket?.toPayPence ?? 0, elsewhere: null, offline: true };
  if (!ticket) return { result: "not_valid", firstAdmittedAt: null, ...about };
  if (ticket.status === "cancelled" || ticket.status === "refunded") return { result: "cancelled", firstAdmittedAt: null, ...about };
  if (ticket.status === "pending") return { result: "not_valid", firstAdmittedAt: null, ...about };
  if (ticket.admittedAt) return { result: "already_admitted", firstAdmittedAt: ticket.admittedAt, ...about };
  return { result: "admitted", firstAdmittedAt: null, ...about };
}

/** The server's answer to one scan, as an outcome. */
export function outcomeOf(answer: SyncDoorScansMutation["syncDoorScans"][number], doorPerformanceId: string): Outcome {
  const elsewhere = answer.performance && answer.performance.id !== doorPerformanceId ? { playTitle: answer.performance.playTitle, startsAt: answer.performance.startsAt } : null;
  return {
    result: answer.result,
    firstAdmittedAt: answer.firstAdmittedAt ?? null,
    buyerName: answer.order?.buyerName ?? null,
    reference: answer.order?.reference ?? null,
    type: answer.ticket?.type ?? null,
    toPayPence: answer.toPayPence,
    elsewhere,
    offline: false,
  };
}

/** How an outcome looks: its colour (a class), its words in large type, the tone it sounds. */
export type Tone = "good" | "warn" | "bad";

export function wordsFor(outcome: Outcome): { kind: CheckInResult; headline: string; details: string[]; tone: Tone } {
  const who = [outcome.buyerName, outcome.type && `${outcome.type} ticket`, outcome.reference].filter(Boolean).join(" · ");
  const pay = outcome.toPayPence > 0 ? [`To pay at the door: ${amount(outcome.toPayPence)} (the whole order)`] : [];
  switch (outcome.result) {
    case "admitted":
      return { kind: "admitted", headline: "Admitted", details: [who, ...pay, ...(outcome.offline ? ["Offline: this scan is sent when the connection returns"] : [])].filter(Boolean), tone: "good" };
    case "already_admitted":
      return { kind: "already_admitted", headline: `Already admitted at ${formatClock(outcome.firstAdmittedAt)}`, details: [who, "Do not admit again"].filter(Boolean), tone: "warn" };
    case "conflict":
      return { kind: "conflict", headline: "Conflict", details: [who, `Another device admitted this ticket at ${formatClock(outcome.firstAdmittedAt)}, before this one: the first scan counts`].filter(Boolean), tone: "warn" };
    case "cancelled":
      return { kind: "cancelled", headline: "Cancelled", details: [who, "This booking was cancelled: do not admit"].filter(Boolean), tone: "bad" };
    case "not_valid":
      return {
        kind: "not_valid",
        headline: "Not for this performance",
        details: outcome.elsewhere ? [who, `This ticket is for ${outcome.elsewhere.playTitle}, ${formatDateTime(outcome.elsewhere.startsAt)}`].filter(Boolean) : [who || "No ticket of this performance has this code"],
        tone: "bad",
      };
  }
}

/** A person's surname as the door list sorts by it: the name's last word. */
export const surnameOf = (name: string) => name.trim().split(/\s+/).at(-1) ?? "";

/** The tickets whose buyer's surname (or name, or reference) starts with what was typed, grouped by order. */
export function searchTickets(tickets: DoorTicket[], typed: string): { reference: string; buyerName: string; tickets: DoorTicket[] }[] {
  const wanted = typed.trim().toLowerCase();
  if (wanted.length < 2) return [];
  const orders = new Map<string, { reference: string; buyerName: string; tickets: DoorTicket[] }>();
  for (const ticket of tickets) {
    const name = ticket.buyerName.toLowerCase();
    if (!surnameOf(name).startsWith(wanted) && !name.startsWith(wanted) && !ticket.reference.toLowerCase().startsWith(wanted)) continue;
    const order = orders.get(ticket.reference) ?? { reference: ticket.reference, buyerName: ticket.buyerName, tickets: [] };
    order.tickets.push(ticket);
    orders.set(ticket.reference, order);
  }
  return [...orders.values()].slice(0, 20);
}

/** Admitted and expected, counted from the tickets kept: tickets of live orders. */
export function countOf(tickets: DoorTicket[]): { admitted: number; expected: number } {
  const live = tickets.filter((t) => t.status === "reserved" || t.status === "paid");
  return { admitted: live.filter((t) => t.admittedAt).length, expected: live.length };
}
