import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/**
 * A passkey (WebAuthn credential) someone added to their account, named by them. Its public key
 * and sign count stay on the server (no @Field): only its name and dates leave.
 */
@ObjectType({ description: "A passkey on the signed-in account: a way to sign in without a password that also counts as two steps" })
@Entity("passkey")
export class Passkey {
  @Field(() => ID, { description: "Unique id" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ name: "user_id", type: "uuid" })
  userId: string;

  @Field({ description: "What its owner called it ('Work laptop')" })
  @Column({ type: "text" })
  name: string;

  /** The credential's id as the browser gives it (base64url). */
  @Column({ name: "credential_id", type: "text" })
  credentialId: string;

  @Column({ name: "public_key", type: "bytea" })
  publicKey: Buffer;

  /** The authenticator's signature counter as last seen (0 for authenticators that keep none). */
  @Column({ name: "sign_count", type: "bigint", transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  signCount: number;

  @Column({ type: "text", array: true })
  transports: string[];

  /** singleDevice or multiDevice (synced), as the authenticator said when it was added. */
  @Column({ name: "device_type", type: "text" })
  deviceType: string;

  @Column({ name: "backed_up", type: "boolean" })
  backedUp: boolean;

  @Field({ description: "When it was added" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When it last signed in; null: never yet" })
  @Column({ name: "last_used_at", type: "timestamptz", nullable: true })
  lastUsedAt: Date | null;
}
