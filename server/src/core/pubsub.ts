import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { createPubSub } from "@graphql-yoga/subscription";
import Redis from "ioredis";
import type { SitePage } from "../features/pages/site-page.entity";
import type { StockUpdate } from "../features/shop/shop.types";

/** Typed event topics. */
export type Topics = {
  PAGE_UPDATED: [SitePage];
  /** A message was stored (or queued again): its id. */
  MESSAGE_RECEIVED: [string];
  /** A product's stock changed. */
  STOCK_UPDATED: [StockUpdate];
  /** Something readers see changed: caches of anonymous reads are dropped. */
  CONTENT_CHANGED: [];
};

export type PubSub = ReturnType<typeof createPubSub<Topics>>;

export interface EventBus {
  pubsub: PubSub;
  /** The Redis connection for other shared state (rate limits), when there is one. */
  redis?: Redis;
  close(): Promise<void>;
}

/**
 * The event bus behind every subscription and worker kick: in memory for one instance, or Redis
 * (`REDIS_URL`) so that several instances share events. Events cross Redis as JSON.
 */
export function createEventBus(redisUrl?: string): EventBus {
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // No ready check on the subscriber: in subscriber mode Redis refuses the INFO it would send.
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, enableReadyCheck: false });
  const pubsub = createPubSub<Topics>({ eventTarget: createRedisEventTarget<never>({ publishClient, subscribeClient }) });
  return {
    pubsub,
    redis: publishClient,
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
