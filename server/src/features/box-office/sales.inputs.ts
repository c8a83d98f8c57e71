import { Expose, Type } from "class-transformer";
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEnum, IsInt, IsISO8601, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy, ValidateIf, ValidateNested } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import type { EntityManager } from "typeorm";
import type { FieldError } from "../../core/errors";
import { planSeats, type StoredSeatPlan } from "../venues/venue.service";
import { IfFilledIn, ISO_INSTANT, isUuid, OneLine, Trim, WITH_OFFSET } from "../../core/validation";
import { PaymentMethod, SALES_DEFAULTS } from "./sales.types";

// class-validator checks a field's rules from the last decorator up and parseInput reports the
// first broken one, so the basic rule comes last.


/** A rule on a sales field that looks at the whole of the sales settings. */
const SalesRule = (name: string, message: string, holds: (value: unknown, sales: SalesInput) => boolean) =>
  ValidateBy({ name, validator: { validate: (value, args) => holds(value, args!.object as SalesInput), defaultMessage: () => message } });

@InputType({ description: "A kind of ticket and its price" })
export class TicketTypeInput {
  @Field({ description: "Its name, one line of 1 to 40 characters, e.g. 'Full', 'Concession', 'Under 18s', 'Free'" })
  @Expose() @Trim() @OneLine("name") @MaxLength(40) @MinLength(1, { message: "name is required: e.g. Full or Concession" }) @IsString()
  name: string;

  @Field(() => Int, { description: "Its price in whole pence, 0 to 100000 (£1,000)" })
  @Expose() @Max(100_000, { message: "pricePence must be at most 100000 (£1,000)" }) @Min(0, { message: "pricePence must be 0 or more" }) @IsInt({ message: "pricePence must be a whole number of pence" })
  pricePence: number;

  @Field(() => String, { nullable: true, description: "A note for buyers, up to 200 characters, e.g. 'Students and over 65s'" })
  @Expose() @Trim() @IfFilledIn() @OneLine("note") @MaxLength(200) @IsString()
  note?: string | null;

  @Field(() => Int, { nullable: true, description: "Its price in whole pence for a restricted-view seat of a reserved performance, at most its pricePence; absent: the same price" })
  @Expose() @IfFilledIn()
  @ValidateBy({ name: "notDearer", validator: { validate: (value, args) => typeof value !== "number" || value <= Number((args!.object as TicketTypeInput).pricePence), defaultMessage: () => "restrictedPricePence must be at most pricePence" } })
  @Min(0, { message: "restrictedPricePence must be 0 or more" }) @IsInt({ message: "restrictedPricePence must be a whole number of pence" })
  restrictedPricePence?: number | null;
}

@InputType({ description: "How a performance is sold on the site; absent: not sold here (its booking link as before)" })
export class SalesInput {
  @Field(() => Int, { description: "How many tickets there are in all, 1 to 10000. For reserved seating it is the number of seats in the venue's seat plan, whatever is given (the performance's copy of the plan, once on sale)" })
  // A reserved performance's capacity is set from its plan at publishing (settleReservedSeating).
  @Expose() @ValidateIf((s: SalesInput) => s.reserved !== true || !Number.isInteger(s.capacity))
  @Max(10_000, { message: "capacity must be at most 10000" }) @Min(1, { message: "capacity must be at least 1" }) @IsInt({ message: "capacity must be a whole number" })
  capacity: number;

  @Field(() => [TicketTypeInput], { description: "The kinds of ticket, 1 to 10, each name once" })
  @Expose() @Type(() => TicketTypeInput) @ValidateNested()
  @SalesRule("freeIsFree", "ticketTypes must all cost 0 when payment is free", (value, s) => s.payment !== PaymentMethod.free || !Array.isArray(value) || value.every((t: TicketTypeInput) => t?.pricePence === 0))
  @SalesRule("namesOnce", "ticketTypes must each have a different name", (value) => !Array.isArray(value) || new Set(value.map((t: TicketTypeInput) => String(t?.name ?? "").trim().toLowerCase())).size === value.length)
  @ArrayMaxSize(10) @ArrayMinSize(1, { message: "ticketTypes must have at least one ticket type" }) @IsArray()
  ticketTypes: TicketTypeInput[];

