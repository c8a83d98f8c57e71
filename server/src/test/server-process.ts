import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../core/free-port";

const ENTRY = path.join(__dirname, "..", "..", "dist", "index.js");

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** What it wrote to stderr alone. */
  stderr(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Runs the compiled server (built by the test global setup) as a real process. With `terminal`, its
 * standard output is a pseudo-terminal (util-linux's `script`), as when a person runs it.
 */
export async function spawnServer(env: Record<string, string>, { terminal = false } = {}): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const [command, args]: [string, string[]] = terminal ? ["script", ["-qfec", `"${process.execPath}" "${ENTRY}"`, "/dev/null"]] : [process.execPath, [ENTRY]];
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? "", CLIENT_DIST: "/nonexistent", LOG_LEVEL: "info", ...env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stderr = "";
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
    stderr += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, stderr: () => stderr, exited };
}

/** Waits until the server logs that it is ready, or fails with what it printed. */
export async function waitReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < end) {
    if (server.output().includes("site ready at")) return;
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

export type ReadyServer = ServerProcess & { dataDir: string; stop(): Promise<void> };

/** A ready server process with a data folder of its own; `stop` ends it and removes the folder. */
export async function readyServer(env: Record<string, string>): Promise<ReadyServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-server-"));
  // Under root the embedded PostgreSQL runs as another user, who must be able to reach the folder.
  fs.chmodSync(dataDir, 0o755);
  const server = await spawnServer({ DATA_DIR: dataDir, ...env });
  const stop = async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...server, dataDir, stop };
}
