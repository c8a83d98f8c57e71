import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from "typeorm";

/** The editable page texts, one row each (the `kind` is unique). */
export enum PageKind {
  About = "about",
  Contact = "contact",
  Combinations = "combinations",
}

/**
 * One table for the three page texts: they share every rule (whole-page saves, versions,
 * sanitising); only About has committee members. GraphQL shows them as AboutPage and TextPage.
 */
@Entity("site_page")
export class SitePage {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "text", update: false })
  kind: PageKind;

  @Column({ type: "text", default: "" })
  text: string;

  @Column({ name: "committee_members", type: "text", nullable: true })
  committeeMembers: string | null;

  @VersionColumn()
  version: number;

  @Column({ name: "updated_by", type: "text", nullable: true })
  updatedBy: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