  @Field(() => String, { nullable: true, description: "When tickets go on sale (ISO 8601, with its offset); empty: at once" })
  @Expose() @IfFilledIn() @Matches(WITH_OFFSET, { message: "onSaleFrom must give its offset from UTC (Z or ±hh:mm)" }) @IsISO8601(ISO_INSTANT, { message: "onSaleFrom must be a date and time (ISO 8601)" })
  onSaleFrom?: string | null;

  @Field(() => String, { nullable: true, description: "When sales stop (ISO 8601, with its offset), after onSaleFrom; empty: when the performance starts" })
  @Expose() @IfFilledIn()
  @SalesRule("afterOnSaleFrom", "onSaleUntil must be after onSaleFrom", (value, s) => !s.onSaleFrom || !(new Date(s.onSaleFrom).getTime() >= new Date(value as string).getTime()))
  @Matches(WITH_OFFSET, { message: "onSaleUntil must give its offset from UTC (Z or ±hh:mm)" }) @IsISO8601(ISO_INSTANT, { message: "onSaleUntil must be a date and time (ISO 8601)" })
  onSaleUntil?: string | null;

  @Field(() => Int, { defaultValue: SALES_DEFAULTS.holdMinutes, description: "How many minutes held tickets wait for the buyer's details, 1 to 30 (10 unless set)" })
  @Expose() @Max(30, { message: "holdMinutes must be at most 30" }) @Min(1, { message: "holdMinutes must be at least 1" }) @IsInt({ message: "holdMinutes must be a whole number" })
  holdMinutes: number = SALES_DEFAULTS.holdMinutes;

  @Field(() => Int, { defaultValue: SALES_DEFAULTS.maxPerOrder, description: "The most tickets one order may have, 1 to 20 (8 unless set)" })
  @Expose() @Max(20, { message: "maxPerOrder must be at most 20" }) @Min(1, { message: "maxPerOrder must be at least 1" }) @IsInt({ message: "maxPerOrder must be a whole number" })
  maxPerOrder: number = SALES_DEFAULTS.maxPerOrder;

  @Field(() => PaymentMethod, { defaultValue: PaymentMethod.door, description: "door (pay at the door; unless set), free, or online (only when Stripe is set up)" })
  @Expose() @IsEnum(PaymentMethod, { message: "payment must be one of door, free and online" })
  payment: PaymentMethod = PaymentMethod.door;

  @Field(() => Int, { defaultValue: SALES_DEFAULTS.cancelUntilHours, description: "Buyers may cancel until this many hours before the performance, 0 to 720 (24 unless set)" })
  @Expose() @Max(720, { message: "cancelUntilHours must be at most 720" }) @Min(0, { message: "cancelUntilHours must be 0 or more" }) @IsInt({ message: "cancelUntilHours must be a whole number" })
  cancelUntilHours: number = SALES_DEFAULTS.cancelUntilHours;

  @Field({ defaultValue: false, description: "Buyers choose their seats on the venue's seat plan (the venue must have one; capacity becomes its number of seats); false (unless set): unreserved" })
  @Expose() @IsBoolean({ message: "reserved must be true or false" })
  reserved: boolean = false;

  @Field(() => Int, { defaultValue: SALES_DEFAULTS.companionReleaseHours, description: "Reserved seating: companion seats are kept for wheelchair users until this many hours before the performance, 0 to 720 (48 unless set)" })
  @Expose() @Max(720, { message: "companionReleaseHours must be at most 720" }) @Min(0, { message: "companionReleaseHours must be 0 or more" }) @IsInt({ message: "companionReleaseHours must be a whole number" })
  companionReleaseHours: number = SALES_DEFAULTS.companionReleaseHours;
}

