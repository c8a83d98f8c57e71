import net from "node:net";
import os from "node:os";
import type { Config } from "./config";
import { isConnectionError } from "./core/db/connection-errors";

/** What start-up knew when it failed; all optional (the configuration may be what failed). */
export type StartupContext = Partial<Pick<Config, "databaseUrl" | "dataDir" | "port" | "host">>;

type Fields = { name?: unknown; message?: unknown; code?: unknown; syscall?: unknown; path?: unknown; port?: unknown; address?: unknown; problems?: unknown };

const VERBS: Record<string, string> = {
  mkdir: "create the folder",
  open: "open",
  write: "write to",
  unlink: "remove",
  rename: "rename",
  rmdir: "remove",
  scandir: "list",
  chmod: "change",
  chown: "change the owner of",
  copyfile: "copy",
};

/** Where DATABASE_URL points, without its credentials. */
function databasePlace(url: string | undefined): string {
  if (!url) return "the embedded PostgreSQL";
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname === "/" ? "" : parsed.pathname} (DATABASE_URL)`;
  } catch {
    return "DATABASE_URL";
  }
}

/** The first `code` that is a string, looking through TypeORM's `driverError`, `cause` and an AggregateError's list. */
function innerCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== "object" || error === null || depth > 3) return undefined;
  const { code, driverError, cause, errors } = error as { code?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string") return code;
  for (const inner of [driverError, cause, ...(Array.isArray(errors) ? errors : [])]) {
    const found = innerCode(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function whoAmI(): string {
  try {
    return os.userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? "?"}`;
  }
}

/**
 * One plain sentence, on one line, saying why start-up stopped and what to do about it, for the
 * known causes: a bad setting, the port in use, a folder or program the site may not use, a data
 * folder another instance holds, a database it cannot reach or log in to. Anything else is named
 * by its message.
 */
export function describeStartupError(error: unknown, context: StartupContext = {}): string {
  const e: Fields = typeof error === "object" && error !== null ? (error as Fields) : {};
  const message = typeof e.message === "string" ? e.message : String(error);
  const code = typeof e.code === "string" ? e.code : undefined;
  const syscall = typeof e.syscall === "string" ? e.syscall : "";

  if (e.name === "ConfigError" && Array.isArray(e.problems)) {
    return sentence(`The configuration is invalid: ${e.problems.join("; ")}; fix ${e.problems.length === 1 ? "it" : "them"} in the environment or in .env`);
  }
  // Already one plain sentence naming the fix.
  if (code === "EMBEDDED_POSTGRES_ACCESS" || e.name === "DataDirInUseError") return oneLine(message);

  if (syscall === "listen") {
    const port = typeof e.port === "number" ? e.port : context.port;
    const address = typeof e.address === "string" ? e.address : context.host;
    if (code === "EADDRINUSE") {
      return `Port ${port} is already in use${address ? ` on ${address}` : ""} (another program, or this site already running): stop that program, or set PORT to a free port.`;
    }
    if (code === "EACCES") return `This user (${whoAmI()}) may not listen on port ${port}: ports below 1024 need extra privileges, so set PORT to 1024 or above (and put a proxy in front).`;
    if (code === "EADDRNOTAVAIL") return `HOST ${address} is not an address of this machine: set HOST to one of its addresses, or to 0.0.0.0 for all of them.`;
  }

  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    const target = typeof e.path === "string" ? e.path : undefined;
    if (syscall.startsWith("spawn")) {
      return `The site, running as ${whoAmI()}, is not allowed to run ${target ?? syscall.slice(6)}: make it executable and every folder above it passable for that user, or reinstall with npm ci.`;
    }
    const verb = VERBS[syscall] ?? "use";
    const what = target ?? "a file it needs";
    const dataHint = context.dataDir && target?.startsWith(context.dataDir) ? `give that user its DATA_DIR (${context.dataDir}), or set DATA_DIR to a folder it can write` : "give that user access to it, or change the setting that points there";
    const readOnly = code === "EROFS" ? " (the file system is read-only)" : "";
    return `The site, running as ${whoAmI()}, is not allowed to ${verb} ${what}${readOnly}: ${dataHint}.`;
  }
  if (code === "ENOSPC") return `The disk is full${typeof e.path === "string" ? ` (writing ${e.path})` : ""}: free some space and start again.`;

  const dbCode = innerCode(error);
  if (dbCode === "28P01" || dbCode === "28000") {
    return `The database at ${databasePlace(context.databaseUrl)} refused the login (${oneLine(message)}): check the user name and password in DATABASE_URL.`;
  }
  if (dbCode === "3D000") return `The database named in DATABASE_URL does not exist at ${databasePlace(context.databaseUrl)}: create it, or fix the URL.`;
  if (isConnectionError(error)) {
    const how = dbCode && /^E[A-Z]+$/.test(dbCode) ? ` (${dbCode})` : "";
    return context.databaseUrl
      ? `Cannot reach the database at ${databasePlace(context.databaseUrl)}${how}: check that PostgreSQL is running there and that DATABASE_URL is right.`
      : `Cannot reach the embedded PostgreSQL${how}: see the log line below for what it said.`;
  }
  if (message.startsWith("Embedded PostgreSQL did not start")) {
    const head = message.split("\n")[0].replace(/:$/, "").replace(/^Embedded/, "The embedded");
    const said = message.split("\n").find((line) => /\b(FATAL|PANIC|ERROR):/.test(line));
    return `${head}${said ? `: it said "${said.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, "").trim()}"` : ""}; the log line below has its whole output.`;
  }
  return sentence(`Start-up failed: ${oneLine(message)}`);
}

/**
 * Fails at once, with the error `listen` would give, when the port is taken: before the database
 * starts and the demo content is checked, and before the WebSocket server (which reports a listen
 * failure on the console by itself) is attached. Port 0 (any free port) is always free.
 */
export async function checkPortFree(config: Pick<Config, "port" | "host">): Promise<void> {
  if (config.port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(config.port, config.host, () => probe.close(() => resolve()));
  });
}
