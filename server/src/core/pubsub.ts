import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Repeater, type PubSub as TypedPubSub, type PubSubEventTarget } from "@graphql-yoga/subscription";
import Redis from "ioredis";
import { setMaxListeners } from "node:events";
import { AppError } from "./errors";
/** Event topics: each name with the arguments an event carries. */
export type TopicMap = Record<string, [] | [unknown]>;

/**
 * The one topic core knows. Features declare their own topics (`*.events.ts`) and the app layer
 * joins them all (app/events.ts); a feature's code asks only for the topics it uses.
 */
export type CoreTopics = {
  /** Something readers see changed: caches of anonymous reads are dropped. */
  CONTENT_CHANGED: [];
};

const CONTENT_CHANGED = "CONTENT_CHANGED" satisfies keyof CoreTopics;

export type PubSub<T extends TopicMap = CoreTopics> = TypedPubSub<T>;

export interface EventBus<T extends TopicMap = CoreTopics> {
  pubsub: PubSub<T>;
  /** The Redis connection for other shared state (rate limits), when there is one. */
  redis?: Redis;
  close(): Promise<void>;
}

/**
 * How many events a subscriber may leave unread (a client that stopped reading its socket) before
 * its subscription ends with an error. The queue library's own limit (1,024) throws inside
 * `publish`, an uncaught exception that would stop the whole process.
 */
export const MAX_UNREAD_EVENTS = 1000;
export const TOO_FAR_BEHIND = "Too many unread events: this subscription has ended; subscribe again";

/**
 * graphql-yoga's `createPubSub`, except that each subscription's queue is bounded: a subscriber too
 * far behind is ended on its own instead of bringing the process down or growing memory.
 */
function boundedPubSub<T extends TopicMap>(target: PubSubEventTarget<T>): PubSub<T> {
  return {
    publish(topic, ...[payload]) {
      target.dispatchEvent(new CustomEvent(topic, { detail: payload }) as never);
    },
    subscribe(topic) {
      return new Repeater(async (push, stop) => {
        let unread = 0;
        const listener = (event: CustomEvent) => {
          // A caller-facing error: the subscriber is told why (production hides unexpected ones).
          if (unread >= MAX_UNREAD_EVENTS) return stop(new AppError("RATE_LIMITED", TOO_FAR_BEHIND));
          unread += 1;
          // Without a buffer, push settles once the subscriber has taken the event.
          void push(event.detail).then(() => (unread -= 1));
        };
        target.addEventListener(topic, listener);
        await stop;
        target.removeEventListener(topic, listener);
      });
    },
  } as PubSub<T>;
}

/** One listener per open subscription: thousands are expected, not a leak worth a warning. */
function inMemoryTarget<T extends TopicMap>(): PubSubEventTarget<T> {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target as PubSubEventTarget<T>;
}

/** Redis's refusals as process warnings, by message: ioredis's errors may come from another realm's Error (jest's). */
const warn = (error: Error) => process.emitWarning(`event bus: ${error.message}`);

/**
 * The event bus behind every subscription and worker kick: in memory for one instance, or Redis
 * (`REDIS_URL`) so that several instances share events. Events cross Redis as JSON.
 *
 * On Redis, CONTENT_CHANGED never waits on Redis to drop this instance's caches: when Redis cannot
 * be reached (a publish made while it is away, or one that fails), the event is also delivered
 * here at once, and sent to the others once this instance reaches Redis again; and whenever the
 * subscriber's connection comes back, every instance delivers one to itself, since events
 * published meanwhile were lost. A CONTENT_CHANGED heard twice costs a
 * cache refill; one missed would keep stale pages for good.
 */
export function createEventBus<T extends TopicMap = CoreTopics>(redisUrl?: string, onError: (error: Error) => void = warn): EventBus<T> {
  if (!redisUrl) return { pubsub: boundedPubSub(inMemoryTarget<T>()), close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // No ready check on the subscriber: in subscriber mode Redis refuses the INFO it would send.
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, enableReadyCheck: false });
  // The event target never awaits its Redis commands: a refusal (Redis gone, or the bus closed at
  // shutdown while a subscription still ends) would be an unhandled rejection, which stops Node.
  const reported = <R>(command: Promise<R>) => command.catch((error: Error) => onError(error));
  // This instance's listeners also listen here, for the CONTENT_CHANGED Redis could not carry.
  const here = inMemoryTarget<T>();
  const changedHere = () => here.dispatchEvent(new CustomEvent(CONTENT_CHANGED) as never);
  // A CONTENT_CHANGED that never reached Redis, owed to the other instances (whose own connections
  // may never have dropped): sent once this instance's connection is back.
  let owed = false;
  const publish = (channel: string, message: string) => {
    if (channel !== CONTENT_CHANGED) return reported(publishClient.publish(channel, message));
    const away = publishClient.status !== "ready";
    if (away) changedHere();
    return publishClient.publish(channel, message).catch((error: Error) => {
      if (!away) changedHere();
      owed = true;
      onError(error);
    });
  };
  publishClient.on("ready", () => {
    if (!owed) return;
    owed = false;
    void publish(CONTENT_CHANGED, "");
  });
  let connectedBefore = false;
  subscribeClient.on("ready", () => {
    if (!connectedBefore) return void (connectedBefore = true);
    // ioredis has resent this connection's SUBSCRIBEs; a PING answered after them means they hold,
    // so a change made from now on is heard, and what was cached until now is dropped.
    void subscribeClient.ping().then(changedHere, (error: Error) => {
      changedHere();
      onError(error);
    });
  });
  const redisTarget = createRedisEventTarget<never>({
    publishClient: { publish } as unknown as Redis,
    subscribeClient: {
      on: (event: string, listener: (...args: unknown[]) => void) => subscribeClient.on(event, listener),
      subscribe: (topic: string) => reported(subscribeClient.subscribe(topic)),
      unsubscribe: (topic: string) => reported(subscribeClient.unsubscribe(topic)),
    } as unknown as Redis,
  });
  const target = {
    addEventListener: (topic: string, listener: (event: CustomEvent) => void) => {
      redisTarget.addEventListener(topic as never, listener as never);
      here.addEventListener(topic as never, listener as never);
    },
    removeEventListener: (topic: string, listener: (event: CustomEvent) => void) => {
      redisTarget.removeEventListener(topic as never, listener as never);
      here.removeEventListener(topic as never, listener as never);
    },
    dispatchEvent: (event: Event) => redisTarget.dispatchEvent(event as never),
  } as unknown as PubSubEventTarget<T>;
  const pubsub = boundedPubSub<T>(target);
  return {
    pubsub,
    redis: publishClient,
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

/**
 * Runs `handle` on every event of a topic inside this process (a cache, a worker), until the
 * returned stop is called. If a burst leaves it too far behind, its subscription is ended: it
 * subscribes again and calls `onGap`, since it has missed events.
 */
export function onEvents<T extends TopicMap, K extends keyof T & string>(events: PubSub<T>, topic: K, handle: (...payload: T[K]) => void, onGap: () => void): () => Promise<void> {
  let iterator: AsyncIterator<T[K][0]> | undefined;
  let stopped = false;
  const run = async () => {
    while (!stopped) {
      // Topics here carry no per-id channel, so the topic alone names the subscription.
      iterator = (events.subscribe as unknown as (topic: K) => AsyncIterable<T[K][0]>)(topic)[Symbol.asyncIterator]();
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) (handle as (payload: unknown) => void)(next.value);
        return;
      } catch {
        if (!stopped) onGap();
      }
    }
  };
  void run();
  return async () => {
    stopped = true;
    await iterator?.return?.();
  };
}
