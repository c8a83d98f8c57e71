import { isConnectionError } from "./db/connection-errors";
import { AppError, HTTP_STATUS, databaseUnavailable, type FieldError } from "./errors";
import type { Logger } from "./logger";

/** body-parser's `type` for a body that is not JSON; the early GraphQL read (fast-reads) uses it too. */
export const JSON_PARSE_FAILED = "entity.parse.failed";

export interface ClientError {
  status: number;
  body: { message: string; code: string; errors?: FieldError[]; retryAfterSeconds?: number; details?: Record<string, unknown> };
}

/**
 * The one place that decides what a caller learns about a failure: business errors keep their
 * code and message; body-parser errors keep their 4xx status; an unreachable database is a 503
 * with Retry-After; anything else is logged with its stack and reported without internals.
 */
export function toClientError(error: unknown, logger: Logger): ClientError {
  if (isConnectionError(error)) {
    // One short line: during an outage every request fails this way, and the cause is logged elsewhere.
    logger.warn({ reason: (error as Error).message }, "database unavailable: answered 503");
    return toClientError(databaseUnavailable(), logger);
  }
  if (error instanceof AppError) {
    return {
      status: HTTP_STATUS[error.code],
      body: {
        message: error.message,
        code: error.code,
        ...(error.fields ? { errors: error.fields } : {}),
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
        ...(error.details ? { details: error.details } : {}),
      },
    };
  }
  const httpError = error as { status?: number; expose?: boolean; message?: string; type?: string };
  // An address whose percent-encoding is no UTF-8 (`/api/people/%ED%A0%80`): the router could not read its parameters.
  if (error instanceof URIError && httpError.status === 400) {
    return { status: 400, body: { message: "The address is not valid: it holds a badly encoded character", code: "BAD_REQUEST" } };
  }
  if (typeof httpError.status === "number" && httpError.status >= 400 && httpError.status < 500 && httpError.expose) {
    const message = httpError.type === JSON_PARSE_FAILED ? `The body is not valid JSON: ${httpError.message}` : (httpError.message ?? "Bad request");
    return { status: httpError.status, body: { message, code: "BAD_REQUEST" } };
  }
  logger.error({ err: error }, "unexpected error");
  return { status: 500, body: { message: "Something went wrong on our side; please try again", code: "INTERNAL_SERVER_ERROR" } };
}
