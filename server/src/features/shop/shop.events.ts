import type { StockUpdate } from "./shop.types";

/** Events of the shop. */
export type ShopTopics = {
  /** A product's stock changed. */
  STOCK_UPDATED: [StockUpdate];
};
