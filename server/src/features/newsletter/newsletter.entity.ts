import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../core/db/bookkeeping";

@ObjectType({ description: "Someone who signed up for the Combinations newsletter (admins only)" })
@Entity("newsletter_subscriber")
export class Subscriber extends Timestamped {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Their email address" })
  @Column({ type: "text" })
  email: string;

  @Field({ description: "Their name, as they gave it (may be empty)" })
  @Column({ type: "text", default: "" })
  name: string;

  @Field(() => Date, { nullable: true, description: "When they confirmed from the email (null: not yet, and nothing is sent to them)" })
  @Column({ name: "confirmed_at", type: "timestamptz", nullable: true })
  confirmedAt: Date | null;
}

@ObjectType({ description: "The Combinations newsletter as sent once to every confirmed subscriber, and how far the sending is" })
@Entity("newsletter_issue")
export class NewsletterIssue extends Timestamped {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "The emails' subject" })
  @Column({ type: "text" })
  subject: string;

  /** SHA-256 of the text sent: the same text is never sent twice. */
  @Column({ name: "text_hash", type: "text" })
  textHash: string;

  @Field(() => Int, { description: "Confirmed subscribers when the sending started: one email each" })
  @Column({ type: "integer" })
  recipients: number;

  @Field({ description: "Who pressed Send to subscribers" })
  @Column({ name: "started_by", type: "text" })
  startedBy: string;
}
