import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { AvailabilityChangedSubscription, AvailabilityQuery } from "./booking.graphql";

/** A performance's tickets left and status, as last heard. */
export interface Availability {
  remaining: number;
  status: string;
}

/**
 * Keeps a performance's tickets left and status current: read once on arrival (a page served from
 * the read cache shows them as they were when it was kept, which may be a few sales ago), then
 * followed through the `availabilityChanged` subscription, whose seats (reserved seating) change
 * state in a seat plan shown from the cache. Whatever shows the performance from
 * the cache (the booking page) follows; so does what shows the answer returned (a performance in a
 * list of them: an island of its own, whose props do not follow the cache). Both run in the browser
 * only, never in a server render.
 */
export function useLiveAvailability(performanceId: string): Availability | null {
  const client = useApolloClient();
  const [latest, setLatest] = useState<Availability | null>(null);
  const show = (update: Availability & { seats?: { id: string; state: string }[] }) => {
    setLatest({ remaining: update.remaining, status: update.status });
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
  return latest;
}
