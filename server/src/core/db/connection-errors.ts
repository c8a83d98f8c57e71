/** Socket errors that mean the database server could not be reached or went away. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** PostgreSQL's admin_shutdown, crash_shutdown and cannot_connect_now (starting up or shutting down). */
const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03"]);

/** Class 08: connection exceptions. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/** What pg and pg-pool say when a connection closes under them or cannot be made in time. */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

/**
 * Whether an error means the database is unreachable (down, restarting, or cut off), as opposed
 * to a failing query. Looks through TypeORM's `driverError`, `cause`, an AggregateError's list and
 * graphql-js's `thrownValue` (a value that is not an Error of this realm), where the driver's own
 * error ends up.
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 3) return false;
  const { code, syscall, message, driverError, cause, errors, thrownValue } = error as Record<string, unknown>;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || CONNECTION_EXCEPTION.test(code))) return true;
  // The embedded server's Unix socket is gone while it is down.
  if (code === "ENOENT" && syscall === "connect") return true;
  if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
  const inner = [driverError, cause, thrownValue, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((e) => e !== error && isConnectionError(e, depth + 1));
}
