import { useApolloClient, useSubscription } from "@apollo/client/react";
import { AvailabilityChangedSubscription } from "./booking.graphql";

/**
 * Keeps a performance's tickets left and status current from the `availabilityChanged`
 * subscription: whatever shows the performance from the cache (its play page, What's on, the
 * booking page) follows. Subscriptions start in the browser only, never in a server render.
 */
export function useLiveAvailability(performanceId: string, skip = false): void {
  const client = useApolloClient();
  useSubscription(AvailabilityChangedSubscription, {
    variables: { performanceId },
    skip,
    onData: ({ data }) => {
      const update = data.data?.availabilityChanged;
      if (!update) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: "Performance", id: performanceId }),
        fields: { remaining: () => update.remaining, status: () => update.status },
      });
    },
  });
}

/** The subscription as a component, for lists that show several performances (one each). */
export function LiveAvailability({ performanceId }: { performanceId: string }): null {
  useLiveAvailability(performanceId);
  return null;
}
