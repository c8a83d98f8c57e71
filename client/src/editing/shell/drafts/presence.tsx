import { useSubscription } from "@apollo/client/react";
import type { EditedKind } from "../../../gql/graphql";
import { formatClock } from "@theatre/common/london-dates";
import { EditingPresenceSubscription } from "./presence.graphql";


/**
 * Who else has this item open in an editor, live over the WebSocket: one line per other editor,
 * "Margaret is also editing this (since 10:42)"; nothing when nobody else is. While it is shown,
 * this editor counts as editing the item for the others too.
 */
export function EditingPresence({ kind, id }: { kind: EditedKind; id: string }) {
  const { data, error } = useSubscription(EditingPresenceSubscription, { variables: { kind, id } });
  const others = error ? [] : (data?.editingPresence ?? []);
  return (
    <>
      {others.map((other) => (
        <p key={other.userId} className="meta presence" role="status" aria-live="polite">
          {other.name} is also editing this (since {formatClock(other.since)})
        </p>
      ))}
    </>
  );
}
