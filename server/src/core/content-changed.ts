import type { PubSub } from "./pubsub";

/**
 * Awaits a change to what visitors read and then announces CONTENT_CHANGED: every instance's read
 * cache drops its answers. Only the services that change public content call this, so logins,
 * messages and members' own settings leave the caches warm; a change that fails announces nothing.
 */
export async function announced<T>(events: PubSub, change: Promise<T>): Promise<T> {
  const result = await change;
  events.publish("CONTENT_CHANGED");
  return result;
}
