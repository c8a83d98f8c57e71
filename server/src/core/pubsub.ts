import { createPubSub } from "@graphql-yoga/subscription";
import type { SitePage } from "../features/pages/site-page.entity";

/**
 * Typed event topics. In memory for one instance; the scale-out issue puts Redis behind the same
 * interface so that several instances share events.
 */
export type Topics = {
  PAGE_UPDATED: [SitePage];
  /** A message was stored (or queued again): its id. */
  MESSAGE_RECEIVED: [string];
};

export type PubSub = ReturnType<typeof createPubSub<Topics>>;

export function createEventBus(): PubSub {
  return createPubSub<Topics>();
}
