import { Expose } from "class-transformer";
import { IsEmail, IsInt, IsNotEmpty, IsString, MaxLength, Min } from "class-validator";
import { registerEnumType } from "type-graphql";
import { Trim } from "../../../core/validation";

/** What became of a waitlist link (confirm, leave) once its button was pressed. */
export enum WaitlistLink {
  ok = "ok",
  used = "used",
  expired = "expired",
  unknown = "unknown",
}
registerEnumType(WaitlistLink, {
  name: "WaitlistLink",
  description: "What became of a waitlist link",
  valuesConfig: {
    ok: { description: "It worked" },
    used: { description: "It was used already (the place is confirmed)" },
    expired: { description: "It is out of date (a confirmation link works for 7 days)" },
    unknown: { description: "No such link (or its entry has left the waitlist)" },
  },
});

/**
 * An entry's state: waiting its turn, offered tickets (held for it), booked them, let the offer
 * lapse, or closed (its performance was cancelled while it waited or held an offer; it stays closed
 * if the performance is put back on sale).
 */
export type WaitlistStatus = "waiting" | "offered" | "booked" | "lapsed" | "closed";

// As elsewhere: a field's basic rule comes last, as it is checked first.

/** What Join the waitlist sends, checked together so each error names its field. */
export class WaitlistRequest {
  @Expose() @IsString({ message: "performanceId is required" }) @IsNotEmpty({ message: "performanceId is required" })
  performanceId: string;

  @Expose() @Trim() @MaxLength(254) @IsEmail({}, { message: "email must be a valid email address" }) @IsString() @IsNotEmpty({ message: "email is required" })
  email: string;

  @Expose() @Min(1, { message: "quantity must be at least 1" }) @IsInt({ message: "quantity must be a whole number" })
  quantity: number;
}
