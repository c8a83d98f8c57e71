import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Role } from "../../core/auth";

/**
 * A named token a script sends as `Authorization: Bearer …` instead of a person's password: it acts
 * for the admin who made it, with its own role (member or editor). Only its SHA-256 is stored.
 */
@ObjectType("ApiToken", { description: "A named token for scripts and other sites (admins only)" })
@Entity("api_token")
export class ApiToken {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "What it is for, as its admin named it: 'Box office sync'" })
  @Column({ type: "text" })
  name: string;

  @Field(() => Role, { description: "What it may do: member (read only) or editor (edits content)" })
  @Column({ type: "text" })
  role: Role;

  @Column({ name: "token_hash", type: "text", select: false })
  tokenHash: string;

  @Column({ name: "created_by_id", type: "uuid" })
  createdById: string;

  /** The creator's token version when it was made: a password change, reset, sign-out everywhere or role change ends the token. */
  @Column({ name: "creator_token_version", type: "integer" })
  creatorTokenVersion: number;

  @Field({ description: "The admin who made it: it acts for them, and stops working when they are no longer an admin" })
  createdBy: string;

  @Field({ description: "When it was made" })
  @Column({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When it stops working by itself; null: when revoked" })
  @Column({ name: "expires_at", type: "timestamptz", nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When it was last used (to the minute); null if never" })
  @Column({ name: "last_used_at", type: "timestamptz", nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: "revoked_at", type: "timestamptz", nullable: true })
  revokedAt: Date | null;
}
