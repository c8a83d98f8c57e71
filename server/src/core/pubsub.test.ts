import { createEventBus, MAX_UNREAD_EVENTS, TOO_FAR_BEHIND } from "./pubsub";

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
