import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { formatPence } from "@theatre/common/money";
import { seatWithNote } from "@theatre/common/seat-plan";
import { useHydrated } from "../../../lib/rendering/hydration";
import { useRenderTime } from "../../../lib/rendering/render-time";
import { SeatPlanQuery } from "../booking.graphql";
import { bestAvailable } from "./best-available";
import { SeatList } from "./seat-list";
import { planRows, type PlanSeat } from "./seat-plan-model";
import { SeatKey, SeatPlanSvg } from "./seat-plan-svg";
import "./seat-chooser.css";

interface TicketPrice {
  name: string;
  pricePence: number;
  restrictedPricePence?: number | null;
}

const list = (labels: string[]) => (labels.length <= 1 ? labels.join("") : `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`);

/**
 * Choosing seats for a reserved performance: the plan (or the same seats as a list), Best
 * available, then Hold these seats. A wheelchair space brings its companion seat unless "No
 * companion seat needed" is ticked. Seats others take while the buyer chooses change live (the
 * booking page follows `availabilityChanged`); a chosen seat that goes is unchosen, and said so.
 * Without JavaScript it is a plain form of the free seats posted to the booking page's address.
 */
export function SeatChooser({ performanceId, maxPerOrder, ticketTypes, problem, busy = false, onHold }: {
  performanceId: string;
  maxPerOrder: number;
  ticketTypes: TicketPrice[];
  problem?: string;
  busy?: boolean;
  /** Holds the seats; answers the ids of any that went meanwhile (SEAT_TAKEN). */
  onHold?: (seatIds: string[], withoutCompanion: boolean) => Promise<string[]>;
}) {
  const id = useId();
  const client = useApolloClient();
  const hydrated = useHydrated();
  const now = useRenderTime();
  const { data } = useQuery(SeatPlanQuery, { variables: { performanceId } });
  const plan = data?.seatPlan;
  const rows = useMemo(() => (plan ? planRows(plan) : []), [plan]);
  const seats = useMemo(() => new Map(rows.flatMap((row) => row.seats.map((s) => [s.id, s] as const))), [rows]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string>();
  const [asList, setAsList] = useState(false);
  const [withoutCompanion, setWithoutCompanion] = useState(false);
  const [howMany, setHowMany] = useState(2);
  const [message, setMessage] = useState("");

  // A page kept by the read cache may be a few sales behind: the plan as it is now, once.
  useEffect(() => {
    void client.query({ query: SeatPlanQuery, variables: { performanceId }, fetchPolicy: "network-only" }).catch(() => undefined);
  }, [performanceId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per performance

  // Chosen seats someone else took meanwhile are unchosen, and the buyer told (as the seats change).
  const [seenSeats, setSeenSeats] = useState(seats);
  if (seenSeats !== seats) {
    setSeenSeats(seats);
    const gone = busy ? [] : [...chosen].filter((seatId) => seats.has(seatId) && seats.get(seatId)?.state !== "free");
    if (gone.length > 0) {
      setChosen(new Set([...chosen].filter((seatId) => !gone.includes(seatId))));
      setMessage(`${list(gone.map((seatId) => seats.get(seatId)?.label ?? "A seat"))} ${gone.length === 1 ? "has" : "have"} just gone: choose again.`);
    }
  }

  const firstFree = rows.flatMap((row) => row.seats).find((s) => s.state === "free") ?? rows[0]?.seats[0];
  const focused = (focusedId && seats.get(focusedId)) || firstFree;
  const companionsOpen = plan ? now >= Date.parse(plan.companionSeatsOpenAt) : false;
  const chosenSeats = [...chosen].map((seatId) => seats.get(seatId)).filter((s): s is PlanSeat => Boolean(s));
  const wheelchairChosen = chosenSeats.some((s) => s.kind === "wheelchair");

  // Said in the alert under the plan (a live region: screen readers hear it at once).
  const say = (words: string) => setMessage(words);

  const toggle = (seat: PlanSeat) => {
    const next = new Set(chosen);
    if (next.has(seat.id)) {
      next.delete(seat.id);
      // A wheelchair space's companion seat goes with it.
      if (seat.kind === "wheelchair" && seat.companionId) next.delete(seat.companionId);
      setChosen(next);
      setMessage("");
      return;
    }
    if (seat.state !== "free") return say(`${seat.label} is ${seat.state === "blocked" ? "not for sale" : "taken"}.`);
    if (seat.kind === "companion" && !companionsOpen && !(seat.companionId && next.has(seat.companionId))) {
      return say(`${seat.label} goes with the wheelchair space beside it: choose that space.`);
    }
    next.add(seat.id);
    const companion = seat.kind === "wheelchair" && seat.companionId ? seats.get(seat.companionId) : undefined;
    if (companion && companion.state === "free" && !withoutCompanion) next.add(companion.id);
    if (next.size > maxPerOrder) return say(`One booking can have at most ${maxPerOrder} seats.`);
    setChosen(next);
    setMessage(seat.kind === "restricted" ? seatWithNote(seat) : "");
  };

  const noCompanion = (checked: boolean) => {
    setWithoutCompanion(checked);
    const next = new Set(chosen);
    for (const seat of chosenSeats) {
      if (seat.kind !== "wheelchair" || !seat.companionId) continue;
      if (checked) next.delete(seat.companionId);
      else if (seats.get(seat.companionId)?.state === "free") next.add(seat.companionId);
    }
    setChosen(next);
  };

  const pickBest = () => {
    const count = Math.min(Math.max(1, Math.floor(howMany) || 1), maxPerOrder);
    const best = bestAvailable(rows, count);
    if (best.length === 0) return say(`There are not ${count} seats free.`);
    setChosen(new Set(best.map((s) => s.id)));
    setFocusedId(best[0].id);
    say(`Chosen: ${list(best.map((s) => s.label))}.`);
  };

  const submit = async (event: FormEvent) => {
    if (!hydrated || !onHold) return;
    event.preventDefault();
    if (chosen.size === 0) return say("Choose at least one seat.");
    const gone = await onHold([...chosen], withoutCompanion && wheelchairChosen);
    if (gone.length === 0) return;
    // The server said which went: they show as taken (the live message may not have come yet).
    for (const seatId of gone) {
      client.cache.modify({ id: client.cache.identify({ __typename: "PerformanceSeat", id: seatId }), fields: { state: () => "held" } });
    }
    setChosen(new Set([...chosen].filter((seatId) => !gone.includes(seatId))));
    say(`${list(gone.map((seatId) => seats.get(seatId)?.label ?? "A seat"))} ${gone.length === 1 ? "has" : "have"} just gone: choose again.`);
  };

  const restrictedPrices = ticketTypes.filter((t) => t.restrictedPricePence != null && t.restrictedPricePence !== t.pricePence);
  // A restricted view is shown before it is chosen, note or none: its price may be lower.
  const details = focused && (focused.kind === "restricted" || chosen.has(focused.id)) ? focused : undefined;
  const shownMessage = message || problem;

  return (
    <form method="post" action={`/book/${performanceId}`} className="seat-chooser" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`}>Choose your seats</h2>
      <p className="hint">Up to {maxPerOrder} seats in one booking.</p>
      {!plan && <p>The seat plan is loading…</p>}
      {plan && hydrated && (
        <div className="seat-chooser-tools">
          <label htmlFor={`${id}-count`}>How many seats</label>{" "}
          <input id={`${id}-count`} type="number" min={1} max={maxPerOrder} value={howMany} onChange={(e) => setHowMany(Number(e.target.value))} className="seat-count" />{" "}
          <button type="button" className="button secondary" onClick={pickBest}>Best available</button>{" "}
          <button type="button" className="button secondary" aria-pressed={asList} onClick={() => setAsList(!asList)}>Show as a list</button>
        </div>
      )}
      {plan && hydrated && !asList && (
        <>
          <div className="seat-plan-scroll">
            <SeatPlanSvg rows={rows} chosen={chosen} focusedId={focused?.id} onFocusSeat={setFocusedId} onToggle={toggle} />
          </div>
          <p className="seat-details">
            {details ? (
              <>
                <strong>{details.label}</strong>
                {details.note && `: ${details.note}`}
                {details.kind === "restricted" && restrictedPrices.length > 0 && ` (restricted-view price: ${restrictedPrices.map((t) => `${t.name} ${formatPence(t.restrictedPricePence!)}`).join(", ")})`}
              </>
            ) : (
              "Move to a seat to see what it is."
            )}
          </p>
          <SeatKey />
        </>
      )}
      {plan && (!hydrated || asList) && <SeatList rows={rows} chosen={chosen} onToggle={toggle} />}
      {(!hydrated || wheelchairChosen) && (
        <p className="field checkbox">
          <label>
            <input type="checkbox" name="withoutCompanion" value="yes" checked={withoutCompanion} onChange={(e) => noCompanion(e.target.checked)} /> No companion seat needed
          </label>
        </p>
      )}
      {hydrated && (
        <p className="seat-chosen" aria-live="polite">
          {chosenSeats.length === 0 ? "No seats chosen yet." : `Chosen: ${list(chosenSeats.map((s) => s.label))}.`}
        </p>
      )}
      {shownMessage && <p className="field-error" role="alert">{shownMessage}</p>}
      <button type="submit" className="primary" disabled={busy || !plan} aria-busy={busy}>
        {busy ? "Holding…" : "Hold these seats"}
      </button>
    </form>
  );
}
