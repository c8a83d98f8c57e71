import { Expose, Type } from "class-transformer";
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from "class-validator";
import { Field, Float, ID, InputType, Int } from "type-graphql";
import { NumberFromText, Trim } from "../../core/validation";

// A watch names a product or a product group, not both.
const needsTarget = (o: { productId?: string; productGroupId?: string }) => !o.productGroupId;
const groupOnly = (o: { productId?: string; productGroupId?: string }) => !o.productId;

@InputType({ description: "Start or stop watching a product or a product group" })
export class WatchToggleInput {
  @Field({ description: "true to watch, false to stop" })
  @Expose() @IsBoolean({ message: "watch must be true or false" })
  watch: boolean;

  @Field(() => ID, { nullable: true, description: "The product (or give productGroupId)" })
  @Expose() @ValidateIf(needsTarget) @IsUUID("all", { message: "productId or productGroupId must name a product or a product group" })
  productId?: string;

  @Field(() => ID, { nullable: true, description: "The product group (or give productId)" })
  @Expose() @ValidateIf(groupOnly) @IsUUID("all", { message: "productGroupId or productId must name a product group or a product" })
  productGroupId?: string;
}

@InputType({ description: "Set the maximum price at which to be alerted" })
export class MaxPriceInput {
  @Field(() => Float, { description: "Maximum price in pounds, at least 1" })
  @Expose() @NumberFromText() @Max(1_000_000) @Min(1, { message: "maxPrice must be at least 1 (pounds)" }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: "maxPrice must be a number" })
  maxPrice: number;

  @Field(() => ID, { nullable: true, description: "The product (or give productGroupId)" })
  @Expose() @ValidateIf(needsTarget) @IsUUID("all", { message: "productId or productGroupId must name a product or a product group" })
  productId?: string;

  @Field(() => ID, { nullable: true, description: "The product group (or give productId)" })
  @Expose() @ValidateIf(groupOnly) @IsUUID("all", { message: "productGroupId or productId must name a product group or a product" })
  productGroupId?: string;
}

@InputType({ description: "Stock in one store" })
export class StoreStockInput {
  @Field({ description: "The store ('total' when stock is not kept per store)" })
  @Expose() @Trim() @Matches(/^[A-Za-z0-9 _-]+$/, { message: "store may contain letters, numbers, spaces, dashes and underscores" }) @MaxLength(60) @IsString()
  store: string;

  @Field(() => Int, { description: "Items in stock" })
  @Expose() @NumberFromText() @Max(1_000_000) @Min(0) @IsInt({ message: "quantity must be a whole number" })
  quantity: number;
}

/** The new stock of a product, store by store. */
export class StockInput {
  @Expose() @Type(() => StoreStockInput) @ValidateNested() @ArrayMaxSize(100) @IsArray({ message: "stock must be a number, or quantities by store" })
  stock: StoreStockInput[];
}
