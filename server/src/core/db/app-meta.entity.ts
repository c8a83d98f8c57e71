import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** Small facts about the installation itself, such as which demo content was seeded. */
@Entity("app_meta")
export class AppMeta {
  @PrimaryColumn({ type: "text" })
  key: string;

  @Column({ type: "text" })
  value: string;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
