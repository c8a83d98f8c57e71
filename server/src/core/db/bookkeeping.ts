import { Field, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, UpdateDateColumn, VersionColumn } from "typeorm";

/** When a row was created and last changed, kept by TypeORM; entities extend it for these columns. */
// Abstract GraphQL types: their fields appear on each entity type that extends them, never on their own.
@ObjectType()
export abstract class Timestamped {
  @Field({ description: "When it was created" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "When it was last changed" })
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** Content editors save: who saved it last, and a version that refuses a save over someone else's. */
@ObjectType()
export abstract class Edited extends Timestamped {
  @Field(() => String, { nullable: true, description: "Name of the user who saved it last" })
  @Column({ name: "updated_by", type: "text", nullable: true })
  updatedBy: string | null;

  @Field(() => Int, { description: "Increases with every save; send it back when saving to detect concurrent edits" })
  @VersionColumn()
  version: number;
}
