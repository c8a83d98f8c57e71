import { createEventBus as createBus, MAX_UNREAD_EVENTS, onEvents, TOO_FAR_BEHIND } from "./pubsub";

/** A bus with one topic carrying a payload, as features declare them. */
const createEventBus = (redisUrl?: string, onError?: (error: Error) => void) => createBus<{ MESSAGE_RECEIVED: [string] }>(redisUrl, onError);
import { until } from "../test/until";
import { startRedis } from "../test/redis";

test("a subscriber that stops reading is ended once too far behind; publishing and readers carry on", async () => {
  const { pubsub } = createEventBus();
  const stalled = pubsub.subscribe("MESSAGE_RECEIVED");
  const reader = pubsub.subscribe("MESSAGE_RECEIVED");
  // A subscription starts listening on its first read.
  const firstStalled = stalled.next();
  const firstRead = reader.next();
  const total = MAX_UNREAD_EVENTS + 100;
  const read: string[] = [];
  for (let i = 0; i < total; i++) {
    pubsub.publish("MESSAGE_RECEIVED", `m${i}`);
    read.push((i === 0 ? await firstRead : await reader.next()).value as string);
  }
  expect(read).toEqual(Array.from({ length: total }, (_, i) => `m${i}`));

  // What was queued before the limit is still read, in order; then the subscription fails.
  const queued = [(await firstStalled).value];
  await expect((async () => {
    for (;;) queued.push((await stalled.next()).value);
  })()).rejects.toThrow(TOO_FAR_BEHIND);
  expect(queued).toEqual(read.slice(0, queued.length));
  expect(queued.length).toBeGreaterThanOrEqual(MAX_UNREAD_EVENTS - 1);
  expect(queued.length).toBeLessThan(total);
  await reader.return();
});

test("an in-process consumer left behind by a burst hears of the gap, subscribes again and keeps receiving", async () => {
  const { pubsub } = createEventBus();
  const heard: string[] = [];
  let gaps = 0;
  const stop = onEvents(pubsub, "MESSAGE_RECEIVED", (id) => heard.push(id), () => (gaps += 1));
  // One synchronous burst (a restock alerting every watcher): the consumer cannot read in between.
  for (let i = 0; i < MAX_UNREAD_EVENTS * 2; i++) pubsub.publish("MESSAGE_RECEIVED", `burst${i}`);
  await until(() => gaps, (n) => n > 0, () => "no gap reported");
  await new Promise((r) => setTimeout(r, 10));
  pubsub.publish("MESSAGE_RECEIVED", "after");
  await until(() => heard.includes("after"), Boolean, () => `not heard after the gap: ${heard.length} heard`);
  expect(gaps).toBe(1);
  await stop();
  pubsub.publish("MESSAGE_RECEIVED", "stopped");
  await new Promise((r) => setTimeout(r, 10));
  expect(heard).not.toContain("stopped");
});

test("on Redis, publishing or ending a subscription after the bus closed is reported, not an unhandled rejection", async () => {
  const redis = await startRedis();
  const errors: Error[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  try {
    const { pubsub, close } = createEventBus(redis.url, (error) => errors.push(error));
    const subscription = pubsub.subscribe("MESSAGE_RECEIVED");
    let heard: string | undefined;
    void subscription.next().then((next) => (heard = next.value as string));
    // Redis takes the SUBSCRIBE a moment after the first read: publish until it is heard.
    await until(() => heard, Boolean, () => "the subscriber never heard an event", { poke: async () => pubsub.publish("MESSAGE_RECEIVED", "before") });
    expect(heard).toBe("before");
    await close();
    pubsub.publish("MESSAGE_RECEIVED", "after");
    await subscription.return();
    await until(() => errors.length, (n) => n >= 1, (n) => `${n} refusals reported`);
    // Let the unsubscribe's refusal, if any, settle too.
    await new Promise((r) => setTimeout(r, 200));
    expect(errors.every((e) => /closed/i.test(e.message))).toBe(true);
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", onUnhandled);
    await redis.stop();
  }
});
