import { useEffect, useState } from "react";
import { useRenderTime } from "../../lib/rendering/render-time";

/** The countdown warns (screen readers hear it) with this many seconds left. */
export const WARN_AT_SECONDS = 120;

/** "9:42": minutes and seconds; "11:59:42" from an hour up (a waitlist's offer is held for 12). */
export function minutesAndSeconds(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  if (s >= 3600) return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

/**
 * Seconds left until `expiresAt`, ticking each second in the browser. The first render uses the
 * render moment (the server's, for a page it rendered) so the server's HTML and the hydration agree.
 */
export function useSecondsLeft(expiresAt: string): number {
  const renderedAt = useRenderTime();
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return (end - now) / 1000;
}

/**
 * 'Your tickets are held for 9:42'. The clock itself is not a live region (read out every second
 * it would drown everything else): `onWarning` runs once at two minutes left and `onEnd` once at
 * the end, for the page's own polite announcement.
 */
export function HoldCountdown({ expiresAt, onWarning, onEnd }: { expiresAt: string; onWarning: () => void; onEnd: () => void }) {
  const left = useSecondsLeft(expiresAt);
  const warning = left <= WARN_AT_SECONDS;
  const ended = left <= 0;
  useEffect(() => {
    if (warning && !ended) onWarning();
  }, [warning]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it crosses two minutes
  useEffect(() => {
    if (ended) onEnd();
  }, [ended]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it ends
  return (
    <p className={warning ? "hold-countdown warning" : "hold-countdown"}>
      Your tickets are held for <strong className="countdown-clock">{minutesAndSeconds(left)}</strong>
    </p>
  );
}
