import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../core/free-port";

/** The reverse proxy configuration the production topology uses (docker/compose.yaml mounts it). */
export const REPOSITORY_NGINX_CONF = path.join(__dirname, "..", "..", "..", "docker", "nginx.conf");

export interface TestNginx {
  /** http://127.0.0.1:port, nginx's own address. */
  url: string;
  port: number;
  /** The full configuration it runs (the wrapper with the repository's file, adjusted, inside). */
  config: string;
  /** Its access log so far: one line per request, `<client> "<request line>" <status> upstream=<address>`. */
  accessLog(): string;
  /** What it wrote to stderr (its error log). */
  output(): string;
  /** Fast shutdown (SIGTERM), waits for the master and its workers to exit, removes its folder. */
  stop(): Promise<void>;
}

/** Debian's nginx: on PATH, or in /usr/sbin (not on a non-root user's PATH). */
export function nginxBinary(): string {
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  if (fs.existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  throw new Error("nginx is not installed: run `bash scripts/ensure-test-tools.sh` (or apt-get install nginx)");
}

/**
 * The repository's server configuration with only its addresses changed: the upstream's servers
 * (the compose file's app1:4000 and app2:4000) become `upstreams`, and `listen 80` listens on
 * 127.0.0.1:`port`. Everything else is left as written; a file that no longer has the shape these
 * two changes need is an error, not something to guess around.
 */
export function adjustServerConfig(source: string, { upstreams, port }: { upstreams: string[]; port: number }): string {
  const blocks = [...source.matchAll(/\bupstream\s+[\w.-]+\s*\{([^}]*)\}/g)];
  if (blocks.length !== 1) throw new Error(`docker/nginx.conf: expected one upstream block, found ${blocks.length}`);
  const [block, body] = blocks[0];
  const servers = body.match(/^\s*server\s+[^;]+;/gm) ?? [];
  if (servers.length !== upstreams.length) {
    throw new Error(`docker/nginx.conf lists ${servers.length} upstream servers; the test runs ${upstreams.length} instances (as docker/compose.yaml does)`);
  }
  let index = 0;
  const adjustedBlock = block.replace(/^(\s*)server\s+[^;\s]+/gm, (_match, indent: string) => `${indent}server ${upstreams[index++]}`);
  const listens = source.match(/\blisten\s+80\s*;/g) ?? [];
  if (listens.length !== 1) throw new Error(`docker/nginx.conf: expected one \`listen 80;\` (the port compose publishes), found ${listens.length}`);
  return source.replace(block, adjustedBlock).replace(/\blisten\s+80\s*;/, `listen 127.0.0.1:${port};`);
}

/**
 * What the nginx image wraps around a file in conf.d (its /etc/nginx/nginx.conf: events{}, http{}
 * with an access log, sendfile, keepalive_timeout 65, no gzip), with every path in `prefix` so that
 * it runs without root and touches nothing of the system's nginx. Run as root, workers keep root's
 * user (the image's default `user nginx` does not exist here and could not write `prefix`).
 */
export function wrapConfig(serverConfig: string, prefix: string): string {
  const at = (name: string) => path.join(prefix, name);
  return [
    "# Made by server/src/test/nginx.ts: the nginx image's main configuration, paths in a temporary folder.",
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "daemon off;",
    "master_process on;",
    "worker_processes 1;",
    `pid ${at("nginx.pid")};`,
    "error_log stderr notice;",
    "events {",
    "  worker_connections 1024;",
    "}",
    "http {",
    "  default_type application/octet-stream;",
    "  log_format topology '$remote_addr \"$request\" $status upstream=$upstream_addr';",
    `  access_log ${at("access.log")} topology;`,
    "  sendfile on;",
    "  keepalive_timeout 65;",
    `  client_body_temp_path ${at("client_body")};`,
    `  proxy_temp_path ${at("proxy")};`,
    `  fastcgi_temp_path ${at("fastcgi")};`,
    `  uwsgi_temp_path ${at("uwsgi")};`,
    `  scgi_temp_path ${at("scgi")};`,
    "",
    "  # ---- docker/nginx.conf, addresses adjusted (mounted as /etc/nginx/conf.d/default.conf in compose) ----",
    serverConfig,
    "}",
    "",
  ].join("\n");
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The processes whose parent is `pid` (nginx's workers), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) children.push(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  return children;
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(readStatus(pid));
function readStatus(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return "";
  }
}

/**
 * Debian's nginx in the foreground (a child of this process) running the repository's
 * docker/nginx.conf in front of `upstreams` ("127.0.0.1:port" each), on a free loopback port.
 */
export async function startNginx({ upstreams, confFile = REPOSITORY_NGINX_CONF }: { upstreams: string[]; confFile?: string }): Promise<TestNginx> {
  const binary = nginxBinary();
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-nginx-"));
  const config = wrapConfig(adjustServerConfig(fs.readFileSync(confFile, "utf8"), { upstreams, port }), prefix);
  const confPath = path.join(prefix, "nginx.conf");
  fs.writeFileSync(confPath, config);

  // -e: the error log before the configuration is read (else the compiled-in /var/log/nginx/error.log).
  const child: ChildProcess = spawn(binary, ["-p", `${prefix}/`, "-c", confPath, "-e", "stderr"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      resolve();
    }),
  );

  const stop = async () => {
    if (exitCode === undefined && child.pid !== undefined) {
      const workers = childrenOf(child.pid);
      child.kill("SIGTERM"); // fast shutdown: the master stops its workers, then exits
      const end = Date.now() + 10_000;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      if (exitCode === undefined) child.kill("SIGKILL");
      await exited;
      // Its workers are ours too: none may outlive the test.
      for (const worker of workers) {
        while (alive(worker) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
        if (alive(worker)) process.kill(worker, "SIGKILL");
      }
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };

  const end = Date.now() + 10_000;
  while (!(await canConnect(port))) {
    if (exitCode !== undefined || Date.now() > end) {
      await stop();
      throw new Error(`nginx did not start (${exitCode === undefined ? "timed out" : `exit ${exitCode}`}):\n${output}\nconfiguration:\n${config}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    accessLog: () => {
      try {
        return fs.readFileSync(path.join(prefix, "access.log"), "utf8");
      } catch {
        return "";
      }
    },
    output: () => output,
    stop,
  };
}
