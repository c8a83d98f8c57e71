import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { freePort } from "../core/free-port";

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port (after `stop`: an outage and its end). */
  restart(): Promise<void>;
}

/** A real Redis server (Debian's redis-server) on a free loopback port, with nothing saved. */
export async function startRedis(): Promise<TestRedis> {
  if (spawnSync("sh", ["-c", "command -v redis-server"]).status !== 0) {
    throw new Error("redis-server is not installed: run `bash scripts/ensure-test-tools.sh` (or apt-get install redis-server)");
  }
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    }),
    async restart() {
      child = await launch(port);
    },
  };
}

async function launch(port: number): Promise<ChildProcess> {
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return child;
}
