import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { onEvents, type PubSub } from "../pubsub";

export type MaintenanceTopics = {
  /** Every instance answers 503 until `until` (or until an event with `until: null`). */
  SITE_MAINTENANCE: [{ until: string | null; reason: string }];
};

/** However long a restore says it takes, the site opens again after this: a restore that died must not close it for good. */
export const MAINTENANCE_MAX_MS = 60 * 60 * 1000;

/**
 * A brief closed state for work that swaps the site's database from under it (a restore from the
 * Backups screen): every instance (through the event bus) answers other requests with 503 and
 * Retry-After until it ends, and this instance can wait for its requests in flight to finish first.
 * Open WebSockets stay open; `/healthz` still answers, so that a supervisor does not restart an
 * instance that is only busy.
 */
export class Maintenance {
  private until = 0;
  private reason = "";
  private inFlight = 0;
  private readonly idleWaiters = new Set<() => void>();

  constructor(private readonly events: PubSub<MaintenanceTopics>) {
    onEvents(events, "SITE_MAINTENANCE", ({ until, reason }) => this.set(until, reason), () => undefined);
  }

  get on(): boolean {
    return Date.now() < this.until;
  }

  private set(until: string | null, reason: string): void {
    this.until = until ? Math.min(new Date(until).getTime(), Date.now() + MAINTENANCE_MAX_MS) : 0;
    this.reason = reason;
  }

  /** Closes the site (here at once, elsewhere on the event) for at most `MAINTENANCE_MAX_MS`. */
  begin(reason: string): void {
    const until = new Date(Date.now() + MAINTENANCE_MAX_MS).toISOString();
    this.set(until, reason);
    this.events.publish("SITE_MAINTENANCE", { until, reason });
  }

  end(): void {
    this.set(null, "");
    this.events.publish("SITE_MAINTENANCE", { until: null, reason: "" });
  }

  /** Resolves once no request but `own` of them is in flight here, or after `maxMs`. */
  async idle(own: number, maxMs: number): Promise<void> {
    if (this.inFlight <= own) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.idleWaiters.delete(check);
        resolve();
      };
      const check = () => {
        if (this.inFlight <= own) done();
      };
      const timer = setTimeout(done, maxMs);
      this.idleWaiters.add(check);
    });
  }

  /** The HTTP server's handler wrapped: 503 while closed, and requests counted while open. */
  gate(handler: RequestListener): RequestListener {
    return (req: IncomingMessage, res: ServerResponse) => {
      if (this.on && req.url !== "/healthz") {
        res.writeHead(503, { "content-type": "application/json", "retry-after": "10", "cache-control": "no-store", connection: "close" });
        res.end(JSON.stringify({ message: `The site is briefly closed: ${this.reason}. Please try again in a minute.`, code: "SERVICE_UNAVAILABLE" }));
        return;
      }
      this.inFlight += 1;
      res.once("close", () => {
        this.inFlight -= 1;
        for (const check of [...this.idleWaiters]) check();
      });
      handler(req, res);
    };
  }
}
