import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from "typeorm";

/** The About page: one row (see the `singleton` column), created by its migration. */
@ObjectType({ description: "The About page: the society's story and its committee" })
@Entity("about_page")
export class AboutPage {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** Always true and unique: the table can hold one row only. */
  @Column({ type: "boolean", default: true, select: false, insert: false, update: false })
  singleton: boolean;

  @Field({ description: "Main text, as sanitised HTML" })
  @Column({ type: "text", default: "" })
  text: string;

  @Field({ description: "The committee members, as sanitised HTML" })
  @Column({ name: "committee_members", type: "text", default: "" })
  committeeMembers: string;

  @Field(() => Int, { description: "Increases with every save; send it back when saving to detect concurrent edits" })
  @VersionColumn()
  version: number;

  @Field(() => String, { nullable: true, description: "Name of the user who saved the page last" })
  @Column({ name: "updated_by", type: "text", nullable: true })
  updatedBy: string | null;

  @Field({ description: "When the page was created" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When the page was last saved" })
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
