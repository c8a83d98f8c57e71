import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { LoadError } from "../../components/ui/load-error";
import { serverMessage } from "../../lib/errors";
import { HouseSeatPlanQuery, SetHouseSeatsMutation } from "./box-office.graphql";

const STATE_WORDS: Record<string, string> = { free: "free", held: "held by a buyer", sold: "sold", blocked: "a house seat" };

/**
 * House seats of a reserved performance: each free seat can be kept back from sale (for the
 * director, a critic, a late wheelchair booking) and each house seat released to sale, one press
 * each. Held and sold seats are shown but cannot be pressed. Nothing for an unreserved performance.
 */
export function HouseSeatsPanel({ performanceId, onChanged, notify }: { performanceId: string; onChanged: () => void; notify: (message: string) => void }) {
  const { data, error, refetch } = useQuery(HouseSeatPlanQuery, { variables: { performanceId }, fetchPolicy: "network-only" });
  const [setHouseSeats] = useMutation(SetHouseSeatsMutation);
  const [problem, setProblem] = useState<string | null>(null);
  if (error) return <LoadError what="the seat plan" onRetry={() => void refetch()} />;
  const plan = data?.seatPlan;
  if (!plan) return null;
  const toggle = async (seat: { id: string; label: string; state: string }) => {
    setProblem(null);
    const blocked = seat.state === "free";
    try {
      await setHouseSeats({ variables: { performanceId, seatIds: [seat.id], blocked }, refetchQueries: [HouseSeatPlanQuery] });
      notify(blocked ? `${seat.label} is kept as a house seat.` : `${seat.label} is on sale again.`);
      onChanged();
    } catch (failure) {
      setProblem(serverMessage(failure) ?? "The seat could not be changed.");
      await refetch();
    }
  };
  return (
    <details className="house-seats">
      <summary>House seats</summary>
      <p className="hint">Press a free seat to keep it back from sale; press a house seat to put it on sale again.</p>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      {plan.sections.map((section) => (
        <fieldset key={section.name} className="house-seats-section">
          <legend>{section.name}</legend>
          {section.rows.map((row) => (
            <div key={row.label} className="house-seats-row" role="group" aria-label={`Row ${row.label}`}>
              <span className="house-seats-row-label" aria-hidden="true">{row.label}</span>
              {row.seats.map((seat) => (
                <button
                  key={seat.id}
                  type="button"
                  className={`house-seat seat-${seat.state}`}
                  aria-pressed={seat.state === "blocked"}
                  disabled={seat.state === "held" || seat.state === "sold"}
                  aria-label={`${seat.label}: ${STATE_WORDS[seat.state]}`}
                  onClick={() => void toggle(seat)}
                >
                  {seat.number}
                </button>
              ))}
            </div>
          ))}
        </fieldset>
      ))}
    </details>
  );
}
