import { Field, ID, Int, ObjectType } from "type-graphql";
import { BoxOfficePerformance } from "../box-office-desk.types";
import { OrderStatus } from "../box-office.types";

@ObjectType({ description: "A ticket as the door app keeps it on the device, to admit people offline (door staff)" })
export class DoorTicket {
  @Field(() => ID, { description: "The ticket: a ticket found by surname is admitted by its id" })
  id: string;

  @Field({ description: "The SHA-256 (hex) of the code its QR code holds: the door app finds a scanned ticket by it, so the codes themselves are never kept on a device" })
  codeHash: string;

  @Field({ description: "Its order's reference" })
  reference: string;

  @Field({ description: "The buyer's name (empty once buyers' details are deleted)" })
  buyerName: string;

  @Field({ description: "Its ticket type's name" })
  type: string;

  @Field(() => OrderStatus, { description: "Its order's status: reserved or paid admit; cancelled and refunded do not" })
  status: OrderStatus;

  @Field(() => Int, { description: "What its order still has to pay at the door, in pence (0 when paid or free): take it before admitting" })
  toPayPence: number;

  @Field(() => Date, { nullable: true, description: "When it was admitted (the first scan); null until then" })
  admittedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The device whose scan admitted it (the id the door app made up), so a device can tell that its own offline admission lost to an earlier scan; null for the box office's own check-in, or until admitted" })
  admittedOn: string | null;
}

@ObjectType({ description: "Admitted and expected at a performance's door, across every device" })
export class DoorCount {
  @Field(() => ID, { description: "The performance" })
  performanceId: string;

  @Field(() => Int, { description: "Tickets of live orders (reserved or paid) admitted so far" })
  admitted: number;

  @Field(() => Int, { description: "Tickets of live orders (reserved or paid): the people expected" })
  expected: number;
}

@ObjectType({ description: "What the door app keeps on the device for one performance, to admit people with no connection (door staff)" })
export class DoorTickets {
  @Field(() => BoxOfficePerformance, { description: "The performance" })
  performance: BoxOfficePerformance;

  @Field(() => DoorCount, { description: "Admitted and expected now" })
  count: DoorCount;

  @Field(() => [DoorTicket], { description: "Every ticket of its orders but those still being paid online (cancelled ones too: the door says Cancelled, not Not for this performance)" })
  tickets: DoorTicket[];

  @Field(() => Date, { description: "The server's time as it answered: the door app stamps its scans by the server's clock, whatever the device's says" })
  serverTime: Date;
}
