import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Timestamped } from "../../core/db/bookkeeping";

/** numeric columns arrive from PostgreSQL as text. */
const pounds = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

@ObjectType({ description: "A group of products watched together" })
@Entity("product_group")
export class ProductGroup {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field({ description: "Name of the group" })
  @Column({ type: "text" })
  name: string;

  @Field({ description: "Unique name in URLs" })
  @Column({ type: "text" })
  slug: string;
}

@ObjectType({ description: "Stock in one store" })
export class StoreStock {
  @Field({ description: "The store ('total' when stock is not kept per store)" })
  store: string;

  @Field(() => Int, { description: "Items in stock" })
  quantity: number;
}

/** A product; answered to callers as a ProductView (with the caller's watch). */
@Entity("product")
export class Product extends Timestamped {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "text" })
  name: string;

  @Column({ type: "text" })
  slug: string;

  @Column({ type: "text" })
  country: string;

  @Column({ type: "text", default: "" })
  category: string;

  @Column({ type: "text", default: "" })
  image: string;

  @Column({ name: "rrp_price", type: "numeric", precision: 10, scale: 2, transformer: pounds })
  rrpPrice: number;

  /** Items per store. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  stock: Record<string, number>;

  @Column({ name: "stock_total", type: "integer", default: 0 })
  stockTotal: number;

  /** When the stock last went from none to some: one alert per watcher per restock. */
  @Column({ name: "restocked_at", type: "timestamptz", nullable: true })
  restockedAt: Date | null;

  @Column({ name: "group_id", type: "uuid", nullable: true })
  groupId: string | null;
}

@Entity("watch")
export class Watch {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ name: "user_id", type: "uuid" })
  userId: string;

  @Column({ name: "product_id", type: "uuid", nullable: true })
  productId: string | null;

  @Column({ name: "group_id", type: "uuid", nullable: true })
  groupId: string | null;

  @Column({ type: "boolean", default: false })
  watching: boolean;

  @Column({ name: "max_price", type: "numeric", precision: 10, scale: 2, nullable: true, transformer: pounds })
  maxPrice: number | null;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
