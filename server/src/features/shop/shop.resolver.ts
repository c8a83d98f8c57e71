import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { wholeNumber } from "../../core/pagination";
import { StoreStockInput, MaxPriceInput, WatchToggleInput } from "./shop.inputs";
import { ShopService } from "./shop.service";
import { ProductPage, ProductView, StockUpdate, WatchResult } from "./shop.types";

@Resolver(() => ProductView)
export class ShopResolver {
  constructor(private readonly service: ShopService) {}

  @Query(() => [String], { description: "Countries that have products (codes such as 'uk')" })
  countries(): Promise<string[]> {
    return this.service.countries();
  }

  @Query(() => ProductPage, { description: "A country's products by name, 12 a page; an unknown country is an empty page" })
  products(
    @Ctx() context: Context,
    @Arg("country", { description: "Country code, e.g. 'uk'" }) country: string,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number,
  ): Promise<ProductPage> {
    return this.service.list(country, wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }), context.user);
  }

  @Query(() => ProductView, { description: "One product by country and slug; NOT_FOUND when there is none" })
  product(@Ctx() context: Context, @Arg("country", { description: "Country code" }) country: string, @Arg("slug", { description: "The product's slug" }) slug: string): Promise<ProductView> {
    return this.service.bySlug(country, slug, context.user);
  }

  @Authorized()
  @Mutation(() => WatchResult, { description: "Starts or stops watching a product or a product group (members)" })
  watchToggle(@Ctx() context: Context, @Arg("input", () => WatchToggleInput, { description: "What to watch" }) input: WatchToggleInput): Promise<WatchResult> {
    return this.service.watchToggle(context.user, input);
  }

  @Authorized()
  @Mutation(() => WatchResult, { description: "Sets the maximum price, in pounds, at which to be alerted (members)" })
  setMaxPrice(@Ctx() context: Context, @Arg("input", () => MaxPriceInput, { description: "The price and what it is for" }) input: MaxPriceInput): Promise<WatchResult> {
    return this.service.setMaxPrice(context.user, input);
  }

  @Authorized(EDITORS)
  @Mutation(() => StockUpdate, { description: "Sets a product's stock, store by store (editors and integrators); subscribers hear of it" })
  updateStock(
    @Ctx() context: Context,
    @Arg("productId", () => ID, { description: "The product" }) productId: string,
    @Arg("stock", () => [StoreStockInput], { description: "The new quantity in each store" }) stock: StoreStockInput[],
  ): Promise<StockUpdate> {
    return this.service.setStock(context.user, productId, { stock });
  }

  @Subscription(() => StockUpdate, {
    topics: "STOCK_UPDATED",
    filter: ({ payload, args }: { payload: StockUpdate; args: { productIds?: string[] | null } }) => !args.productIds?.length || args.productIds.includes(payload.productId),
    description: "Each change of a product's stock (optionally only these products)",
  })
  stockUpdated(
    @Root() update: StockUpdate,
    @Arg("productIds", () => [ID], { nullable: true, description: "Only these products" }) _productIds?: string[],
  ): StockUpdate {
    return update;
  }
}