/** The performances an input would sell online when online payment is not set up: a field error each. */
export function onlineWithoutPayments(performances: { sales?: SalesInput | null }[] | null | undefined, paysOnline: boolean): FieldError[] {
  if (paysOnline || !Array.isArray(performances)) return [];
  return performances.flatMap((p, i) => (p?.sales?.payment === PaymentMethod.online ? [{ path: `performances[${i}].sales.payment`, message: "payment online needs Stripe to be set up (STRIPE_SECRET_KEY)" }] : []));
}

/**
 * Reserved seating at publishing: its rules, a field error each, and each reserved performance's
 * capacity set to its seats (the capacity sent is not used). A reserved performance's venue must
 * have a seat plan; its capacity becomes the plan's number of seats. Once a performance's tickets
 * are held or sold, or its seats copied, what they rest on stays: reserved or not, and for a
 * reserved one its venue and capacity (its copy's seats), whatever the venue's plan has become since.
 */
export async function settleReservedSeating(manager: EntityManager, performances: { id?: string | null; venueId?: string; sales?: SalesInput | null }[] | null | undefined): Promise<FieldError[]> {
  if (!Array.isArray(performances)) return [];
  const performanceIds = performances.map((p) => String(p?.id ?? "").toLowerCase()).filter(isUuid);
  const settled = performanceIds.length
    ? ((await manager.query(
        `SELECT s.performance_id, s.seats_copied_at IS NOT NULL AS copied, perf->>'venueId' AS venue_id, (perf->'sales'->>'reserved')::boolean AS reserved, (perf->'sales'->>'capacity')::int AS capacity
           FROM ticket_stock s JOIN play p ON p.id = s.play_id CROSS JOIN LATERAL jsonb_array_elements(p.performances) perf
          WHERE s.performance_id = ANY($1::uuid[]) AND perf->>'id' = s.performance_id::text AND (s.seats_copied_at IS NOT NULL OR s.taken > 0)`,
        [performanceIds],
      )) as { performance_id: string; copied: boolean; venue_id: string; reserved: boolean | null; capacity: number | null }[])
    : [];
  const was = new Map(settled.map((row) => [row.performance_id, row]));
  const errors: FieldError[] = [];
  const toCheck: { p: (typeof performances)[number]; i: number }[] = [];
  performances.forEach((p, i) => {
    const before = was.get(String(p?.id ?? "").toLowerCase());
    const reserved = p?.sales?.reserved === true;
    if (before && (before.reserved ?? false) !== reserved) {
      errors.push({ path: `performances[${i}].sales.reserved`, message: "reserved cannot change once this performance's tickets are held or sold" });
    } else if (before?.copied && reserved) {
      if (String(p.venueId ?? "").toLowerCase() !== before.venue_id) errors.push({ path: `performances[${i}].venueId`, message: "venueId cannot change once this performance's seats are on sale: its seats are that venue's" });
      p.sales!.capacity = before.capacity ?? p.sales!.capacity;
    } else if (reserved) {
      toCheck.push({ p, i });
    }
  });
  if (toCheck.length === 0) return errors;
  const ids = [...new Set(toCheck.map(({ p }) => String(p.venueId ?? "").toLowerCase()).filter(isUuid))];
  const rows = (await manager.query(`SELECT id, seat_plan FROM venue WHERE id = ANY($1::uuid[])`, [ids])) as { id: string; seat_plan: StoredSeatPlan | null }[];
  const seats = new Map(rows.map((r) => [r.id, planSeats(r.seat_plan).length]));
  for (const { p, i } of toCheck) {
    const count = seats.get(String(p.venueId ?? "").toLowerCase()) ?? 0;
    if (count === 0) errors.push({ path: `performances[${i}].sales.reserved`, message: "reserved needs a venue with a seat plan: draw it on the Venues screen first" });
    else p.sales!.capacity = count;
  }
  return errors;
}
