import { useEffect } from "react";
import { wordsFor, type Outcome } from "./door-scan";
import { playTone } from "./door-sound";

/**
 * What the last scan found, in large type on its colour, with its sound: green Admitted, amber
 * Already admitted (with the time) or Conflict, red Not for this performance or Cancelled. The
 * words carry the meaning; colour and sound only repeat it. Read out by screen readers as it changes.
 */
export function DoorResult({ outcome, serial }: { outcome: Outcome | null; serial: number }) {
  const words = outcome && wordsFor(outcome);
  // Each scan sounds once, even one that finds what the last did.
  useEffect(() => {
    if (words) playTone(words.tone);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serial]);
  return (
    <section className={`door-result${words ? ` door-result-${words.kind}` : ""}`} aria-labelledby="door-result-heading">
      <h2 id="door-result-heading" className="visually-hidden">Last scan</h2>
      <div role="status" aria-live="assertive" aria-atomic="true">
        {words ? (
          <>
            <p className="door-result-words">{words.headline}</p>
            {words.details.map((line) => <p key={line} className="door-result-detail">{line}</p>)}
          </>
        ) : (
          <p className="door-result-detail">Scan a ticket's QR code, type its code, or find the booking by surname.</p>
        )}
      </div>
    </section>
  );
}
