import { throttle } from "./throttle";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("the first call runs at once, a burst after it runs once more at the end with the latest value, and a call after a quiet interval runs at once", async () => {
  const ran: number[] = [];
  const say = throttle(100, (value: number) => ran.push(value));
  say(1);
  expect(ran).toEqual([1]);
  for (let i = 2; i <= 20; i++) say(i);
  expect(ran).toEqual([1]);
  await sleep(150);
  expect(ran).toEqual([1, 20]);
  await sleep(150);
  say(21);
  expect(ran).toEqual([1, 20, 21]);
});
