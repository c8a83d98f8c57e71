import pino from "pino";
import type { LogLevel } from "../config";

export type Logger = pino.Logger;

/**
 * One JSON logger for the process; secrets are redacted wherever they appear in a logged object.
 * Lines are written to stdout asynchronously (a request never waits on a slow log reader) and
 * flushed when the process exits.
 */
export function createLogger(level: LogLevel): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
        censor: "[redacted]",
      },
    },
    // If stdout stalls, lines past 16 MB waiting are dropped rather than filling memory.
    pino.destination({ sync: false, maxLength: 16 * 1024 * 1024 }),
  );
}
