import { londonInWords } from "@theatre/common/london-dates";
import { formatPence } from "@theatre/common/money";
import type { InlineCode } from "../messages/message.entity";

/** What an e-ticket email says. */
export interface TicketEmailFacts {
  siteName: string;
  reference: string;
  buyerName: string;
  playTitle: string;
  startsAt: string;
  venue: { name: string; address: string; access: string[] } | null;
  tickets: { type: string; pricePence: number; code: string; seat?: string | null }[];
  toPayAtDoor: number;
  ticketsUrl: string;
  cancelUntil: Date | null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The buyer's e-tickets: a text part with each ticket's code (for mail programs without HTML, and
 * for reading aloud), and an HTML part showing each ticket's QR code inline (drawn as a PNG when
 * the email is sent, from `inlineCodes`).
 */
export function ticketEmail(facts: TicketEmailFacts): { subject: string; body: string; html: string; inlineCodes: InlineCode[] } {
  const when = londonInWords(facts.startsAt);
  const where = facts.venue ? `${facts.venue.name}, ${facts.venue.address}` : "";
  const pay = facts.toPayAtDoor > 0 ? `To pay at the door: ${formatPence(facts.toPayAtDoor)}.` : "Nothing to pay at the door.";
  const cancel = facts.cancelUntil ? `You can cancel until ${londonInWords(facts.cancelUntil)} on your tickets page.` : "";
  const body = [
    `Dear ${facts.buyerName},`,
    "",
    `Your tickets for ${facts.playTitle}, ${when}${where && `, at ${where}`}. Booking reference ${facts.reference}.`,
    "",
    ...facts.tickets.map((t, i) => `Ticket ${i + 1}: ${t.seat ? `${t.seat}, ` : ""}${t.type} (${formatPence(t.pricePence)}), code ${t.code}`),
    "",
    pay,
    ...(facts.venue?.access.length ? ["", "Access at the venue:", ...facts.venue.access.map((line) => `- ${line}`)] : []),
    "",
    `Your tickets page, with the QR codes to show at the door and a link to add the performance to your calendar: ${facts.ticketsUrl}`,
    ...(cancel ? [cancel] : []),
    "",
    "Keep this email: the link is your tickets.",
  ].join("\n");
  const inlineCodes = facts.tickets.map((t, i) => ({ cid: `ticket-${i + 1}@tickets`, text: t.code }));
  const html = `<!doctype html><html lang="en-GB"><body style="font-family: sans-serif; color: #1a1a1a">
<p>Dear ${escape(facts.buyerName)},</p>
<p>Your tickets for <strong>${escape(facts.playTitle)}</strong>, ${escape(when)}${where && `, at ${escape(where)}`}. Booking reference <strong>${escape(facts.reference)}</strong>.</p>
${facts.tickets
  .map((t, i) => `<div style="margin: 1em 0"><p><strong>Ticket ${i + 1}</strong>: ${t.seat ? `${escape(t.seat)}, ` : ""}${escape(t.type)} (${escape(formatPence(t.pricePence))})</p><img src="cid:${inlineCodes[i].cid}" width="200" height="200" alt="QR code of ticket ${i + 1}: ${escape(t.code)}"><p>Code: ${escape(t.code)}</p></div>`)
  .join("\n")}
<p>${escape(pay)}</p>
${facts.venue?.access.length ? `<h2 style="font-size: 1.1em">Access at the venue</h2><ul>${facts.venue.access.map((line) => `<li>${escape(line)}</li>`).join("")}</ul>` : ""}
<p><a href="${escape(facts.ticketsUrl)}">Open your tickets page</a> to show the QR codes at the door or add the performance to your calendar.${cancel ? ` ${escape(cancel)}` : ""}</p>
<p>${escape(facts.siteName)}</p>
</body></html>`;
  return { subject: `Your tickets for ${facts.playTitle}: ${facts.reference}`, body, html, inlineCodes };
}

/** The email that says a booking was cancelled (by the buyer, the box office, or with its performance). */
export function cancelledEmail(facts: { reference: string; buyerName: string; playTitle: string; startsAt: string; why: string; refund: boolean }): { subject: string; body: string } {
  return {
    subject: `Booking cancelled: ${facts.playTitle} (${facts.reference})`,
    body: [
      `Dear ${facts.buyerName},`,
      "",
      `Your booking ${facts.reference} for ${facts.playTitle}, ${londonInWords(facts.startsAt)}, has been cancelled: ${facts.why}.`,
      ...(facts.refund ? ["", "What you paid online is being refunded to your card; it usually shows within 5 to 10 days."] : []),
      "",
      "Its tickets are no longer valid.",
    ].join("\n"),
  };
}
