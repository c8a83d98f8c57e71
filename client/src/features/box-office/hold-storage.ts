/** A hold this tab made through the API: its id, its token (the secret that books it) and the counts chosen. */
export interface KeptHold {
  id: string;
  token: string;
  counts: number[];
}

const key = (performanceId: string) => `hold:${performanceId}`;

/**
 * The tab's own hold of a performance's tickets, kept in sessionStorage so a reload carries on
 * and nothing outlives the tab (never in the address, never in a cookie a script can read
 * elsewhere). Storage that is refused (private modes) just means no carrying on.
 */
export function keepHold(performanceId: string, hold: KeptHold): void {
  try {
    sessionStorage.setItem(key(performanceId), JSON.stringify(hold));
  } catch {
    // Not kept: a reload starts again.
  }
}

export function readHold(performanceId: string): KeptHold | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key(performanceId)) ?? "null") as KeptHold | null;
    return kept && typeof kept.id === "string" && typeof kept.token === "string" && Array.isArray(kept.counts) ? kept : null;
  } catch {
    return null;
  }
}

export function forgetHold(performanceId: string): void {
  try {
    sessionStorage.removeItem(key(performanceId));
  } catch {
    // Nothing kept.
  }
}
