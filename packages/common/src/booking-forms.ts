/**
 * What the server hands a booking or tickets page it renders after a plain form was posted (the
 * site without JavaScript): the step to show and what went wrong. The page renders from it on the
 * server and hydrates from the same state in the browser.
 */
export type BookingFormState =
  /**
   * Tickets held: the details form, with the time they are held until and the counts chosen. With
   * `chooseTypes`, tickets were held before their types were chosen (a waitlist's offer): the form
   * asks for the counts too, and offers no Choose other tickets (that would give the offer up).
   */
  | { step: "details"; hold: HeldForForm; counts: number[]; chooseTypes?: boolean; values?: BuyerValues; errors?: Record<string, string>; message?: string }
  /** The counts form again, with what was chosen and why it did not hold (sold out, a wrong count). */
  | { step: "choose"; counts: number[]; errors?: Record<string, string>; message?: string }
  /** The hold ended before the order was placed (or the link's hold is not this browser's). */
  | { step: "ended" }
  /** Join the waitlist (a sold-out performance): what was typed and what went wrong, or, once sent, what to do next (`joined`). */
  | { step: "waitlist"; email: string; quantity: number; errors?: Record<string, string>; message?: string; joined?: string }
  /** The tickets page asks once more before cancelling. */
  | { step: "confirm-cancel" }
  /** The cancellation could not be made (past the cut-off). */
  | { step: "cancel-failed"; message: string };

/** Tickets held, as the details step shows them: `restricted` is each held seat's view, in plan order (reserved seating), for the prices. */
export interface HeldForForm {
  id: string;
  expiresAt: string;
  quantity: number;
  restricted?: boolean[];
}

/** The buyer's details as typed, shown again with the form's errors. */
export interface BuyerValues {
  name: string;
  email: string;
  accessNote: string;
  newsletter: boolean;
}

/** The name of a ticket type's count field in the plain form: its place in the performance's list. */
export const countField = (index: number): string => `count-${index}`;
