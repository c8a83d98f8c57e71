import { createLogger } from "../logger";
import { supervise } from "./postgres-supervisor";

/** A stand-in server: `crash` ends it as the kernel would, `stop` as asked. */
function fakeServer() {
  let end!: (how: string) => void;
  const exited = new Promise<string>((resolve) => (end = resolve));
  return { exited, crash: () => end("killed by SIGKILL"), stop: jest.fn(async () => end("exit code 0")) };
}

const backoff = { firstDelayMs: 1, maxDelayMs: 4, attempts: 3, stableMs: 60_000 };
const logger = createLogger("silent");
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

test("a server that stops unexpectedly is restarted, and a server stopped on purpose is not", async () => {
  const first = fakeServer();
  const second = fakeServer();
  const restart = jest.fn().mockRejectedValueOnce(new Error("shared memory still in use")).mockResolvedValueOnce(second);
  const onGiveUp = jest.fn();
  const supervisor = supervise(first, restart, { name: "the test server", logger, onGiveUp, backoff });
  const events: string[] = [];
  supervisor.listen({ down: () => events.push("down"), up: () => events.push("up") });

  first.crash();
  await until(() => events.includes("up"));
  expect(events).toEqual(["down", "up"]);
  expect(restart).toHaveBeenCalledTimes(2);

  await supervisor.stop();
  expect(second.stop).toHaveBeenCalled();
  expect(restart).toHaveBeenCalledTimes(2);
  expect(onGiveUp).not.toHaveBeenCalled();
});

test("when restarts keep failing it gives up with a plain message", async () => {
  const first = fakeServer();
  const restart = jest.fn().mockRejectedValue(new Error("could not bind IPv4 address"));
  const onGiveUp = jest.fn();
  const supervisor = supervise(first, restart, { name: "the test server", logger, onGiveUp, backoff });

  first.crash();
  await until(() => onGiveUp.mock.calls.length > 0);
  expect(restart).toHaveBeenCalledTimes(3);
  expect(onGiveUp).toHaveBeenCalledWith("the test server stopped and could not be restarted after 3 attempts; exiting so that the site can be started again");
  await supervisor.stop();
});

test("a restarted server that soon stops again counts as a failed restart", async () => {
  const servers = [fakeServer(), fakeServer(), fakeServer()];
  let next = 1;
  const restart = jest.fn(async () => servers[next++]);
  const onGiveUp = jest.fn();
  supervise(servers[0], restart, { name: "the test server", logger, onGiveUp, backoff: { ...backoff, attempts: 2 } });

  servers[0].crash();
  await until(() => restart.mock.calls.length === 1);
  servers[1].crash();
  await until(() => restart.mock.calls.length === 2);
  servers[2].crash();
  await until(() => onGiveUp.mock.calls.length > 0);
  expect(restart).toHaveBeenCalledTimes(2);
});

test("stopping during the wait before a restart cancels it", async () => {
  const first = fakeServer();
  const restart = jest.fn();
  const supervisor = supervise(first, restart, { name: "the test server", logger, onGiveUp: jest.fn(), backoff: { ...backoff, firstDelayMs: 60_000, maxDelayMs: 60_000 } });
  first.crash();
  await new Promise((r) => setTimeout(r, 10));
  const started = Date.now();
  await supervisor.stop();
  expect(Date.now() - started).toBeLessThan(1000);
  expect(restart).not.toHaveBeenCalled();
});
