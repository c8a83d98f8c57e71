import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { PageOf } from "../../core/pagination";
import { ProductGroup, StoreStock } from "./product.entity";

@ObjectType("ShopProduct", { description: "A product as the caller sees it: with their watch, when signed in" })
export class ProductView {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  id: string;

  @Field({ description: "The product's name, e.g. 'Twelfth Night programme'" })
  name: string;

  @Field({ description: "Unique (within its country) name in URLs" })
  slug: string;

  @Field({ description: "Country code, e.g. 'uk'" })
  country: string;

  @Field({ description: "The category it is listed under, e.g. 'Programmes' or 'Merchandise'" })
  category: string;

  @Field({ description: "Path of its image under /images, or empty" })
  image: string;

  @Field(() => Float, { description: "Recommended retail price, in pounds" })
  rrpPrice: number;

  @Field(() => [StoreStock], { description: "Stock per store" })
  stock: StoreStock[];

  @Field(() => Int, { description: "Items in stock in all stores" })
  stockTotal: number;

  @Field({ description: "Whether any store has it" })
  hasStockSomewhere: boolean;

  @Field(() => ProductGroup, { nullable: true, description: "The group it belongs to, if any (watching the group watches it)" })
  group: ProductGroup | null;

  @Field({ description: "Whether the signed-in member watches it (or its group); false for anonymous callers" })
  watching: boolean;

  @Field(() => Float, { nullable: true, description: "The signed-in member's maximum alert price, in pounds" })
  maxPrice: number | null;
}

@ObjectType({ description: "A page of products" })
export class ProductPage extends PageOf(ProductView) {}

@ObjectType({ description: "A product's stock changed" })
export class StockUpdate {
  @Field(() => ID, { description: "The product" })
  productId: string;

  @Field(() => [StoreStock], { description: "The stores whose stock changed, with their new quantity" })
  changes: StoreStock[];

  @Field(() => Int, { description: "Items in stock in all stores now" })
  stockTotal: number;

  @Field({ description: "Whether any store has it now" })
  hasStockSomewhere: boolean;
}

@ObjectType({ description: "What a watch or price change did" })
export class WatchResult {
  @Field(() => ID, { nullable: true, description: "The product, when one was named" })
  productId: string | null;

  @Field(() => ID, { nullable: true, description: "The product group, when one was named" })
  productGroupId: string | null;

  @Field({ description: "Whether it is watched now" })
  watching: boolean;

  @Field(() => Float, { nullable: true, description: "The maximum alert price now, in pounds" })
  maxPrice: number | null;

  @Field({ description: "What changed, in words" })
  message: string;
}
