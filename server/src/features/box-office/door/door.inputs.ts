import { Expose, Type } from "class-transformer";
import { ArrayMaxSize, IsArray, IsBoolean, IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf, ValidateNested } from "class-validator";
import { Field, ID, InputType } from "type-graphql";
import { ISO_INSTANT, Trim, WITH_OFFSET } from "../../../core/validation";

/** The most scans one syncDoorScans call may carry: a device with more sends them in turns. */
export const MAX_SCANS_PER_SYNC = 500;

@InputType({ description: "One scan at the door: a ticket's code (or, for a ticket found by surname, its id), when and on which device" })
export class DoorScanInput {
  @Field(() => String, { nullable: true, description: "The code the ticket's QR code holds, as scanned or typed; give either this or ticketId" })
  @Expose() @Trim() @ValidateIf((scan: DoorScanInput) => scan.ticketId === undefined || scan.ticketId === null)
  @MaxLength(200, { message: "code must be at most 200 characters" }) @IsString({ message: "code is required unless ticketId is given: the text of the ticket's QR code" })
  code?: string | null;

  @Field(() => ID, { nullable: true, description: "The ticket, by the id the door app's list gives it (a ticket found by surname); give either this or code" })
  @Expose() @IsOptional() @IsUUID("all", { message: "ticketId must be a ticket's id (a UUID)" })
  ticketId?: string | null;

  @Field({ description: "When it was scanned (ISO 8601 with its offset), by the server's clock as the device reckons it (DoorTickets.serverTime); not in the future, nor before its ticket was issued" })
  @Expose() @Matches(WITH_OFFSET, { message: "scannedAt must have a time and its offset, e.g. 2026-11-23T19:02:00Z" })
  @IsISO8601(ISO_INSTANT, { message: "scannedAt must be a date and time (ISO 8601)" }) @IsString({ message: "scannedAt is required: when the ticket was scanned" })
  scannedAt: string;

  @Field({ description: "The scanning device: an id of 8 to 64 letters, digits, '-' and '_' that the door app makes up once and keeps" })
  @Expose() @Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: "deviceId must be 8 to 64 letters, digits, '-' or '_'" }) @IsString({ message: "deviceId is required: the scanning device's id" })
  deviceId: string;

  @Field({ defaultValue: false, description: "True when the device admitted the ticket itself while offline and sends the scan now: its time then competes with other devices' scans (the earliest wins), and one later than another device's is answered conflict. False for a scan sent as it is made" })
  @Expose() @IsOptional() @IsBoolean({ message: "admittedOffline must be true or false" })
  admittedOffline: boolean = false;
}

/** What syncDoorScans checks together, so each field error names its scan (scans[3].scannedAt). */
export class DoorScanBatch {
  @Expose() @Type(() => DoorScanInput) @ValidateNested()
  @ArrayMaxSize(MAX_SCANS_PER_SYNC, { message: `scans must have at most ${MAX_SCANS_PER_SYNC} scans: send the rest in another call` }) @IsArray({ message: "scans must be a list" })
  scans: DoorScanInput[];
}
