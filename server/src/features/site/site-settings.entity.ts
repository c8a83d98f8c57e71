import { Field, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn } from "typeorm";

/**
 * The society's details as admins keep them (Site settings): one row, absent until the first save;
 * until then the environment's defaults (SITE_NAME, SOCIETY_EMAIL, SOCIETY_ADDRESS) show.
 * An empty text is a value left out (no charity number, no Instagram link).
 */
@ObjectType("SiteSettings", { description: "The society's details and social links, as the Site settings screen edits them (admins only)" })
@Entity("site_settings")
export class SiteSettings {
  /** Always 1: the table holds one row at most (a CHECK in the migration). */
  @PrimaryColumn({ type: "smallint" })
  id: number;

  @Field({ description: "The society's name, in the header, footer, page titles and emails" })
  @Column({ type: "text" })
  name: string;

  @Field({ description: "Where visitors write, and where replies to the site's own emails go" })
  @Column({ name: "contact_email", type: "text" })
  contactEmail: string;

  @Field({ description: "Postal address, or empty" })
  @Column({ type: "text", default: "" })
  address: string;

  @Field({ description: "Registered charity number (England and Wales), or empty" })
  @Column({ name: "charity_number", type: "text", default: "" })
  charityNumber: string;

  @Field({ description: "The society's Facebook page, or empty" })
  @Column({ type: "text", default: "" })
  facebook: string;

  @Field({ description: "The society's Instagram account, or empty" })
  @Column({ type: "text", default: "" })
  instagram: string;

  @Field({ description: "The society's X (Twitter) account, or empty" })
  @Column({ type: "text", default: "" })
  x: string;

  @Field({ description: "The society's YouTube channel, or empty" })
  @Column({ type: "text", default: "" })
  youtube: string;

  @Field({ description: "The society's TikTok account, or empty" })
  @Column({ type: "text", default: "" })
  tiktok: string;

  @Field({ description: "What another link says (with otherUrl), or empty" })
  @Column({ name: "other_label", type: "text", default: "" })
  otherLabel: string;

  @Field({ description: "Another page of the society's (https), or empty" })
  @Column({ name: "other_url", type: "text", default: "" })
  otherUrl: string;

  @Field({ description: "The time of night the site backs itself up, HH:MM on London's 24-hour clock (03:30 unless set)" })
  @Column({ name: "backup_time", type: "text", default: "03:30" })
  backupTime: string;
  @Field({ description: "Whether editors and admins must have a second sign-in step (a passkey or an authenticator app); until they add one they reach only their own account" })
  @Column({ name: "require_two_step", type: "boolean", default: false })
  requireTwoStep: boolean;

  @Field(() => Date, { nullable: true, description: "When an admin last saved them; null: never, the environment's defaults show" })
  @Column({ name: "updated_at", type: "timestamptz", nullable: true })
  updatedAt: Date | null;

  @Field(() => String, { nullable: true, description: "Name of the admin who saved them last" })
  @Column({ name: "updated_by", type: "text", nullable: true })
  updatedBy: string | null;
}
