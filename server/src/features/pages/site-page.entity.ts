import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Drafted } from "../../core/db/bookkeeping";

/** The editable page texts, one row each (the `kind` is unique). */
export enum PageKind {
  about = "about",
  contact = "contact",
  combinations = "combinations",
}

/**
 * One table for the three page texts: they share every rule (whole-page saves, versions,
 * sanitising); only About has committee members. GraphQL shows them as AboutPage and TextPage.
 */
@Entity("site_page")
export class SitePage extends Drafted {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "text", update: false })
  kind: PageKind;

  @Column({ type: "text", default: "" })
  text: string;

  @Column({ name: "committee_members", type: "text", nullable: true })
  committeeMembers: string | null;
}
