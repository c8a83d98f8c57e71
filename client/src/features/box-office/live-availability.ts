import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useEffect } from "react";
import { AvailabilityChangedSubscription, AvailabilityQuery } from "./booking.graphql";

/**
 * Keeps a performance's tickets left and status current: read once on arrival (a page served from
 * the read cache shows them as they were when it was kept, which may be a few sales ago), then
 * followed through the `availabilityChanged` subscription, whose seats (reserved seating) change
 * state in a seat plan shown from the cache. Whatever shows the performance from
 * the cache (its play page, What's on, the booking page) follows. Both run in the browser only,
 * never in a server render.
 */
export function useLiveAvailability(performanceId: string): void {
  const client = useApolloClient();
  const show = (update: { remaining: number; status: string; seats?: { id: string; state: string }[] }) => {
    client.cache.modify({
      id: client.cache.identify({ __typename: "Performance", id: performanceId }),
      fields: { remaining: () => update.remaining, status: () => update.status },
    });
    // Reserved seating: the seats that changed take their new states in the plan the page shows.
    for (const seat of update.seats ?? []) {
      client.cache.modify({ id: client.cache.identify({ __typename: "PerformanceSeat", id: seat.id }), fields: { state: () => seat.state } });
    }
  };
  useEffect(() => {
    void client.query({ query: AvailabilityQuery, variables: { performanceId }, fetchPolicy: "network-only" }).then(
      ({ data }) => data && show(data.availability),
      () => undefined,
    );
  }, [performanceId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per performance
  useSubscription(AvailabilityChangedSubscription, {
    variables: { performanceId },
    onData: ({ data }) => {
      const update = data.data?.availabilityChanged;
      if (update) show(update);
    },
  });
}

/** The same as a component, for lists that show several performances (one each). */
export function LiveAvailability({ performanceId }: { performanceId: string }): null {
  useLiveAvailability(performanceId);
  return null;
}
