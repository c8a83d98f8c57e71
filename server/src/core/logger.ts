import pino from "pino";
import pretty from "pino-pretty";
import type { LogFormat, LogLevel } from "../config";

export type Logger = pino.Logger;

/**
 * One logger for the process; secrets are redacted wherever they appear in a logged object.
 * JSON (for machines) is written to stdout asynchronously (a request never waits on a slow log
 * reader), 4 KB or a quarter of a second at a time, and flushed when the process exits: a write per
 * line (a thread-pool round trip each) was a sixth of a cached read's CPU under load. Readable lines
 * (for a person at a terminal) are written as they come, so nothing waits unseen in a buffer.
 */
export function createLogger(level: LogLevel, format: LogFormat = "json"): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
      censor: "[redacted]",
    },
  };
  if (format === "pretty") return pino(options, readableLines());
  // If stdout stalls, lines past 16 MB waiting are dropped rather than filling memory.
  return pino(options, pino.destination({ sync: false, minLength: 4096, periodicFlush: 250, maxLength: 16 * 1024 * 1024 }));
}

/** A request's line as the request log (app/http-app.ts) and the read cache's hits write it. */
interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { status?: number };
  responseTime?: number;
  userId?: string | null;
  cache?: string;
}

/**
 * pino's own pretty printer, in this process (a formatting function cannot cross to a transport's
 * worker): time, level, message; a request's line reads `GET /path 200 12 ms user <id>` with its
 * fields folded into the message; any other line's fields follow on that line; errors keep their
 * stack. Colours only where the terminal takes them.
 */
function readableLines(): pretty.PrettyStream {
  return pretty({
    sync: true,
    translateTime: "SYS:yyyy-mm-dd HH:MM:ss",
    ignore: "pid,hostname,req,res,responseTime,userId,cache",
    singleLine: true,
    messageFormat: (log, messageKey) => {
      const message = String(log[messageKey] ?? "");
      const { req, res, responseTime, userId, cache } = log as RequestLine;
      if (!req) return message;
      const parts = [message, req.method, req.url, res?.status, responseTime !== undefined ? `${responseTime} ms` : undefined];
      if (userId) parts.push(`user ${userId}`);
      if (cache) parts.push(`(cache ${cache})`);
      return parts.filter((part) => part !== undefined && part !== "").join(" ");
    },
  });
}
