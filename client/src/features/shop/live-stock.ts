import { useApolloClient, useSubscription } from "@apollo/client/react";
import { StockUpdatedSubscription } from "./shop.graphql";

/** Keeps the shown stock of these products current from the `stockUpdated` subscription. */
export function useLiveStock(productIds: string[]): void {
  const client = useApolloClient();
  useSubscription(StockUpdatedSubscription, {
    variables: { ids: productIds },
    skip: productIds.length === 0,
    onData: ({ data }) => {
      const update = data.data?.stockUpdated;
      if (!update) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: "ShopProduct", id: update.productId }),
        fields: {
          stockTotal: () => update.stockTotal,
          hasStockSomewhere: () => update.hasStockSomewhere,
          // StoreStock has no id, so the list is stored inline as plain objects.
          stock: (current) => {
            const next = new Map((current as unknown as { store: string; quantity: number }[]).map((s) => [s.store, s.quantity]));
            for (const change of update.changes) next.set(change.store, change.quantity);
            return [...next].map(([store, quantity]) => ({ __typename: "StoreStock", store, quantity })) as never;
          },
        },
      });
    },
  });
}
