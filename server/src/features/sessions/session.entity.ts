import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

/**
 * One sign-in of an account on one device: its login token names it (`sid`), so it can be signed
 * out alone. It counts while it has not ended or expired and its account's token version is the
 * one it began under (logout everywhere, a password or role change and deletion end them all).
 */
@ObjectType("Session", { description: "A sign-in of your account on a device" })
@Entity("account_session")
export class AccountSession {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ name: "user_id", type: "uuid" })
  userId: string;

  @Column({ name: "token_version", type: "integer" })
  tokenVersion: number;

  @Field({ description: "The device in words, from its browser: 'Firefox on Windows' (never where it is)" })
  @Column({ type: "text" })
  device: string;

  @Field({ description: "When it signed in" })
  @Column({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When it was last used (to the minute)" })
  @Column({ name: "last_seen_at", type: "timestamptz" })
  lastSeenAt: Date;

  @Column({ name: "expires_at", type: "timestamptz" })
  expiresAt: Date;

  @Column({ name: "ended_at", type: "timestamptz", nullable: true })
  endedAt: Date | null;

  /**
   * When its holder last proved who they are (signing in, or confirming it's them): changing how the
   * account signs in needs a recent one (fresh-proof.service.ts). Null for sessions from before it was kept.
   */
  @Column({ name: "proved_at", type: "timestamptz", nullable: true })
  provedAt: Date | null;

  /** Whether its sign-in emailed the person about a new device (a few a day at most). */
  @Column({ type: "boolean", default: false })
  announced: boolean;

  @Field({ description: "Whether this is the session asking (this device)" })
  current: boolean;
}
