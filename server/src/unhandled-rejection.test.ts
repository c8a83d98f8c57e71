import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readyServer, type ReadyServer } from "./test/server-process";
import { until } from "./test/until";

jest.setTimeout(120_000);

/**
 * The compiled server as a real process, loaded with a test-only preload (nothing of it is in the
 * site's code): on SIGUSR2 it fails a promise that nobody awaits.
 */
let preloadDir: string;
let server: ReadyServer | undefined;

beforeAll(() => {
  preloadDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-unhandled-"));
  fs.writeFileSync(path.join(preloadDir, "reject-on-signal.js"), 'process.on("SIGUSR2", () => { Promise.reject(new Error("drill: a promise nobody awaited")); });\n');
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(preloadDir, { recursive: true, force: true });
});

test("an unhandled promise rejection is logged with its error, and the server keeps answering", async () => {
  server = await readyServer({ NODE_OPTIONS: `--require ${path.join(preloadDir, "reject-on-signal.js")}` });
  server.child.kill("SIGUSR2");
  const line = await until(
    () => server!.output().split("\n").find((text) => text.includes("unhandled promise rejection")),
    Boolean,
    () => `no rejection logged:\n${server!.output()}`,
    { ms: 10_000 },
  );
  expect(JSON.parse(line!)).toMatchObject({ level: 50, msg: "unhandled promise rejection", err: { message: "drill: a promise nobody awaited", stack: expect.stringContaining("reject-on-signal.js") } });
  expect(server.child.exitCode).toBeNull();
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.url}/api/about`)).status).toBe(200);
});
