import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Role } from "../../core/auth";
import { Timestamped } from "../../core/db/bookkeeping";

registerEnumType(Role, {
  name: "Role",
  description: "What an account may do",
  valuesConfig: {
    member: { description: "A registered visitor: an account page (and the shop's alerts)" },
    door: { description: "A front-of-house volunteer: opens the door app and the door list for performances of today and tomorrow (London), and admits people; nothing else" },
    editor: { description: "Edits plays, blogs, pages and hero images" },
    admin: { description: "An editor who also manages accounts and reads messages" },
  },
});

/**
 * An account. The password hash and the token version carry no @Field: they never leave the
 * server through any API.
 */
@ObjectType("User", { description: "An account" })
@Entity("app_user")
export class User extends Timestamped {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Username: letters only, unique whatever the case; shown as 'Last edited by'" })
  @Column({ name: "username", type: "text" })
  name: string;

  @Field({ description: "Email address, unique whatever the case" })
  @Column({ type: "text" })
  email: string;

  @Column({ name: "password_hash", type: "text", select: false })
  passwordHash: string;

  @Field(() => Role, { description: "What the account may do" })
  @Column({ type: "text", default: Role.member })
  role: Role;

  /** Raised to refuse every token issued before (log out everywhere, role change, deletion). */
  @Column({ name: "token_version", type: "integer", default: 0 })
  tokenVersion: number;

  /** Set when deletion is asked for: the account stops working at once and is purged by a job. */
  @Column({ name: "deletion_requested_at", type: "timestamptz", nullable: true })
  deletionRequestedAt: Date | null;
}
