import { Expose, Type } from "class-transformer";
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEmail, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { IfFilledIn, OneLine, Trim } from "../../core/validation";

@InputType({ description: "Who is buying: their tickets and news of the booking go to their email" })
export class BuyerInput {
  @Field({ description: "The buyer's name, one line of 2 to 100 characters (on the door list)" })
  @Expose() @Trim() @OneLine("name") @MaxLength(100) @MinLength(2, { message: "name is required: at least 2 characters" }) @IsString({ message: "name is required" })
  name: string;

  @Field({ description: "The buyer's email address (the tickets are sent there)" })
  @Expose() @Trim() @MaxLength(254) @IsEmail({}, { message: "email must be a valid email address" }) @IsString({ message: "email is required" })
  email: string;

  @Field(() => String, { nullable: true, description: "Anything the front of house should know for access (up to 500 characters), e.g. 'I use a wheelchair'" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(500) @IsString()
  accessNote?: string | null;

  @Field({ defaultValue: false, description: "'Send me Combinations': starts the newsletter's sign-up (a confirmation email); unticked unless the buyer ticks it" })
  @Expose() @IsOptional() @IsBoolean({ message: "newsletter must be true or false" })
  newsletter: boolean = false;
}

@InputType({ description: "How many tickets of one type an order takes" })
export class TicketChoiceInput {
  @Field({ description: "The ticket type, by its name (one of the performance's sales.ticketTypes)" })
  @Expose() @Trim() @MaxLength(40) @IsString({ message: "ticketType is required: the name of a ticket type" })
  ticketType: string;

  @Field(() => Int, { description: "How many, 0 to 20" })
  @Expose() @Max(20, { message: "count must be at most 20" }) @Min(0, { message: "count must be 0 or more" }) @IsInt({ message: "count must be a whole number" })
  count: number;
}

@InputType({ description: "Complimentary tickets the box office gives (editors)" })
export class ComplimentaryInput {
  @Field({ description: "Who they are for, one line of 2 to 100 characters" })
  @Expose() @Trim() @OneLine("name") @MaxLength(100) @MinLength(2, { message: "name is required: at least 2 characters" }) @IsString({ message: "name is required" })
  name: string;

  @Field(() => String, { nullable: true, description: "Where to send the tickets; empty: none sent (print them from the box office)" })
  @Expose() @Trim() @IfFilledIn() @MaxLength(254) @IsEmail({}, { message: "email must be a valid email address" })
  email?: string | null;

  @Field({ description: "The ticket type, by its name" })
  @Expose() @Trim() @MaxLength(40) @IsString({ message: "ticketType is required: the name of a ticket type" })
  ticketType: string;

  @Field(() => Int, { description: "How many, 1 to 20" })
  @Expose() @Max(20, { message: "count must be at most 20" }) @Min(1, { message: "count must be at least 1" }) @IsInt({ message: "count must be a whole number" })
  count: number;
}

/** What placeOrder checks together, so each field error names its place (buyer.email, tickets[1].count). */
export class OrderRequest {
  @Expose() @Type(() => BuyerInput) @ValidateNested() @IsObject({ message: "buyer is required" })
  buyer: BuyerInput;

  @Expose() @Type(() => TicketChoiceInput) @ValidateNested() @ArrayMaxSize(10) @ArrayMinSize(1, { message: "tickets must name at least one ticket type" }) @IsArray()
  tickets: TicketChoiceInput[];
}
