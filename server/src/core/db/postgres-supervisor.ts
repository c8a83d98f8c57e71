import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "../logger";

/** A running server process: `exited` resolves (with how it ended) whenever it stops. */
export interface SupervisedServer {
  exited: Promise<string>;
  stop(): Promise<void>;
}

export interface Backoff {
  /** Wait before the first restart; doubled after each failed one, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Restarts tried in a row before giving up. */
  attempts: number;
  /** A restarted server that stops again sooner than this counts as a failed restart. */
  stableMs: number;
}

/** 0.5 s, 1 s, 2 s … 10 s: eight tries take about a minute. */
export const DEFAULT_BACKOFF: Backoff = { firstDelayMs: 500, maxDelayMs: 10_000, attempts: 8, stableMs: 60_000 };

export interface SupervisorListener {
  /** The server stopped unexpectedly. */
  down(): void;
  /** A restarted server is ready. */
  up(): void;
}

export interface Supervisor {
  /** Hears of stops and restarts from now on (one listener); returns a function that stops it. */
  listen(listener: SupervisorListener): () => void;
  /** Stops the server on purpose (and any restart under way); no restart follows. */
  stop(): Promise<void>;
}

/**
 * Restarts a server that stops without being asked to (PostgreSQL killed by the kernel for memory,
 * say), waiting longer after each failure. When it cannot be brought back, `onGiveUp` gets a plain
 * message (already logged as fatal), so that the process can exit and whatever runs it restart it.
 */
export function supervise<T extends SupervisedServer>(
  first: T,
  restart: () => Promise<T>,
  options: { name: string; logger: Logger; onGiveUp(message: string): void; backoff?: Partial<Backoff> },
): Supervisor {
  const { name, logger, onGiveUp } = options;
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const stopping = new AbortController();
  let current: T | undefined;
  let startedAt = 0;
  let failures = 0;
  let restarting: Promise<void> | undefined;
  let listener: SupervisorListener | undefined;

  const follow = (server: T) => {
    current = server;
    startedAt = Date.now();
    void server.exited.then((how) => {
      if (stopping.signal.aborted || current !== server) return;
      current = undefined;
      if (Date.now() - startedAt >= backoff.stableMs) failures = 0;
      else if (server !== first) failures += 1;
      logger.error(`${name} stopped unexpectedly (${how}); restarting it`);
      listener?.down();
      restarting = restartWithBackoff();
    });
  };

  const restartWithBackoff = async () => {
    while (failures < backoff.attempts) {
      const delay = Math.min(backoff.firstDelayMs * 2 ** failures, backoff.maxDelayMs);
      try {
        await sleep(delay, undefined, { signal: stopping.signal });
      } catch {
        return; // stopped while waiting
      }
      try {
        const server = await restart();
        follow(server);
        if (stopping.signal.aborted) return; // stop() stops it
        logger.info(`${name} is running again`);
        listener?.up();
        return;
      } catch (error) {
        if (stopping.signal.aborted) return;
        failures += 1;
        logger.error({ err: error }, `restarting ${name} failed (attempt ${failures} of ${backoff.attempts})`);
      }
    }
    const message = `${name} stopped and could not be restarted after ${backoff.attempts} attempts; exiting so that the site can be started again`;
    logger.fatal(message);
    onGiveUp(message);
  };

  follow(first);
  return {
    listen(next) {
      listener = next;
      return () => {
        if (listener === next) listener = undefined;
      };
    },
    async stop() {
      stopping.abort();
      await restarting;
      await current?.stop();
    },
  };
}
