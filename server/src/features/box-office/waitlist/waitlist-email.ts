import { formatDate, formatDateTime, formatTime } from "@theatre/common/london-dates";

const tickets = (n: number) => `${n} ticket${n === 1 ? "" : "s"}`;

/** The link that confirms a place on the waitlist (double opt-in), with the link to leave. */
export function confirmEmail(facts: { playTitle: string; startsAt: string; quantity: number; confirmUrl: string; leaveUrl: string; confirmDays: number; offerHours: number }): { subject: string; body: string } {
  return {
    subject: `Please confirm: the waitlist for ${facts.playTitle}`,
    body: [
      // Nobody's words reach an address they do not own: the email says only what the site says.
      "Hello,",
      "",
      `Someone (we hope you) asked to join the waitlist for ${tickets(facts.quantity)} for ${facts.playTitle} on ${formatDateTime(facts.startsAt)}. To confirm, open this link and press Confirm:`,
      "",
      facts.confirmUrl,
      "",
      `Your place on the list counts from when you confirm. When tickets come back, the first person on the list whose request fits is emailed a link that holds them for ${facts.offerHours} hours.`,
      "",
      `The link works for ${facts.confirmDays} days. If you did not ask for this, ignore this email: nothing more will be sent to you.`,
      "",
      `To leave the waitlist at any time: ${facts.leaveUrl}`,
    ].join("\n"),
  };
}

/** The offer: tickets held for the person at the head of the waitlist, and the link that opens the booking page with them. */
export function offerEmail(facts: { playTitle: string; startsAt: string; quantity: number; heldUntil: Date; offerUrl: string; leaveUrl: string }): { subject: string; body: string } {
  const until = `${formatTime(facts.heldUntil)}, ${formatDate(facts.heldUntil)}`;
  return {
    subject: `Tickets for ${facts.playTitle}: held for you until ${until}`,
    body: [
      "Hello,",
      "",
      `Tickets for ${facts.playTitle} on ${formatDateTime(facts.startsAt)}: we are holding ${facts.quantity} for you until ${until}.`,
      "",
      "To book them, open this link and give your details (and choose your ticket types):",
      "",
      facts.offerUrl,
      "",
      "If they are not booked by then, they go to the next person on the waitlist.",
      "",
      `Do not want them? Leave the waitlist, and they go to the next person at once: ${facts.leaveUrl}`,
    ].join("\n"),
  };
}

/** The performance was cancelled: the person is off its waitlist, and any tickets held for them are gone. */
export function closedEmail(facts: { playTitle: string; startsAt: string; offered: boolean }): { subject: string; body: string } {
  return {
    subject: `Cancelled: ${facts.playTitle} on ${formatDateTime(facts.startsAt)}`,
    body: [
      "Hello,",
      "",
      `We are sorry: the performance of ${facts.playTitle} on ${formatDateTime(facts.startsAt)} has been cancelled.`,
      "",
      facts.offered
        ? "The tickets we were holding for you have been released, and you are no longer on its waitlist. You do not need to do anything."
        : "You are no longer on its waitlist, and nothing more about this performance will be sent to you. You do not need to do anything.",
    ].join("\n"),
  };
}
