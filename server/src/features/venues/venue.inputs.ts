import { ACCESS_TEXT_MAX, VENUE_ADDRESS, VENUE_NAME } from "@theatre/common/input-limits";
import { checkSeatPlan, type StoredSeatPlan } from "@theatre/common/seat-plan";
import { Expose, Type } from "class-transformer";
import { IsString, IsUrl, MaxLength, MinLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { SlugRules } from "../../core/editing";
import { IfFilledIn, OneLine, parseInput, rules, Trim, WEB_URL } from "../../core/validation";
import { SeatPlanInput } from "./seat-plan.inputs";

// As in play.inputs.ts: rules are checked from the last decorator up, so the basic rule comes last.

/** An access text: plain, trimmed, empty when not known. */
const AccessText = (max = ACCESS_TEXT_MAX) => rules(Expose(), Trim(), MaxLength(max), IsString());

@InputType({ description: "A venue as its editor saves it" })
export class VenueDetailsInput {
  @Field({ description: "Name, one line of at least 3 characters" })
  @Expose() @Trim() @OneLine("name") @MaxLength(VENUE_NAME.max) @MinLength(VENUE_NAME.min) @IsString()
  name: string;

  @Field({ defaultValue: "", description: "Address on the site (/venues/{slug}): at least 3 of letters, numbers, dashes and underscores; empty: made from the name for a new venue, kept for an existing one" })
  @IfFilledIn() @SlugRules()
  slug: string = "";

  @Field({ description: "Postal address, at least 3 characters" })
  @Expose() @Trim() @MaxLength(VENUE_ADDRESS.max) @MinLength(VENUE_ADDRESS.min) @IsString()
  address: string;

  @Field({ defaultValue: "", description: "Link to a map (http or https), or empty" })
  @Expose() @Trim() @IfFilledIn() @IsUrl(WEB_URL, { message: "maplink must be a web address (http or https)" }) @MaxLength(2000) @IsString()
  maplink: string = "";

  @Field({ defaultValue: "", description: "The step-free route in" })
  @AccessText()
  stepFree: string = "";

  @Field({ defaultValue: "", description: "Wheelchair spaces and how to book them" })
  @AccessText()
  wheelchairSpaces: string = "";

  @Field({ defaultValue: "", description: "Hearing loop or other assisted listening" })
  @AccessText()
  hearingLoop: string = "";

  @Field({ defaultValue: "", description: "Where the accessible toilets are and what they offer" })
  @AccessText()
  accessibleToilets: string = "";

  @Field({ defaultValue: "", description: "Parking, including Blue Badge spaces" })
  @AccessText()
  parking: string = "";

  @Field({ defaultValue: "", description: "Getting there by bus, train or bicycle" })
  @AccessText()
  publicTransport: string = "";

  @Field({ defaultValue: "", description: "Anything else about access, in plain text" })
  @AccessText(5000)
  accessNotes: string = "";

  @Field(() => SeatPlanInput, { nullable: true, description: "The venue's seat plan. Absent: the plan stays as it is (none for a new venue); null, or no sections: the venue has no plan" })
  @Expose() @Type(() => SeatPlanInput)
  seatPlan?: SeatPlanInput | null;
}

/** A venue's details as checked: the seat plan as stored, null to remove it, absent to keep it. */
export type VenueDetails = Omit<VenueDetailsInput, "seatPlan"> & { seatPlan?: StoredSeatPlan | null };

/** Reads and checks a venue's details, reporting every broken rule (the seat plan's with its path) at once. */
export async function parseVenueDetails(raw: unknown): Promise<VenueDetails> {
  let seatPlan: StoredSeatPlan | null | undefined;
  const input = await parseInput(VenueDetailsInput, raw, {
    check: async ({ seatPlan: sent }) => {
      if (sent === undefined || sent === null) {
        seatPlan = sent;
        return [];
      }
      const checked = checkSeatPlan(sent);
      seatPlan = checked.plan;
      return checked.problems;
    },
  });
  const { seatPlan: _sent, ...details } = input;
  return seatPlan === undefined ? details : { ...details, seatPlan };
}
