import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../core/db/bookkeeping";

export enum MessageKind {
  audition = "audition",
  director = "director",
  general = "general",
  stockAlert = "stock-alert",
  /** The site's own emails to one person: account links, newsletter confirmations and issues. */
  account = "account",
  newsletterConfirm = "newsletter-confirm",
  newsletter = "newsletter",
  /** A buyer's e-tickets (box office): a link to their tickets page and a QR code per ticket. */
  tickets = "tickets",
}

/** What people send through the public forms: the admins' inbox. */
export const FORM_KINDS = [MessageKind.audition, MessageKind.director, MessageKind.general];

/** Emails whose body holds a link that grants something: emptied once sent or given up on. */
export const SECRET_KINDS = [MessageKind.account, MessageKind.newsletterConfirm, MessageKind.newsletter, MessageKind.tickets];

export enum MessageStatus {
  pending = "pending",
  sent = "sent",
  failed = "failed",
}

/** The specification's `messagetype` texts: what the public forms may send. */
export const MESSAGE_TYPES = {
  audition: "Application to audition",
  director: "Director submission",
  general: "General enquiry",
} as const;

registerEnumType(MessageKind, {
  name: "MessageKind",
  description: "What a message is",
  valuesConfig: {
    audition: { description: "Application to audition (for a play)" },
    director: { description: "Director submission" },
    general: { description: "General enquiry (the contact form)" },
    stockAlert: { description: "A shop member's back-in-stock alert" },
    account: { description: "An account email (password reset link)" },
    newsletterConfirm: { description: "A newsletter sign-up's confirmation link" },
    newsletter: { description: "A newsletter issue to one subscriber" },
    tickets: { description: "A buyer's e-tickets, or news of their booking (box office)" },
  },
});
registerEnumType(MessageStatus, {
  name: "MessageStatus",
  description: "Where a message is in its delivery",
  valuesConfig: {
    pending: { description: "Stored; waiting to be sent (or to be tried again)" },
    sent: { description: "Handed to the mail server" },
    failed: { description: "Gave up after repeated failures; an admin can retry it" },
  },
});

@ObjectType({ description: "A message sent through the site's forms (admins only)" })
@Entity("message")
export class Message extends Timestamped {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => MessageKind, { description: "Audition application, director submission or general enquiry" })
  @Column({ type: "text" })
  type: MessageKind;

  @Field({ description: "The sender's name" })
  @Column({ name: "sender_name", type: "text" })
  senderName: string;

  @Field({ description: "The sender's email address (replies go there)" })
  @Column({ name: "sender_email", type: "text" })
  senderEmail: string;

  @Field({ description: "Subject, as the sender wrote it" })
  @Column({ type: "text", default: "" })
  subject: string;

  @Field({ description: "The message" })
  @Column({ type: "text", default: "" })
  body: string;

  @Column({ name: "play_id", type: "uuid", nullable: true })
  playId: string | null;

  @Field(() => String, { nullable: true, description: "The play auditioned for (its title when the message came)" })
  @Column({ name: "play_title", type: "text", nullable: true })
  playTitle: string | null;

  @Field({ description: "Where the message is delivered" })
  @Column({ type: "text" })
  recipient: string;

  @Field(() => MessageStatus, { description: "Delivery status" })
  @Column({ type: "text", default: MessageStatus.pending })
  status: MessageStatus;

  @Field(() => Int, { description: "Delivery attempts so far" })
  @Column({ type: "integer", default: 0 })
  attempts: number;

  @Field(() => String, { nullable: true, description: "Why the last attempt failed" })
  @Column({ name: "last_error", type: "text", nullable: true })
  lastError: string | null;

  @Field({ description: "When the next attempt is due (pending messages)" })
  @Column({ name: "next_attempt_at", type: "timestamptz", default: () => "now()" })
  nextAttemptAt: Date;

  @Field(() => Date, { nullable: true, description: "When it was handed to the mail server" })
  @Column({ name: "sent_at", type: "timestamptz", nullable: true })
  sentAt: Date | null;

  /** The newsletter issue this email is part of (its progress is counted from these). */
  @Column({ name: "newsletter_issue_id", type: "uuid", nullable: true })
  newsletterIssueId: string | null;

  /** Headers of the site's own emails (List-Unsubscribe and its one-click POST). */
  @Column({ type: "jsonb", nullable: true })
  headers: Record<string, string> | null;

  /** An HTML part besides the text (e-tickets); emptied once sent, like the body of a link. */
  @Column({ type: "text", nullable: true })
  html: string | null;

  /** QR codes the HTML part shows inline, each as its content id and the text it holds; emptied once sent. */
  @Column({ name: "inline_codes", type: "jsonb", nullable: true })
  inlineCodes: InlineCode[] | null;
}

/** A QR code sent inline with an email: `<img src="cid:{cid}">` in its HTML. */
export interface InlineCode {
  cid: string;
  text: string;
}
