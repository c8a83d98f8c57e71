import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Edited } from "../../core/db/bookkeeping";

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
export class SitePage extends Edited {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "text", update: false })
  kind: PageKind;

  @Column({ type: "text", default: "" })
  text: string;

  @Column({ name: "committee_members", type: "text", nullable: true })
  committeeMembers: string | null;
}
